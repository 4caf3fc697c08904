// Star CloudPRNT (issue 7): the printer polls POST /api/cloudprnt with its MAC and status, fetches
// the job with GET ?mac&type, and confirms it with DELETE ?mac&code. It is not logged in: the MAC
// alone says which printer (and so which restaurant) it is; every job query then carries that
// printer's host. An unknown printer learns nothing: jobReady false, or 404.
import { getDb } from "~/db.server";
import { decodeCode, isMediaType, isPrinted, MEDIA_TYPES, normaliseMac, type MediaType } from "~/domain/cloudprnt";
import { renderStarMarkup, renderTestMarkup, renderTestText, renderText, paperOf } from "~/domain/receipt";
import { getHost } from "~/models/hosts.server";
import { getJob, markJobDone, markJobFetched, nextJob, recordPoll, requeueJob, type Printer, type PrintJob } from "~/models/printers.server";
import { findPrinterByMac } from "~/models/printers.root.server";
import { pollSchema } from "~/schemas/cloudprnt";
import { receiptFor } from "~/services/printing.server";
import { distinctHits } from "~/utils/rate-limit.server";

export interface PollAnswer {
  jobReady: boolean;
  mediaTypes?: string[];
  jobToken?: string;
}

// Star MACs share the 00:11:62 prefix, so a printer's identity is guessable in principle: an address
// that has tried this many different unknown MACs within the hour is answered as unknown, whatever it
// sends. A removed printer that keeps polling repeats one MAC and never gets there.
export const UNKNOWN_MAC_LIMIT = 20;
const UNKNOWN_MAC_WINDOW_MS = 60 * 60 * 1000;

async function printerFor(mac: unknown, ip: string): Promise<Printer | null> {
  const key = `cloudprnt:unknown:${ip}`;
  if ((await distinctHits(key, null, UNKNOWN_MAC_WINDOW_MS)) >= UNKNOWN_MAC_LIMIT) return null;
  const normal = normaliseMac(mac);
  const printer = normal ? await findPrinterByMac(getDb(), normal) : null;
  if (!printer) await distinctHits(key, normal ?? String(mac).slice(0, 64), UNKNOWN_MAC_WINDOW_MS);
  return printer;
}

export async function poll(body: unknown, ip: string): Promise<PollAnswer> {
  const parsed = pollSchema.safeParse(body);
  if (!parsed.success) return { jobReady: false };
  const printer = await printerFor(parsed.data.printerMAC, ip);
  if (!printer) return { jobReady: false };
  const db = getDb();
  await recordPoll(db, { hostId: printer.hostId, id: printer.id, status: decodeCode(parsed.data.statusCode) || "onbekend" });
  // a printer busy with the previous job asks again once it is done
  if (!printer.active || parsed.data.printingInProgress) return { jobReady: false };
  const job = await nextJob(db, { hostId: printer.hostId, printerId: printer.id });
  if (!job) return { jobReady: false };
  return { jobReady: true, mediaTypes: [...MEDIA_TYPES], jobToken: String(job.id) };
}

export type JobAnswer =
  | { status: 200; contentType: MediaType; body: string; jobId: number }
  | { status: 404 | 415; message: string };

async function jobOf(printer: Printer, token: string | undefined): Promise<PrintJob | null> {
  const db = getDb();
  if (token) {
    const job = await getJob(db, { hostId: printer.hostId, printerId: printer.id, id: Number(token) });
    return job && (job.status === "queued" || job.status === "printing") ? job : null;
  }
  return nextJob(db, { hostId: printer.hostId, printerId: printer.id });
}

async function render(printer: Printer, job: PrintJob, type: MediaType): Promise<string | null> {
  const db = getDb();
  if (job.orderId === null) {
    const host = await getHost(printer.hostId, db);
    const page = { restaurant: host?.name ?? "", printer: printer.name, paper: printer.paper, at: new Date() };
    return type === "text/plain" ? renderTestText(page) : renderTestMarkup(page);
  }
  const receipt = await receiptFor(db, { hostId: printer.hostId, orderId: job.orderId });
  if (!receipt) return null;
  return type === "text/plain" ? renderText(receipt, paperOf(printer.paper).columns) : renderStarMarkup(receipt, printer.paper);
}

/** GET: the printer's next job in the type it asked for, rendered for its paper. */
export async function fetchJob({ mac, type, token }: { mac: string; type?: string; token?: string }, ip: string): Promise<JobAnswer> {
  const printer = await printerFor(mac, ip);
  if (!printer) return { status: 404, message: "Onbekende printer." };
  const wanted = type ?? MEDIA_TYPES[0];
  if (!isMediaType(wanted)) return { status: 415, message: `Niet ondersteund: ${wanted}. Wel: ${MEDIA_TYPES.join(", ")}.` };
  const job = await jobOf(printer, token);
  if (!job) return { status: 404, message: "Geen afdruk in de wachtrij." };
  const body = await render(printer, job, wanted);
  if (body === null) return { status: 404, message: "Bestelling niet gevonden." };
  await markJobFetched(getDb(), { hostId: printer.hostId, id: job.id, contentType: wanted });
  return { status: 200, contentType: wanted, body, jobId: job.id };
}

export type ConfirmAnswer = { status: 200; job: { id: number; status: string } } | { status: 404; message: string };

/** DELETE: a code starting with 2 means printed; anything else puts the job back in the queue. */
export async function confirmJob({ mac, code, token }: { mac: string; code?: string; token?: string }, ip: string): Promise<ConfirmAnswer> {
  const printer = await printerFor(mac, ip);
  if (!printer) return { status: 404, message: "Onbekende printer." };
  const job = await jobOf(printer, token);
  if (!job) return { status: 404, message: "Geen afdruk in de wachtrij." };
  const db = getDb();
  const decoded = decodeCode(code) || "onbekend";
  if (isPrinted(decoded)) {
    await markJobDone(db, { hostId: printer.hostId, id: job.id, code: decoded });
    return { status: 200, job: { id: job.id, status: "done" } };
  }
  const status = await requeueJob(db, { hostId: printer.hostId, id: job.id, code: decoded });
  return { status: 200, job: { id: job.id, status } };
}
