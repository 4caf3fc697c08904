// Erasure under the AVG (art. 17, decisions 078, 079): by the customer (the whole account, every
// restaurant's part) or by a restaurant on request (its part; the account too when nothing is left
// elsewhere). Every order's fiscal record stays. Each request is recorded in privacy_requests; a
// restaurant's also in its audit log. After the account goes, its sessions end and its phone's login
// limits are forgotten.
// const { accountErased } = await eraseAtRestaurant({ hostId, customerId, actor, reason });
import { getDb } from "~/db.server";
import { PRIVACY_MESSAGES } from "~/domain/privacy";
import { getHost } from "~/models/hosts.server";
import {
  erasePersonAtHost,
  hasOtherRestaurants,
  insertPrivacyRequest,
  type ErasureCounts,
} from "~/models/privacy.server";
import { eraseAccountRows, hostsOfPerson } from "~/models/privacy.root.server";
import { customerChanged } from "~/realtime/customer-events.server";
import { userSessionsEnded } from "~/realtime/session-events.server";
import { recordAudit, type Actor } from "~/services/audit-log.server";
import { ServiceError } from "~/services/errors.server";
import { SEND_LIMIT_PHONE, TRY_LIMIT_PHONE } from "~/services/login-codes.server";
import { phonesOf, requireHostCustomer, requireProfile } from "~/services/privacy-person.server";
import { resetLimit } from "~/infra/rate-limit.server";
import { logger } from "~/infra/logger.server";

function addCounts(total: Record<string, number>, part: ErasureCounts) {
  for (const [k, v] of Object.entries(part)) total[k] = (total[k] ?? 0) + v;
}

/** Forgets the phone's login limits (keys that name the number), after the account is gone. */
async function forgetLimits(phones: string[]) {
  for (const phone of phones) {
    await resetLimit(`code:phone:${phone}`, SEND_LIMIT_PHONE).catch(() => {});
    await resetLimit(`code:tries:${phone}`, TRY_LIMIT_PHONE).catch(() => {});
  }
}

async function afterAccountErased(customerId: number, phones: string[]) {
  // the user row is gone: every session of it ends on its next request, on every instance
  // (decision 016); open sockets close now
  await userSessionsEnded(customerId).catch((err: Error) =>
    logger().warn({ area: "privacy", err }, "sessions-ended not published"),
  );
  await forgetLimits(phones);
}

/** The customer's own "Verwijder mijn account": every restaurant's part, then the account. */
export async function eraseMyAccount({ customerId }: { customerId: number }): Promise<Record<string, number>> {
  const profile = await requireProfile(customerId);
  const phones = phonesOf(profile);
  const summary: Record<string, number> = {};
  await getDb().transaction(async (trx) => {
    for (const hostId of await hostsOfPerson(trx, { customerId, phones })) {
      addCounts(summary, await erasePersonAtHost(trx, { where: { hostId, customerId }, phones }));
    }
    const { devices } = await eraseAccountRows(trx, { customerId, phones, email: profile.email });
    summary.devices = devices;
    await insertPrivacyRequest(trx, {
      hostId: null,
      kind: "erase",
      requestedBy: "customer",
      actorId: null,
      actorName: null,
      reason: null,
      summary,
    });
  });
  await afterAccountErased(customerId, phones);
  return summary;
}

/**
 * "Verwijderen op verzoek" by the restaurant: its part of the person. The account (a Bestelinfo
 * account shared by restaurants) goes too when nothing is left at another restaurant.
 */
export async function eraseAtRestaurant(input: {
  hostId: number;
  customerId: number;
  actor: Actor;
  reason: string;
}): Promise<{ accountErased: boolean }> {
  const reason = input.reason.trim();
  if (reason.length < 3) throw new ServiceError(PRIVACY_MESSAGES.reasonRequired, 400);
  await requireHostCustomer(input.hostId, input.customerId);
  const profile = await requireProfile(input.customerId);
  const phones = phonesOf(profile);
  const where = { hostId: input.hostId, customerId: input.customerId };
  const accountErased = await getDb().transaction(async (trx) => {
    const host = await getHost(trx, { hostId: input.hostId });
    if (!host) throw new ServiceError("Dit restaurant bestaat niet.", 404);
    const summary: Record<string, number> = { ...(await erasePersonAtHost(trx, { where, phones })) };
    const last = !(await hasOtherRestaurants(trx, where));
    if (last) summary.devices = (await eraseAccountRows(trx, { ...input, phones, email: profile.email })).devices;
    await insertPrivacyRequest(trx, {
      hostId: input.hostId,
      kind: "erase",
      requestedBy: "staff",
      actorId: input.actor.userId,
      actorName: input.actor.name,
      reason,
      summary,
    });
    await recordAudit(trx, {
      hostId: input.hostId,
      organisationId: host.organisationId,
      actor: input.actor,
      area: "privacy",
      summary: `Klantgegevens verwijderd op verzoek: ${reason}`,
      changes: [],
    });
    return last;
  });
  if (accountErased) await afterAccountErased(input.customerId, phones);
  // their orders and stamp card here are gone: no worker's memo shows them (decision 097)
  else await customerChanged(input.customerId);
  return { accountErased };
}
