// The signatures of /petitie (table petition_signatures, migration 0029). The petition is the
// platform's one campaign, signed on any domain: no restaurant owns a signature (host_id only says
// where it was signed), so these queries are platform-wide like login_codes. The export for root
// lives in petition.root.server.ts.
import type { Knex } from "knex";
import { columns } from "~/db.server";
import { isUniqueViolation } from "~/models/unique.server";

const ONE_PER_ADDRESS = "petition_signatures_one_per_address";
/** Unverified signatures are personal data of people who never confirmed: gone after a day. */
const UNVERIFIED_KEPT = "1 day";

export interface PendingSignature {
  id: number;
  address: string;
  channel: "sms" | "email";
  codeHash: string | null;
  codeExpiresAt: Date | null;
  attempts: number;
}

const PENDING = columns({
  id: "id",
  address: "address",
  channel: "channel",
  codeHash: "code_hash",
  codeExpiresAt: "code_expires_at",
  attempts: "attempts",
});

/** A new unverified signature; the address's older unverified ones and stale ones of anyone go. */
export async function insertPendingSignature(
  db: Knex,
  input: {
    name: string;
    place: string;
    address: string;
    channel: "sms" | "email";
    owner: boolean;
    keepInformed: boolean;
    hostId: number | null;
    codeHash: string;
    codeExpiresAt: Date;
  },
): Promise<number> {
  return db.transaction(async (trx) => {
    await trx("petition_signatures")
      .whereNull("verified_at")
      .where((q) =>
        q
          .where({ address: input.address })
          .orWhere("created_at", "<", trx.raw(`now() - interval '${UNVERIFIED_KEPT}'`)),
      )
      .delete();
    const [row] = await trx("petition_signatures")
      .insert({
        name: input.name,
        place: input.place,
        address: input.address,
        channel: input.channel,
        owner: input.owner,
        keep_informed: input.keepInformed,
        host_id: input.hostId,
        code_hash: input.codeHash,
        code_expires_at: input.codeExpiresAt,
      })
      .returning<{ id: number }[]>("id");
    return row!.id;
  });
}

/** An unverified signature, or null (verified already, swept, or never there). */
export async function getPendingSignature(db: Knex, { id }: { id: number }): Promise<PendingSignature | null> {
  const row = await db("petition_signatures")
    .where({ id })
    .whereNull("verified_at")
    .first<PendingSignature | undefined>(PENDING);
  return row ?? null;
}

export async function addFailedAttempt(db: Knex, { id }: { id: number }): Promise<void> {
  await db("petition_signatures").where({ id }).whereNull("verified_at").increment("attempts", 1);
}

/**
 * Makes the signature count: "verified", "duplicate" when the address already has a counting
 * signature (the unique index decides, not a read before the write; this one is removed), or
 * "gone" when someone verified or swept it first.
 */
export async function verifySignature(
  db: Knex,
  { id, withdrawHash }: { id: number; withdrawHash: string },
): Promise<"verified" | "duplicate" | "gone"> {
  try {
    const n = await db("petition_signatures")
      .where({ id })
      .whereNull("verified_at")
      .whereNotNull("code_hash")
      .update({ verified_at: db.fn.now(), code_hash: null, code_expires_at: null, withdraw_hash: withdrawHash });
    return n === 1 ? "verified" : "gone";
  } catch (err) {
    if (!isUniqueViolation(err, ONE_PER_ADDRESS)) throw err;
    await db("petition_signatures").where({ id }).whereNull("verified_at").delete();
    return "duplicate";
  }
}

/** The withdrawal hash of a counting signature, or null (never verified, or withdrawn already). */
export async function getWithdrawHash(db: Knex, { id }: { id: number }): Promise<string | null> {
  const row = await db("petition_signatures")
    .where({ id })
    .whereNotNull("verified_at")
    .whereNull("withdrawn_at")
    .first<{ withdrawHash: string | null } | undefined>(columns({ withdrawHash: "withdraw_hash" }));
  return row?.withdrawHash ?? null;
}

/** Withdraws a counting signature; false when it was withdrawn first. Name, place and address go. */
export async function withdrawSignature(db: Knex, { id }: { id: number }): Promise<boolean> {
  const n = await db("petition_signatures")
    .where({ id })
    .whereNotNull("verified_at")
    .whereNull("withdrawn_at")
    .update({ withdrawn_at: db.fn.now(), withdraw_hash: null, name: "", place: "", address: `ingetrokken:${id}` });
  return n === 1;
}

/** The signatures that count: verified and not withdrawn. */
export async function countSignatures(db: Knex): Promise<number> {
  const row = await db("petition_signatures")
    .whereNotNull("verified_at")
    .whereNull("withdrawn_at")
    .count<{ n: string }>({ n: "*" })
    .first();
  return Number(row?.n ?? 0);
}
