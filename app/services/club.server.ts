// /admin/club "Klantenclub" (docs/issues/020.md §1): the reward a full card gives, the members with their
// stamps, a correction with a required reason and the import of paper cards (both in the stamps
// ledger, both in the audit log, never below zero), and a campaign by SMS to exactly the members
// who opted in — previewed with its recipients and cost first. The customer's own consent is
// given and withdrawn on /club (club-consent.server.ts).
// await correctStamps({ hostId, actor }, { intent: "correct", customerId, stamps: 4, reason: "Kaart kwijt" });
import { customerChanged } from "~/realtime/customer-events.server";
import { getDb } from "~/db.server";
import {
  campaignCost,
  campaignSentText,
  MEMBER_NOT_FOUND,
  NO_CHANGE,
  NO_RECIPIENTS,
  parseCardImport,
  RECIPIENTS_CHANGED,
  SMS_PART_PRICE_CENTS,
  smsParts,
  stopLine,
} from "~/domain/club";
import { escapeLike, formatDateTime, formatLastOrder, phoneSearchPatterns } from "~/domain/customers";
import { formatPhone } from "~/domain/phone-format";
import { MAX_STAMPS, normaliseStamps } from "~/domain/stamps";
import { getSmsProvider } from "~/integrations/sms/index.server";
import { logNotification } from "~/models/notify.server";
import {
  getClubReward,
  insertCampaign,
  insertClubStamp,
  listCampaigns,
  listClubRecipients,
  optedInAmong,
  setCampaignSent,
  setClubReward,
} from "~/models/club.server";
import { listHostCustomers } from "~/models/customers.server";
import { linkCustomerToHost } from "~/models/host-customers.server";
import { getHost } from "~/models/hosts.server";
import { getStampBalance, lockStampCard } from "~/models/stamps.server";
import { findOrCreateCustomerByPhone } from "~/models/users.server";
import type { ClubInput } from "~/schemas/club";
import type { CampaignPreview, ClubView } from "~/schemas/club-view";
import { recordAudit, type Actor } from "~/services/audit-log.server";
import { ServiceError } from "~/services/errors.server";
import { logger } from "~/infra/logger.server";
import { customerLabel } from "~/domain/people";
import { HOST_NOT_FOUND } from "~/domain/messages";

const MEMBERS_SHOWN = 100;

interface Staffed {
  hostId: number;
  actor: Actor;
}

/** The members page: `q` filters the members by name or phone. */
type ClubQuery = { hostId: number; q: string; now?: Date };

export async function loadClub({ hostId, q, now = new Date() }: ClubQuery): Promise<ClubView> {
  const db = getDb();
  const host = await getHost(getDb(), { hostId });
  if (!host) throw new ServiceError(HOST_NOT_FOUND, 404);
  const search = { namePattern: q ? `%${escapeLike(q)}%` : null, phonePatterns: phoneSearchPatterns(q) };
  const [reward, { rows, total }, recipients, campaigns] = await Promise.all([
    getClubReward(db, { hostId }),
    listHostCustomers(db, { hostId, search, limit: MEMBERS_SHOWN, offset: 0 }),
    listClubRecipients(db, { hostId }),
    listCampaigns(db, { hostId, limit: 5 }),
  ]);
  const optedIn = await optedInAmong(db, { hostId, customerIds: rows.map((r) => r.id) });
  return {
    hostName: host.name,
    reward,
    maxStamps: MAX_STAMPS,
    q,
    members: rows.map((r) => ({
      id: r.id,
      name: r.name?.trim() || "Onbekend",
      phone: formatPhone(r.phone),
      stamps: normaliseStamps(r.stamps),
      orders: r.orders,
      lastOrder: r.lastOrderAt ? formatLastOrder(r.lastOrderAt, now) : null,
      optedIn: optedIn.has(r.id),
    })),
    total,
    recipients: recipients.length,
    smsPartPrice: SMS_PART_PRICE_CENTS,
    campaigns: campaigns.map((c) => ({
      id: c.id,
      message: c.message,
      recipients: c.recipients,
      sent: c.sent,
      date: formatDateTime(c.createdAt),
    })),
  };
}

