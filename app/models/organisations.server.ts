// Organisations as staff see them, and which hosts an organisation may work for.
import type { Knex } from "knex";

export interface OrganisationRecord {
  id: number;
  name: string;
  marketplaceSync: boolean;
}

export async function getOrganisation(db: Knex, { id }: { id: number }): Promise<OrganisationRecord | null> {
  const row = await db("organisations")
    .select("id", "name", "marketplace_sync")
    .where({ id })
    .first<{ id: number; name: string; marketplace_sync: boolean } | undefined>();
  return row ? { id: row.id, name: row.name, marketplaceSync: row.marketplace_sync } : null;
}

/** Its own hosts, or hosts it serves through organisation_hosts (a call centre). */
export async function organisationServesHost(
  db: Knex,
  { organisationId, hostId }: { organisationId: number; hostId: number },
): Promise<boolean> {
  // one round trip: it runs for every staff request and every live channel a call centre joins
  const row = await db("hosts")
    .where("hosts.id", hostId)
    .where((q) =>
      q
        .where("hosts.organisation_id", organisationId)
        .orWhereExists(
          db("organisation_hosts")
            .where({ organisation_id: organisationId })
            .whereRaw("organisation_hosts.host_id = hosts.id"),
        ),
    )
    .first("hosts.id");
  return Boolean(row);
}

export async function listOrganisationHosts(
  db: Knex,
  { organisationId }: { organisationId: number },
): Promise<Array<{ id: number; name: string; perma: string; own: boolean }>> {
  const rows = await db("hosts")
    .select("hosts.id", "hosts.name", "hosts.perma", "hosts.organisation_id")
    .where("hosts.organisation_id", organisationId)
    .orWhereIn("hosts.id", db("organisation_hosts").select("host_id").where({ organisation_id: organisationId }))
    .orderBy("hosts.name");
  return rows.map((r: { id: number; name: string; perma: string; organisation_id: number }) => ({
    id: r.id,
    name: r.name,
    perma: r.perma,
    own: r.organisation_id === organisationId,
  }));
}

/** Inside a transaction: changes to one organisation's people wait for each other (row lock). */
export async function lockOrganisation(trx: Knex.Transaction, { id }: { id: number }): Promise<void> {
  await trx("organisations").where({ id }).forUpdate().first("id");
}
