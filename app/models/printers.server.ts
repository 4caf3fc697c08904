// A restaurant's CloudPRNT printers and their job queue (migrations 0004 and 0006). Every query
// takes the host; the printer itself is found by its MAC in printers.root.server.ts.
import type { Knex } from "knex";
import { MAX_ATTEMPTS } from "~/domain/cloudprnt";
import type { Paper } from "~/domain/receipt";

export interface Printer {
  id: number;
  hostId: number;
  name: string;
  mac: string;
  paper: Paper;
  active: boolean;
  lastPollAt: Date | null;
  lastStatus: string | null;
}

export interface PrintJob {
  id: number;
  printerId: number;
  orderId: number | null;
  status: string;
  attempts: number;
  lastCode: string | null;
}

interface PrinterRow {
  id: number;
  host_id: number;
  name: string;
  mac: string;
  paper: Paper;
  active: boolean;
  last_poll_at: Date | null;
  last_status: string | null;
}

export const PRINTER_COLUMNS = ["id", "host_id", "name", "mac", "paper", "active", "last_poll_at", "last_status"];

export function toPrinter(r: PrinterRow): Printer {
  return {
    id: r.id,
    hostId: r.host_id,
    name: r.name,
    mac: r.mac,
    paper: r.paper,
    active: r.active,
    lastPollAt: r.last_poll_at,
    lastStatus: r.last_status,
  };
}

export async function listPrinters(db: Knex, hostId: number): Promise<Printer[]> {
  const rows = await db("printers").where({ host_id: hostId }).orderBy("id").select<PrinterRow[]>(PRINTER_COLUMNS);
  return rows.map(toPrinter);
}

export async function insertPrinter(db: Knex, p: { hostId: number; name: string; mac: string; paper: Paper }): Promise<Printer> {
  const [row] = await db("printers")
    .insert({ host_id: p.hostId, name: p.name, mac: p.mac, paper: p.paper })
    .returning<PrinterRow[]>(PRINTER_COLUMNS);
  return toPrinter(row);
}

export async function deletePrinter(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<boolean> {
  return (await db("printers").where({ host_id: hostId, id }).delete()) > 0;
}

export async function getPrinter(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<Printer | null> {
  const row = await db("printers").where({ host_id: hostId, id }).first<PrinterRow | undefined>(PRINTER_COLUMNS);
  return row ? toPrinter(row) : null;
}

export async function recordPoll(db: Knex, { hostId, id, status }: { hostId: number; id: number; status: string }): Promise<void> {
  await db("printers").where({ host_id: hostId, id }).update({ last_poll_at: db.fn.now(), last_status: status.slice(0, 200) });
}

/** One queued job per printer; order null is a test page. */
export async function queueJobs(
  db: Knex,
  { hostId, orderId, printerIds, requestedBy }: { hostId: number; orderId: number | null; printerIds: number[]; requestedBy: number | null },
): Promise<number> {
  if (printerIds.length === 0) return 0;
  await db("print_jobs").insert(
    printerIds.map((printerId) => ({ host_id: hostId, printer_id: printerId, order_id: orderId, requested_by: requestedBy })),
  );
  return printerIds.length;
}

interface JobRow {
  id: number;
  printer_id: number;
  order_id: number | null;
  status: string;
  attempts: number;
  last_code: string | null;
}

const JOB_COLUMNS = ["id", "printer_id", "order_id", "status", "attempts", "last_code"];

const toJob = (r: JobRow): PrintJob => ({
  id: r.id,
  printerId: r.printer_id,
  orderId: r.order_id,
  status: r.status,
  attempts: r.attempts,
  lastCode: r.last_code,
});

/**
 * The printer's next job, oldest first. A job it fetched but never confirmed (power cut, lost
 * DELETE) is offered again: a kitchen rather prints a ticket twice than not at all.
 */
export async function nextJob(db: Knex, { hostId, printerId }: { hostId: number; printerId: number }): Promise<PrintJob | null> {
  const row = await db("print_jobs")
    .where({ host_id: hostId, printer_id: printerId })
    .whereIn("status", ["queued", "printing"])
    .orderBy("id")
    .first<JobRow | undefined>(JOB_COLUMNS);
  return row ? toJob(row) : null;
}

export async function getJob(db: Knex, { hostId, printerId, id }: { hostId: number; printerId: number; id: number }): Promise<PrintJob | null> {
  const row = await db("print_jobs").where({ host_id: hostId, printer_id: printerId, id }).first<JobRow | undefined>(JOB_COLUMNS);
  return row ? toJob(row) : null;
}

export async function markJobFetched(db: Knex, { hostId, id, contentType }: { hostId: number; id: number; contentType: string }): Promise<void> {
  await db("print_jobs").where({ host_id: hostId, id }).update({ status: "printing", content_type: contentType, fetched_at: db.fn.now() });
}

export async function markJobDone(db: Knex, { hostId, id, code }: { hostId: number; id: number; code: string }): Promise<void> {
  await db("print_jobs")
    .where({ host_id: hostId, id })
    .update({ status: "done", last_code: code, done_at: db.fn.now(), attempts: db.raw("attempts + 1") });
}

/** A failed print goes back in the queue, until it has failed MAX_ATTEMPTS times. */
export async function requeueJob(db: Knex, { hostId, id, code }: { hostId: number; id: number; code: string }): Promise<string> {
  const [row] = await db("print_jobs")
    .where({ host_id: hostId, id })
    .update({
      status: db.raw("CASE WHEN attempts + 1 >= ? THEN 'failed' ELSE 'queued' END", [MAX_ATTEMPTS]),
      attempts: db.raw("attempts + 1"),
      last_code: code.slice(0, 200),
    })
    .returning<Array<{ status: string }>>("status");
  return row?.status ?? "queued";
}
