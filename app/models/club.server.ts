// The stamp-card club of one restaurant (docs/issues/020.md §1, migration 0022): its reward, the members'
// consent to its messages, manual corrections and paper cards in the stamps ledger, and the
// campaigns sent. Every query is scoped by the restaurant.
// await insertClubStamp(trx, { hostId, customerId, delta: -2, reason: "adjust", note: "Dubbel gestempeld", createdBy });
import type { Knex } from "knex";
import { columns } from "~/db.server";

export async function getClubReward(db: Knex, { hostId }: { hostId: number }): Promise<string | null> {
  const row = await db("hosts")
    .where({ id: hostId })
    .first<{ reward: string | null } | undefined>(columns({ reward: "club_reward" }));
  return row?.reward ?? null;
}

export async function setClubReward(
  db: Knex,
  { hostId, reward }: { hostId: number; reward: string | null },
): Promise<void> {
  await db("hosts").where({ id: hostId }).update({ club_reward: reward });
}

/** A correction or an imported paper card: a ledger row with who wrote it and why. */
export async function insertClubStamp(
  trx: Knex,
  row: {
    hostId: number;
    customerId: number;
    delta: number;
    reason: "adjust" | "import";
    note: string;
    createdBy: number | null;
  },
): Promise<void> {
  await trx("stamps").insert({
    host_id: row.hostId,
    customer_id: row.customerId,
    delta: row.delta,
    reason: row.reason,
    note: row.note,
    created_by: row.createdBy,
  });
}

export interface ClubRecipient {
  customerId: number;
  phone: string;
  name: string | null;
}

/**
 * The members who opted in to the club's messages and did not opt out since: exactly the people a
 * campaign goes to. The anonymous customer and members without a phone never are.
 */
export async function listClubRecipients(db: Knex, { hostId }: { hostId: number }): Promise<ClubRecipient[]> {
  return db("host_customers as hc")
    .join("users as u", "u.id", "hc.customer_id")
    .where("hc.host_id", hostId)
    .whereNotNull("hc.club_opt_in_at")
    .whereNull("hc.club_opt_out_at")
    .where("u.kind", "customer")
    .whereNotNull("u.phone")
    .whereNotIn("u.phone", ["0000000000", "+31000000000"])
    .orderBy("u.id")
    .select<ClubRecipient[]>(columns({ customerId: "u.id", phone: "u.phone", name: "u.name" }));
}

/** Of these customers, the ones who currently receive the club's messages. */
export async function optedInAmong(
  db: Knex,
  { hostId, customerIds }: { hostId: number; customerIds: number[] },
): Promise<Set<number>> {
  if (customerIds.length === 0) return new Set();
  const rows = await db("host_customers")
    .where({ host_id: hostId })
    .whereIn("customer_id", customerIds)
    .whereNotNull("club_opt_in_at")
    .whereNull("club_opt_out_at")
    .select<Array<{ id: number }>>(columns({ id: "customer_id" }));
  return new Set(rows.map((r) => r.id));
}

export interface ClubConsent {
  optInAt: Date | null;
  source: string | null;
  optOutAt: Date | null;
}

export async function getClubConsent(
  db: Knex,
  { hostId, customerId }: { hostId: number; customerId: number },
): Promise<ClubConsent | null> {
  const row = await db("host_customers")
    .where({ host_id: hostId, customer_id: customerId })
    .first<ClubConsent | undefined>(
      columns({ optInAt: "club_opt_in_at", source: "club_opt_in_source", optOutAt: "club_opt_out_at" }),
    );
  return row ?? null;
}

/** Opting in records when and how (a fresh date each time); opting out keeps that and adds when it ended. */
export async function setClubConsent(
  db: Knex,
  { hostId, customerId, optIn, source }: { hostId: number; customerId: number; optIn: boolean; source: string },
): Promise<void> {
  if (optIn) {
    await db("host_customers")
      .insert({ host_id: hostId, customer_id: customerId, club_opt_in_at: db.fn.now(), club_opt_in_source: source })
      .onConflict(["host_id", "customer_id"])
      .merge({ club_opt_in_at: db.fn.now(), club_opt_in_source: source, club_opt_out_at: null });
  } else {
    await db("host_customers")
      .where({ host_id: hostId, customer_id: customerId })
      .whereNull("club_opt_out_at")
      .update({ club_opt_out_at: db.fn.now() });
  }
}

export async function insertCampaign(
  db: Knex,
  c: { hostId: number; message: string; recipients: number; createdBy: number | null },
): Promise<number> {
  const [row] = await db("club_campaigns")
    .insert({ host_id: c.hostId, message: c.message, recipients: c.recipients, created_by: c.createdBy })
    .returning<Array<{ id: number }>>("id");
  return row.id;
}

export async function setCampaignSent(
  db: Knex,
  { hostId, id, sent }: { hostId: number; id: number; sent: number },
): Promise<void> {
  await db("club_campaigns").where({ host_id: hostId, id }).update({ sent });
}

export interface CampaignRow {
  id: number;
  message: string;
  recipients: number;
  sent: number;
  createdAt: Date;
}

export async function listCampaigns(
  db: Knex,
  { hostId, limit }: { hostId: number; limit: number },
): Promise<CampaignRow[]> {
  return db("club_campaigns")
    .where({ host_id: hostId })
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(limit)
    .select<CampaignRow[]>(
      columns({ id: "id", message: "message", recipients: "recipients", sent: "sent", createdAt: "created_at" }),
    );
}
