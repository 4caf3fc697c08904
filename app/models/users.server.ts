// Users are platform-wide (a customer orders at many hosts); staff belong to one organisation.
import type { Knex } from "knex";
import { getDb } from "~/db.server";

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
}

interface UserRow {
  id: number;
  kind: UserKind;
  organisation_id: number | null;
  org_role: string | null;
  role: string | null;
  phone: string | null;
  email: string | null;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
}

const COLUMNS = ["id", "kind", "organisation_id", "org_role", "role", "phone", "email", "name", "first_name", "last_name", "avatar"];

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    kind: row.kind,
    organisationId: row.organisation_id,
    orgRole: row.org_role,
    role: row.role,
    phone: row.phone,
    email: row.email,
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    avatar: row.avatar,
  };
}

export async function getUserById(id: number, db: Knex = getDb()): Promise<UserRecord | null> {
  const row = await db("users").select<UserRow[]>(COLUMNS).where({ id }).first<UserRow | undefined>();
  return row ? toUser(row) : null;
}
