// Root's list of the platform's people (docs/issues/016.md §3, "Gebruikers"): every staff member and root
// account, with their organisation and its restaurants. Root only: not scoped to a restaurant.
import type { Knex } from "knex";

export interface PlatformStaffRow {
  id: number;
  kind: "host" | "root";
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
  orgRole: string | null;
  role: string | null;
  organisationId: number | null;
  organisationName: string | null;
  hosts: Array<{ id: number; name: string }>;
}

/** `pattern` (an ILIKE pattern, wildcards escaped) finds a part of the name, e-mail or phone. */
export async function listPlatformStaff(
  db: Knex,
  { pattern, limit, offset }: { pattern: string | null; limit: number; offset: number },
): Promise<{ rows: PlatformStaffRow[]; total: number }> {
  const query = db("users as u")
    .leftJoin("organisations as o", "o.id", "u.organisation_id")
    .whereIn("u.kind", ["host", "root"])
    .select(
      "u.id",
      "u.kind",
      "u.name",
      "u.first_name as firstName",
      "u.last_name as lastName",
      "u.phone",
      "u.email",
      "u.org_role as orgRole",
      "u.role",
      "u.organisation_id as organisationId",
      "o.name as organisationName",
      db.raw(
        `coalesce((select json_agg(json_build_object('id', h.id, 'name', h.name) order by h.name, h.id) from hosts h where h.organisation_id = u.organisation_id), '[]'::json) as hosts`,
      ),
      db.raw("count(*) over () as total"),
    )
    .orderByRaw("u.kind = 'root' desc, lower(coalesce(u.name, u.first_name, u.email, u.phone)), u.id")
    .limit(limit)
    .offset(offset);
  if (pattern) {
    query.where((w) =>
      w
        .whereILike("u.name", pattern)
        .orWhereILike("u.first_name", pattern)
        .orWhereILike("u.last_name", pattern)
        .orWhereILike("u.email", pattern)
        .orWhereILike("u.phone", pattern)
        .orWhereILike("o.name", pattern),
    );
  }
  const rows = (await query) as Array<PlatformStaffRow & { total: string | number }>;
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows.length ? Number(rows[0].total) : 0 };
}