async function organisationOf(hostId: number): Promise<number | null> {
  return (await getHost(getDb(), { hostId }))?.organisationId ?? null;
}

/** The club's forms, one service call per post (the route checked the admin). `origin` is this restaurant's address, for the stop link. */
export async function saveClub({
  hostId,
  actor,
  origin,
  input,
}: Staffed & { origin: string; input: ClubInput }): Promise<{
  intent: ClubInput["intent"];
  message: string;
  preview?: CampaignPreview;
}> {
  switch (input.intent) {
    case "reward":
      return saveReward({ hostId, actor }, input.reward);
    case "correct":
      return correctStamps({ hostId, actor }, input);
    case "import":
      return importCards({ hostId, actor }, input.cards);
    case "preview":
      return {
        intent: "preview",
        message: "Controleer het bericht en verstuur het.",
        preview: await previewCampaign(hostId, input.message, origin),
      };
    case "send":
      return sendCampaign({ hostId, actor }, input, origin);
  }
}

async function saveReward({ hostId, actor }: Staffed, reward: string | null) {
  const db = getDb();
  const before = await getClubReward(db, { hostId });
  await db.transaction(async (trx) => {
    await setClubReward(trx, { hostId, reward });
    if (before !== reward) {
      await recordAudit(trx, {
        hostId,
        organisationId: await organisationOf(hostId),
        actor,
        area: "club",
        summary: "Beloning van de klantenclub gewijzigd",
        changes: [{ field: "clubReward", label: "Beloning", old: before, new: reward }],
      });
    }
  });
  return { intent: "reward" as const, message: "De beloning is opgeslagen." };
}

/** Sets a member's balance to `stamps` with a reason: one ledger row and one audit row, in one transaction. */
export async function correctStamps({ hostId, actor }: Staffed, input: Extract<ClubInput, { intent: "correct" }>) {
  const organisationId = await organisationOf(hostId);
  const { before, name } = await getDb().transaction(async (trx) => {
    // only this restaurant's own members: another's customer is "not found" here
    if (!(await lockStampCard(trx, { hostId, customerId: input.customerId })))
      throw new ServiceError(MEMBER_NOT_FOUND, 404);
    const balance = await getStampBalance(trx, { hostId, customerId: input.customerId });
    if (balance === input.stamps) throw new ServiceError(NO_CHANGE, 409);
    await insertClubStamp(trx, {
      hostId,
      customerId: input.customerId,
      delta: input.stamps - balance,
      reason: "adjust",
      note: input.reason,
      createdBy: actor.userId,
    });
    const member = await trx("users")
      .where({ id: input.customerId })
      .first<{ name: string | null; phone: string | null }>("name", "phone");
    const who = customerLabel(member ?? {}, `klant ${input.customerId}`);
    await recordAudit(trx, {
      hostId,
      organisationId,
      actor,
      area: "club",
      summary: `Stempels van ${who} gecorrigeerd: ${input.reason}`,
      changes: [{ field: "stamps", label: "Stempels", old: String(balance), new: String(input.stamps) }],
    });
    return { before: balance, name: who };
  });
  // their stamp card on the menu, on every worker (decision 097)
  await customerChanged(input.customerId);
  return {
    intent: "correct" as const,
    message: `De stempels van ${name} zijn gewijzigd van ${before} naar ${input.stamps}.`,
  };
}

