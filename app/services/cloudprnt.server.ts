// Star CloudPRNT (docs/issues/007.md, hardened in docs/issues/022.md / decision 017): the printer polls POST
// /api/cloudprnt with its MAC and status, fetches the job with GET ?mac&type, and confirms it with
// DELETE ?mac&code. Each printer carries its own key (the server URL's `key` parameter, or the
// password of HTTP Basic auth); only a SHA-256 of it is stored. A known printer with its key is
// never throttled; everyone else is an unknown client: 403 for a MAC we do not know, 401 for a
// missing or wrong key, and 429 once one address has tried too many (Star's error table).
import crypto from "node:crypto";
import { getDb } from "~/db.server";
import {
  confirmationOf,
  decodeCode,
  isMediaType,
  macOnlyAllowed,
  MEDIA_TYPES,
  normaliseMac,
  printerProblem,
  type MediaType,
} from "~/domain/cloudprnt";
import { paperOf } from "~/domain/receipt";
import { renderText } from "~/domain/receipt-text";
import { renderTestText } from "~/domain/receipt-test-page";
import { CHARSET_NAME, encodePlain, renderStarPrnt, starPrntText } from "~/domain/starprnt";
import { getHost } from "~/models/hosts.server";
import {
  getJob,
  lastFetchedJob,
  markJobDone,
  markJobFailed,
  markJobFetched,
  nextJob,
  recordPoll,
  requeueJob,
  type Printer,
  type PrintJob,
} from "~/models/printers.server";
import { findPrinterByMac } from "~/models/printers.root.server";
import { publish } from "~/realtime/bus.server";
import { hostChannel } from "~/realtime/channels";
import { pollSchema } from "~/schemas/cloudprnt";
import { receiptFor } from "~/services/printing.server";
import { logger } from "~/infra/logger.server";
import { distinctHits } from "~/infra/rate-limit.server";
import { ORDER_MISSING } from "~/domain/messages";

/** Who is calling: the address, and the key it presented (query `key` or Basic auth password). */
export interface Caller {
  ip: string;
  secret: string | null;
}

export type Refused = { status: 401 | 403 | 429; message: string; retryAfterS?: number };

export interface PollAnswer {
  jobReady: boolean;
  mediaTypes?: string[];
  jobToken?: string;
}

// Star MACs share the 00:11:62 prefix, so a printer's identity is guessable in principle: an address
// that has tried this many different unknown MACs (or a known MAC without its key) within the hour
// is answered 429, whatever it sends. A removed printer that keeps polling repeats one MAC and never
// gets there; a known printer with its key is never counted nor refused.
export const UNKNOWN_MAC_LIMIT = 20;
const UNKNOWN_MAC_WINDOW_MS = 60 * 60 * 1000;
const RETRY_AFTER_S = 60;

export const WRONG_KEY = "Printer-sleutel ontbreekt of klopt niet.";
export const UNKNOWN_PRINTER = "Onbekende printer.";
export const TOO_MANY = "Te veel verzoeken van dit adres.";

export function hashPrinterSecret(secret: string): string {
  return crypto.createHash("sha256").update(secret, "utf8").digest("hex");
}

/** 32 random bytes, URL-safe: what a restaurant types into its printer once. */
export function newPrinterSecret(): string {
  return crypto.randomBytes(24).toString("base64url");
}

