// Chains (docs/issues/016.md §4, §5): an organisation's public locations, creating organisations and moving
// a restaurant between them, the marketplace sync switch. Scoped by organisation (or the one host
// being moved); decision 034.
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";
import type { HostSettings } from "~/models/hosts.server";

export interface ChainLocationRow {
  id: number;
  perma: string;
  url: string | null;
  name: string;
  address: string | null;
  zipcode: string | null;
  city: string | null;
  paused: boolean;
  pausedUntil: Date | null;
  pauseReason: string | null;
  settings: HostSettings;
}

/** The organisation's listed, not suspended restaurants: what its public page shows. */
export async function listChainLocations(
  db: Knex,
  { organisationId }: { organisationId: number },
): Promise<ChainLocationRow[]> {
  const rows = await db("hosts")
    .where({ organisation_id: organisationId, listed: true })
    .whereNull("suspended_at")
    .orderBy([{ column: "name" }, { column: "id" }])
    .select(
      "id",
      "perma",
      "url",
      "name",
      "address",
      "zipcode",
      "city",
      "paused",
      "paused_until",
      "pause_reason",
      "settings",
    );
  return rows.map((r: Record<string, unknown>) => ({
    id: r.id as number,
    perma: r.perma as string,
    url: (r.url as string | null) ?? null,
    name: r.name as string,
    address: (r.address as string | null) ?? null,
    zipcode: (r.zipcode as string | null) ?? null,
    city: (r.city as string | null) ?? null,
    paused: Boolean(r.paused),
    pausedUntil: (r.paused_until as Date | null) ?? null,
    pauseReason: (r.pause_reason as string | null) ?? null,
    settings: (r.settings as HostSettings | null) ?? {},
  }));
}

export async function insertOrganisation(db: Knex, { name }: { name: string }): Promise<number> {
  const [row] = await db("organisations").insert({ name }).returning("id");
  return (row as { id: number }).id;
}

export async function listAllOrganisations(db: Knex): Promise<Array<{ id: number; name: string }>> {
  return db("organisations")
    .select("id", "name")
    .orderBy([{ column: "name" }, { column: "id" }]);
}

export async function listAllHostsWithOrganisation(
  db: Knex,
): Promise<Array<{ id: number; name: string; perma: string; organisationId: number }>> {
  return db("hosts")
    .select(camelColumns(["id", "name", "perma", "organisation_id"]))
    .orderBy([{ column: "name" }, { column: "id" }]);
}

/** The host's organisation, locked for the move. */
export async function lockHostOrganisation(
  trx: Knex.Transaction,
  { hostId }: { hostId: number },
): Promise<{ organisationId: number; name: string } | null> {
  const row = await trx("hosts")
    .where({ id: hostId })
    .forUpdate()
    .first<{ organisation_id: number; name: string } | undefined>("organisation_id", "name");
  return row ? { organisationId: row.organisation_id, name: row.name } : null;
}

/**
 * The host now belongs to `to`. A call-centre link (organisation_hosts) from the new owner to it
 * is dropped: it owns the restaurant now.
 */
export async function moveHost(trx: Knex.Transaction, { hostId, to }: { hostId: number; to: number }): Promise<void> {
  await trx("hosts").where({ id: hostId }).update({ organisation_id: to });
  await trx("organisation_hosts").where({ host_id: hostId, organisation_id: to }).delete();
}

export async function setMarketplaceSync(
  trx: Knex.Transaction,
  { organisationId, on }: { organisationId: number; on: boolean },
): Promise<boolean> {
  const row = await trx("organisations")
    .where({ id: organisationId })
    .forUpdate()
    .first<{ marketplace_sync: boolean } | undefined>("marketplace_sync");
  const was = Boolean(row?.marketplace_sync);
  await trx("organisations").where({ id: organisationId }).update({ marketplace_sync: on });
  return was;
}
