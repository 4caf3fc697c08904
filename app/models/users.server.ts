// Users are platform-wide (a customer orders at many hosts); staff belong to one organisation.
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";

export type UserKind = "customer" | "host" | "root";

export interface UserRecord {
  id: number;
  kind: UserKind;
  organisationId: number | null;
  orgRole: string | null;
  role: string | null;
  phone: string | null;
  email: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  /** Sessions made before this number was raised are over (migration 0010). */
  sessionVersion: number;
}

/** A user as every read selects it, in UserRecord's fields (camelColumns, decision 011). */
export const USER_COLUMNS = camelColumns([
  "id",
  "kind",
  "organisation_id",
  "org_role",
  "role",
  "phone",
  "email",
  "name",
  "first_name",
  "last_name",
  "avatar",
  "session_version",
]);

export async function getUserById(db: Knex, { userId }: { userId: number }): Promise<UserRecord | null> {
  const row = await db("users").where({ id: userId }).first<UserRecord | undefined>(USER_COLUMNS);
  return row ?? null;
}

export async function getUserByPhone(db: Knex, { phone }: { phone: string }): Promise<UserRecord | null> {
  const row = await db("users").where({ phone }).first<UserRecord | undefined>(USER_COLUMNS);
  return row ?? null;
}

/** Staff and root log in with e-mail + password; the hash never leaves the models layer otherwise. */
export async function getPasswordLogin(
  db: Knex,
  { email }: { email: string },
): Promise<{ user: UserRecord; passwordHash: string | null } | null> {
  const row = await db("users")
    .where({ email: email.trim().toLowerCase() })
    .first<(UserRecord & { passwordHash: string | null }) | undefined>([
      ...USER_COLUMNS,
      "password_hash as passwordHash",
    ]);
  if (!row) return null;
  const { passwordHash, ...user } = row;
  return { user, passwordHash };
}

/** First login with a phone creates the customer; a concurrent first login finds the same row. */
export async function findOrCreateCustomerByPhone(db: Knex, { phone }: { phone: string }): Promise<UserRecord> {
  await db("users").insert({ kind: "customer", phone }).onConflict("phone").ignore();
  const user = await getUserByPhone(db, { phone });
  if (!user) throw new Error("customer vanished right after insert");
  return user;
}

export async function touchLastLogin(db: Knex, { userId }: { userId: number }): Promise<void> {
  await db("users").where({ id: userId }).update({ last_login_at: db.fn.now() });
}

export async function updateUserProfile(
  db: Knex,
  {
    userId,
    ...profile
  }: { userId: number } & { firstName: string | null; lastName: string | null; avatar: string | null },
): Promise<void> {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(" ") || null;
  await db("users")
    .where({ id: userId })
    .update({ first_name: profile.firstName, last_name: profile.lastName, name, avatar: profile.avatar });
}

/** False when another user already has this phone. */
export async function updateUserPhone(
  db: Knex,
  { userId, phone }: { userId: number; phone: string },
): Promise<boolean> {
  const taken = await db("users").where({ phone }).whereNot({ id: userId }).first("id");
  if (taken) return false;
  await db("users").where({ id: userId }).update({ phone });
  return true;
}

/** A caller whose account the order desk just made (or who never gave a name) gets the name they gave. */
export async function nameCustomerIfUnnamed(
  db: Knex,
  { userId, name }: { userId: number; name: string },
): Promise<void> {
  await db("users").where({ id: userId, kind: "customer" }).whereNull("name").update({ name });
}

/** The organisation's people (staff and call centre), admins first, then by name. */
export async function listOrganisationUsers(
  db: Knex,
  { organisationId }: { organisationId: number },
): Promise<UserRecord[]> {
  return db("users")
    .select<UserRecord[]>(USER_COLUMNS)
    .where({ organisation_id: organisationId, kind: "host" })
    .orderByRaw("org_role = 'admin' desc, coalesce(name, email, phone), id");
}

/** A new role ends the user's sessions (session_version + 1). False when not one of the organisation's. */
export async function setOrganisationRole(
  db: Knex,
  { organisationId, userId, orgRole }: { organisationId: number; userId: number; orgRole: string },
): Promise<boolean> {
  const changed = await db("users")
    .where({ id: userId, organisation_id: organisationId, kind: "host" })
    .update({ org_role: orgRole, session_version: db.raw("session_version + 1") });
  return changed > 0;
}

/**
 * Off the organisation: the account stays (their phone may still order as a customer), their
 * staff rights and sessions end. False when not one of the organisation's.
 */
export async function removeFromOrganisation(
  db: Knex,
  { organisationId, userId }: { organisationId: number; userId: number },
): Promise<boolean> {
  const changed = await db("users")
    .where({ id: userId, organisation_id: organisationId, kind: "host" })
    .update({
      kind: "customer",
      organisation_id: null,
      org_role: null,
      role: null,
      session_version: db.raw("session_version + 1"),
    });
  return changed > 0;
}

/**
 * A phone joins the organisation with a role: a new staff account, or the customer account the
 * phone already has (it keeps its order history). Ends any session the customer account had.
 */
export async function addToOrganisation(
  db: Knex,
  { organisationId, phone, orgRole, name }: { organisationId: number; phone: string; orgRole: string; name: string },
): Promise<UserRecord> {
  const [row] = await db("users")
    .insert({ kind: "host", phone, organisation_id: organisationId, org_role: orgRole, name })
    .onConflict("phone")
    .merge({
      kind: "host",
      organisation_id: organisationId,
      org_role: orgRole,
      name,
      session_version: db.raw("users.session_version + 1"),
    })
    .returning<UserRecord[]>(USER_COLUMNS);
  return row;
}
