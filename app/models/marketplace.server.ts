// Thuisbezorgd (docs/issues/018.md): a host's marketplace link and the shop's status on it (offline, the
// last call JET refused). Every query takes the host id. The orders it received: marketplace-orders.server.ts.
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";

export const PROVIDER = "thuisbezorgd";

export interface MarketplaceLink {
  id: number;
  hostId: number;
  externalId: string;
  tokenEncrypted: string | null;
  tokenLast4: string | null;
  secretEncrypted: string | null;
  active: boolean;
  offlineSince: Date | null;
  offlineReason: string | null;
  /** The last call JET refused (decision 064), until one goes through again. */
  problem: string | null;
  problemAt: Date | null;
}

const LINK_COLUMNS = camelColumns([
  "id",
  "host_id",
  "external_id",
  "token_encrypted",
  "token_last4",
  "secret_encrypted",
  "active",
  "offline_since",
  "offline_reason",
  "problem",
  "problem_at",
]);

export async function getMarketplaceLink(db: Knex, { hostId }: { hostId: number }): Promise<MarketplaceLink | null> {
  const row = await db("marketplace_links")
    .where({ host_id: hostId, provider: PROVIDER })
    .first<MarketplaceLink | undefined>(LINK_COLUMNS);
  return row ?? null;
}

/** Creates or changes the host's link; a secret left undefined keeps the stored one. */
export async function saveMarketplaceLink(
  db: Knex,
  {
    hostId,
    externalId,
    active,
    token,
    secretEncrypted,
  }: {
    hostId: number;
    externalId: string;
    active: boolean;
    token?: { encrypted: string; last4: string };
    secretEncrypted?: string;
  },
): Promise<void> {
  const values = {
    external_id: externalId,
    active,
    ...(token ? { token_encrypted: token.encrypted, token_last4: token.last4 } : {}),
    ...(secretEncrypted ? { secret_encrypted: secretEncrypted } : {}),
  };
  await db("marketplace_links")
    .insert({ host_id: hostId, provider: PROVIDER, ...values })
    .onConflict(["host_id", "provider"])
    .merge(values);
}

/**
 * The organisation's marketplace sync (SPEC `_organisation.tb.sync`) as its restaurants' links say:
 * on while any of them is active. Scoped by the host; answers the organisation's id.
 */
export async function syncOrganisationMarketplace(db: Knex, { hostId }: { hostId: number }): Promise<number | null> {
  const host = await db("hosts")
    .where({ id: hostId })
    .first<{ organisation_id: number | null } | undefined>("organisation_id");
  const organisationId = host?.organisation_id ?? null;
  if (organisationId === null) return null;
  await db("organisations")
    .where({ id: organisationId })
    .update({
      marketplace_sync: db.raw(
        `EXISTS (SELECT 1 FROM marketplace_links ml JOIN hosts h ON h.id = ml.host_id WHERE h.organisation_id = ? AND ml.provider = ? AND ml.active)`,
        [organisationId, PROVIDER],
      ),
    });
  return organisationId;
}

/** The restaurant went offline on the marketplace (null: back online). */
export async function setLinkOffline(
  db: Knex,
  { hostId, since, reason }: { hostId: number; since: Date | null; reason: string | null },
): Promise<void> {
  await db("marketplace_links")
    .where({ host_id: hostId, provider: PROVIDER })
    .update({ offline_since: since, offline_reason: reason });
}

/** JET refused one of our calls (shown to the owner), or null: a call went through again. */
export async function setLinkProblem(
  db: Knex,
  { hostId, problem }: { hostId: number; problem: string | null },
): Promise<void> {
  const q = db("marketplace_links").where({ host_id: hostId, provider: PROVIDER });
  if (problem === null) await q.whereNotNull("problem").update({ problem: null, problem_at: null });
  else await q.update({ problem: problem.slice(0, 500), problem_at: db.fn.now() });
}