function keyMatches(secretHash: string | null, secret: string | null, now: Date): boolean {
  // a printer from before docs/issues/022.md has no key yet: its MAC alone, until MAC_ONLY_UNTIL
  if (secretHash === null) return macOnlyAllowed(now);
  if (!secret) return false;
  const given = Buffer.from(hashPrinterSecret(secret), "hex");
  const stored = Buffer.from(secretHash, "hex");
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

// One warning per kind per address per minute: an attack (or a printer left with an old key,
// polling every 5 s) must be visible without flooding the log. The address is logged on purpose
// here, unlike request lines (decision 014): it is what an operator blocks (decision 017).
const lastWarned = new Map<string, number>();
function warnOnce(kind: string, ip: string, fields: Record<string, unknown>, message: string) {
  const now = Date.now();
  const key = `${kind}:${ip}`;
  if ((lastWarned.get(key) ?? 0) > now - 60_000) return;
  if (lastWarned.size > 10_000) lastWarned.clear();
  lastWarned.set(key, now);
  logger().warn({ ip, ...fields }, message);
}

async function identify(mac: unknown, caller: Caller, now: Date): Promise<{ printer: Printer } | Refused> {
  const normal = normaliseMac(mac);
  const found = normal ? await findPrinterByMac(getDb(), { mac: normal }) : null;
  if (found && keyMatches(found.secretHash, caller.secret, now)) return { printer: found.printer };
  const key = `cloudprnt:unknown:${caller.ip}`;
  if ((await distinctHits(key, null, UNKNOWN_MAC_WINDOW_MS)) >= UNKNOWN_MAC_LIMIT) {
    warnOnce(
      "429",
      caller.ip,
      { mac: normal, limit: UNKNOWN_MAC_LIMIT },
      "cloudprnt: address throttled (429) after too many unknown printers or wrong keys",
    );
    return { status: 429, message: TOO_MANY, retryAfterS: RETRY_AFTER_S };
  }
  await distinctHits(key, normal ?? String(mac).slice(0, 64), UNKNOWN_MAC_WINDOW_MS);
  if (!found) {
    logger().debug({ mac: normal }, "cloudprnt: unknown printer (403)");
    return { status: 403, message: UNKNOWN_PRINTER };
  }
  warnOnce(
    "401",
    caller.ip,
    { printerId: found.printer.id, hostId: found.printer.hostId, keyGiven: Boolean(caller.secret) },
    "cloudprnt: missing or wrong printer key (401)",
  );
  return { status: 401, message: WRONG_KEY };
}

const isRefused = (x: { printer: Printer } | Refused): x is Refused => "status" in x;

/** The boards reload when a printer's problem appears or clears (paper out, back online…). */
async function printerChanged(hostId: number, printerId: number) {
  await publish({ channel: hostChannel(hostId), type: "printer", payload: { printerId } });
}

export async function poll({
  input,
  caller,
  now = new Date(),
}: {
  input: unknown;
  caller: Caller;
  now?: Date;
}): Promise<PollAnswer | Refused> {
  const parsed = pollSchema.safeParse(input);
  // an unreadable poll is treated as an empty one (jobReady false), as Star's sample servers do
  if (!parsed.success) return { jobReady: false };
  const who = await identify(parsed.data.printerMAC, caller, now);
  if (isRefused(who)) return who;
  const { printer } = who;
  const db = getDb();
  const status = decodeCode(parsed.data.statusCode ?? null) || "onbekend";
  await recordPoll(db, { hostId: printer.hostId, id: printer.id, status });
  const before = printerProblem(printer, now)?.text ?? null;
  const after = printerProblem({ ...printer, lastPollAt: now, lastStatus: status }, now)?.text ?? null;
  if (before !== after) await printerChanged(printer.hostId, printer.id);
  // a printer busy with the previous job asks again once it is done; null is "not said" (docs/issues/022.md §4)
  if (!printer.active || parsed.data.printingInProgress === true) return { jobReady: false };
  const job = await nextJob(db, { hostId: printer.hostId, printerId: printer.id });
  if (!job) return { jobReady: false };
  return { jobReady: true, mediaTypes: [...MEDIA_TYPES], jobToken: String(job.id) };
}

export type JobAnswer =
  | { status: 200; contentType: MediaType; charset: string | null; body: Uint8Array; jobId: number; buzzer: boolean }
  | { status: 404 | 415; message: string }
  | Refused;

async function jobOf(printer: Printer, token: string | undefined): Promise<PrintJob | null> {
  const db = getDb();
  if (token) {
    const job = await getJob(db, { hostId: printer.hostId, printerId: printer.id, id: Number(token) });
    return job && (job.status === "queued" || job.status === "printing") ? job : null;
  }
  return nextJob(db, { hostId: printer.hostId, printerId: printer.id });
}

async function render(printer: Printer, job: PrintJob, type: MediaType): Promise<Uint8Array | null> {
  const db = getDb();
  const options = { codepage: printer.codepage, buzzer: printer.buzzer };
  // text stored with the job (the daily close, docs/issues/017.md §3): printed as it is
  if (job.content !== null)
    return type === "text/plain" ? encodePlain(job.content, printer.codepage) : starPrntText(job.content, options);
  if (job.orderId === null) {
    const host = await getHost(db, { hostId: printer.hostId });
    const text = renderTestText({
      restaurant: host?.name ?? "",
      printer: printer.name,
      paper: printer.paper,
      at: new Date(),
    });
    return type === "text/plain" ? encodePlain(text, printer.codepage) : starPrntText(text, options);
  }
  const receipt = await receiptFor(db, { hostId: printer.hostId, orderId: job.orderId });
  if (!receipt) return null;
  if (type === "text/plain") return encodePlain(renderText(receipt, paperOf(printer.paper).columns), printer.codepage);
  return renderStarPrnt(receipt, printer.paper, options);
}

/** GET: the printer's next job in the type it asked for (the first offered when it names none). */
export async function fetchJob({
  input: { mac, type, token },
  caller,
  now = new Date(),
}: {
  input: { mac: string; type?: string; token?: string };
  caller: Caller;
  now?: Date;
}): Promise<JobAnswer> {
  const who = await identify(mac, caller, now);
  if (isRefused(who)) return who;
  const { printer } = who;
  const wanted = type ?? MEDIA_TYPES[0];
  if (!isMediaType(wanted))
    return { status: 415, message: `Niet ondersteund: ${wanted}. Wel: ${MEDIA_TYPES.join(", ")}.` };
  const job = await jobOf(printer, token);
  if (!job) return { status: 404, message: "Geen afdruk in de wachtrij." };
  const body = await render(printer, job, wanted);
  if (body === null) return { status: 404, message: ORDER_MISSING };
  await markJobFetched(getDb(), { hostId: printer.hostId, id: job.id, contentType: wanted });
  const charset = wanted === "text/plain" ? CHARSET_NAME[printer.codepage] : null;
  return { status: 200, contentType: wanted, charset, body, jobId: job.id, buzzer: printer.buzzer };
}

export type ConfirmAnswer = { status: 200; job: { id: number; status: string } | null } | Refused;

/**
 * DELETE: the result of the job this printer fetched — the one of `token`, or without a token the
 * one it fetched last. Only a fetched, unconfirmed job can be confirmed: a repeated DELETE (Star's
 * retry=n after a lost answer) finds nothing and changes nothing ({job: null}), and can never mark
 * a ticket the printer has not fetched as printed.
 */
export async function confirmJob({
  input: { mac, code, token },
  caller,
  now = new Date(),
}: {
  input: { mac: string; code?: string; token?: string };
  caller: Caller;
  now?: Date;
}): Promise<ConfirmAnswer> {
  const who = await identify(mac, caller, now);
  if (isRefused(who)) return who;
  const { printer } = who;
  const db = getDb();
  const job = token
    ? await getJob(db, { hostId: printer.hostId, printerId: printer.id, id: Number(token) })
    : await lastFetchedJob(db, { hostId: printer.hostId, printerId: printer.id });
  if (!job || job.status !== "printing") return { status: 200, job: null };
  const decoded = decodeCode(code) || "onbekend";
  const outcome = confirmationOf(decoded);
  if (outcome === "printed") {
    await markJobDone(db, { hostId: printer.hostId, id: job.id, code: decoded });
    return { status: 200, job: { id: job.id, status: "done" } };
  }
  if (outcome === "failed") {
    await markJobFailed(db, { hostId: printer.hostId, id: job.id, code: decoded });
    logger().warn(
      { hostId: printer.hostId, printerId: printer.id, jobId: job.id, printerCode: decoded },
      "cloudprnt: printer cannot process job, marked failed",
    );
    await printerChanged(printer.hostId, printer.id);
    return { status: 200, job: { id: job.id, status: "failed" } };
  }
  const status = await requeueJob(db, { hostId: printer.hostId, id: job.id, code: decoded });
  if (status === "failed") await printerChanged(printer.hostId, printer.id);
  return { status: 200, job: { id: job.id, status } };
}
