// What a restaurant sign-up writes (docs/issues/016.md §1): its organisation, the owner made its admin, the
// host, its opening hours and first delivery zone. Only the sign-up service calls these, inside its
// one transaction. Unscoped by nature where a host does not exist yet (a perma's availability, the
// form's idempotency key); every write after the host's insert carries its id.
import type { Knex } from "knex";
import { columns } from "~/db.server";
import type { OpeningShift } from "~/domain/opening-hours";
import type { HostSettings } from "~/models/hosts.server";

export const SIGN_UP_KEY_CONSTRAINT = "hosts_sign_up_key_unique";
export const PERMA_CONSTRAINT = "hosts_perma_unique";

/** Is this perma (or a host's own domain spelled like it) already some restaurant's? */
/** The restaurant an earlier submit of this sign-up made, and who made it. */
export async function findSignUp(
  db: Knex,
  { key }: { key: string },
): Promise<{ hostId: number; perma: string; createdBy: number | null } | null> {
  const row = await db("hosts")
    .where({ sign_up_key: key })
    .first<{ hostId: number; perma: string; createdBy: number | null } | undefined>(
      columns({ hostId: "id", perma: "perma", createdBy: "created_by" }),
    );
  return row ?? null;
}

/** The owner's account, locked until the sign-up commits (two sign-ups of one person wait for each other). */
export async function lockSignUpUser(
  db: Knex.Transaction,
  { userId }: { userId: number },
): Promise<{
  id: number;
  kind: string;
  organisationId: number | null;
  orgRole: string | null;
  role: string | null;
  phone: string | null;
} | null> {
  const row = await db("users")
    .where({ id: userId })
    .forUpdate()
    .first(
      columns({
        id: "id",
        kind: "kind",
        organisationId: "organisation_id",
        orgRole: "org_role",
        role: "role",
        phone: "phone",
      }),
    );
  return row ?? null;
}

export async function insertSignUpOrganisation(db: Knex, { name }: { name: string }): Promise<number> {
  const [{ id }] = await db("organisations").insert({ name }).returning<{ id: number }[]>("id");
  return id;
}

/** A customer becomes the admin of her new organisation; her orders and stamps stay hers. */
export async function makeOrganisationAdmin(
  db: Knex,
  { userId, organisationId }: { userId: number; organisationId: number },
): Promise<void> {
  await db("users")
    .where({ id: userId, kind: "customer" })
    .update({ kind: "host", organisation_id: organisationId, org_role: "admin" });
}

export interface SignUpHostRow {
  organisationId: number;
  perma: string;
  name: string;
  categories: string[];
  address: string;
  zipcode: string;
  city: string;
  phone: string;
  menu: string[];
  settings: HostSettings;
  signUpKey: string;
  createdBy: number;
}

export async function insertSignUpHost(db: Knex, host: SignUpHostRow): Promise<number> {
  const [{ id }] = await db("hosts")
    .insert({
      organisation_id: host.organisationId,
      perma: host.perma,
      name: host.name,
      categories: host.categories,
      address: host.address,
      zipcode: host.zipcode,
      city: host.city,
      phone: host.phone,
      menu: JSON.stringify(host.menu),
      settings: JSON.stringify(host.settings),
      created_via: "register",
      sign_up_key: host.signUpKey,
      created_by: host.createdBy,
    })
    .returning<{ id: number }[]>("id");
  return id;
}

export async function insertOpeningHours(
  db: Knex,
  { hostId, hours }: { hostId: number; hours: OpeningShift[] },
): Promise<void> {
  if (hours.length === 0) return;
  await db("opening_hours").insert(
    hours.map((h) => ({ host_id: hostId, weekday: h.weekday, opens: h.opens, closes: h.closes })),
  );
}

export async function insertDeliveryZone(
  db: Knex,
  {
    hostId,
    zone,
  }: { hostId: number; zone: { name: string; zipFrom: number; zipTo: number; fee: number; minimum: number } },
): Promise<void> {
  await db("delivery_zones").insert({
    host_id: hostId,
    name: zone.name,
    zip_from: zone.zipFrom,
    zip_to: zone.zipTo,
    fee: zone.fee,
    minimum: zone.minimum,
  });
}