/** Paper cards: every line valid, or nothing imported; the stamps add to a member's card (up to a full card). */
export async function importCards({ hostId, actor }: Staffed, text: string) {
  const parsed = parseCardImport(text);
  if (!parsed.ok) throw new ServiceError(parsed.errors[0], 400, { cards: parsed.errors.join("\n") });
  const organisationId = await organisationOf(hostId);
  const changed: number[] = [];
  const added = await getDb().transaction(async (trx) => {
    let total = 0;
    for (const card of parsed.lines) {
      const customer = await findOrCreateCustomerByPhone(trx, { phone: card.phone });
      const existing = await lockStampCard(trx, { hostId, customerId: customer.id });
      const before = existing ? await getStampBalance(trx, { hostId, customerId: customer.id }) : 0;
      // a new member gets their card with its welcome stamp, which the paper card already holds
      if (!existing) await linkCustomerToHost(trx, { hostId, customerId: customer.id });
      const now = await getStampBalance(trx, { hostId, customerId: customer.id });
      const target = Math.min(MAX_STAMPS, normaliseStamps(before) + card.stamps);
      if (target !== now)
        await insertClubStamp(trx, {
          hostId,
          customerId: customer.id,
          delta: target - now,
          reason: "import",
          note: "Papieren stempelkaart",
          createdBy: actor.userId,
        });
      total += target - before;
      changed.push(customer.id);
    }
    await recordAudit(trx, {
      hostId,
      organisationId,
      actor,
      area: "club",
      summary: `Papieren stempelkaarten geïmporteerd: ${parsed.lines.length} ${parsed.lines.length === 1 ? "kaart" : "kaarten"}`,
      changes: [{ field: "import", label: "Stempels erbij", old: null, new: String(total) }],
    });
    return total;
  });
  for (const customerId of changed) await customerChanged(customerId);
  const cards = parsed.lines.length;
  return {
    intent: "import" as const,
    message: `${cards} ${cards === 1 ? "kaart" : "kaarten"} geïmporteerd, ${added} ${added === 1 ? "stempel" : "stempels"} erbij.`,
  };
}

function campaignText(message: string, origin: string): string {
  return `${message}\n${stopLine(`${origin}/club`)}`;
}

export async function previewCampaign(hostId: number, message: string, origin: string): Promise<CampaignPreview> {
  const recipients = (await listClubRecipients(getDb(), { hostId })).length;
  const text = campaignText(message, origin);
  return { message, text, recipients, parts: smsParts(text), cost: campaignCost(text, recipients) };
}

/**
 * Sends to the members who opted in, as counted now; when that is not the number the preview
 * showed, nothing is sent (the restaurant agreed to a cost for a number of people).
 */
export async function sendCampaign(
  { hostId, actor }: Staffed,
  input: { message: string; recipients: number },
  origin: string,
) {
  const db = getDb();
  const recipients = await listClubRecipients(db, { hostId });
  if (recipients.length === 0) throw new ServiceError(NO_RECIPIENTS, 409);
  if (recipients.length !== input.recipients) throw new ServiceError(RECIPIENTS_CHANGED, 409);
  const text = campaignText(input.message, origin);
  const campaignId = await insertCampaign(db, {
    hostId,
    message: input.message,
    recipients: recipients.length,
    createdBy: actor.userId,
  });
  const sms = getSmsProvider();
  let sent = 0;
  for (const r of recipients) {
    const base = {
      hostId,
      orderId: null,
      userId: r.customerId,
      type: "campaign",
      sub: String(campaignId),
      message: text,
      link: "/club",
      from: actor.name ?? "Restaurant",
      fromUserId: actor.userId,
      method: "sms" as const,
      recipient: r.phone,
    };
    try {
      await sms.send({ to: r.phone, message: text });
      await logNotification(db, { ...base, status: "sent", error: null });
      sent += 1;
    } catch (err) {
      logger().warn({ area: "club", campaignId }, `sms to member ${r.customerId} failed: ${(err as Error).message}`);
      await logNotification(db, { ...base, status: "failed", error: (err as Error).message });
    }
  }
  await setCampaignSent(db, { hostId, id: campaignId, sent });
  return {
    intent: "send" as const,
    message: campaignSentText(sent, recipients.length),
  };
}
