// A restaurant's Thuisbezorgd link's keys (docs/issues/018.md §1, decision 064): the API key and the
// signing secret opened from their seal (while the simulator runs, a link without them uses the
// simulator's), and the check that a webhook call came from the marketplace (the key, the HMAC of
// the raw body). Refusals are ServiceError(message, status): 404 without an active link, 401 unsigned.
// const { link, secrets } = await verifiedLink(db, input, { hashRequired: true });
import type { Knex } from "knex";
import { EnvError } from "~/env.server";
import { jetSimulatorBase } from "~/integrations/thuisbezorgd/client.server";
import { SIMULATOR_API_KEY, SIMULATOR_SECRET } from "~/integrations/thuisbezorgd/simulator.server";
import { verifyJetCall } from "~/integrations/thuisbezorgd/verify.server";
import { openSecret } from "~/integrations/mollie/secret-box.server";
import { getMarketplaceLink, type MarketplaceLink } from "~/models/marketplace.server";
import { ServiceError } from "~/services/errors.server";

export const NOT_LINKED = "Dit restaurant heeft geen actieve Thuisbezorgd-koppeling.";
export const NOT_SIGNED = "De handtekening of sleutel van dit verzoek klopt niet.";

export interface LinkSecrets {
  apiKey: string;
  secret: string;
}

/** The link's own key and secret; while the simulator runs, a link without them uses the simulator's. */
export function linkSecrets(link: MarketplaceLink): LinkSecrets | null {
  let apiKey: string | null;
  let secret: string | null;
  try {
    apiKey = link.tokenEncrypted ? openSecret(link.tokenEncrypted) : null;
    secret = link.secretEncrypted ? openSecret(link.secretEncrypted) : null;
  } catch (err) {
    // production without ENCRYPTION_KEY: the sealed keys cannot be opened — no usable link, never a 500
    if (err instanceof EnvError) return null;
    throw err;
  }
  if (apiKey && secret) return { apiKey, secret };
  if (!link.tokenEncrypted && !link.secretEncrypted && jetSimulatorBase())
    return { apiKey: SIMULATOR_API_KEY, secret: SIMULATOR_SECRET };
  return null;
}

export interface JetCallInput {
  hostId: number;
  /** The body as text (stored, parsed). */
  raw: string;
  /** The body's bytes exactly as received: what JET signed. Without them, the text's UTF-8. */
  bytes?: Uint8Array;
  authorization: string | null;
  hash: string | null;
}

/**
 * The host's active link and its secrets, once the call proved to come from the marketplace: the key
 * always; the signature on orders always, on notifications when one is sent (JET does not publish
 * whether it signs them; a wrong one is refused either way).
 */
export async function verifiedLink(
  db: Knex,
  { hostId, raw, bytes, authorization, hash }: JetCallInput,
  { hashRequired }: { hashRequired: boolean },
): Promise<{ link: MarketplaceLink; secrets: LinkSecrets }> {
  const link = await getMarketplaceLink(db, { hostId });
  const secrets = link?.active ? linkSecrets(link) : null;
  if (!link || !secrets) throw new ServiceError(NOT_LINKED, 404);
  const verdict = verifyJetCall({
    authorization,
    hash,
    body: bytes ?? raw,
    apiKey: secrets.apiKey,
    secret: secrets.secret,
    hashRequired,
  });
  if (!verdict.ok) throw new ServiceError(NOT_SIGNED, 401);
  return { link, secrets };
}
