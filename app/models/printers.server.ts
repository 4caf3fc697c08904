// A restaurant's CloudPRNT printers and their job queue (migrations 0004 and 0006). Every query
// takes the host; the printer itself is found by its MAC in printers.root.server.ts.
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";
import { MAX_ATTEMPTS, type Codepage } from "~/domain/cloudprnt";
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
  /** false: added before docs/issues/022.md, served on its MAC alone until MAC_ONLY_UNTIL (decision 017) */
  hasSecret: boolean;
  codepage: Codepage;
  buzzer: boolean;
}

export interface PrintJob {
  id: number;
  printerId: number;
  orderId: number | null;
  status: string;
  attempts: number;
  lastCode: string | null;
  /** Text stored with the job (the daily close); null: rendered from the order, or a test page. */
  content: string | null;
}

/** A printer as every read selects it, in Printer's fields (camelColumns, decision 011). */
export function printerColumns(db: Knex) {
  return [
    ...camelColumns([
      "id",
      "host_id",
      "name",
      "mac",
      "paper",
      "active",
      "last_poll_at",
      "last_status",
      "codepage",
      "buzzer",
    ]),
    db.raw(`(secret_hash IS NOT NULL) AS "hasSecret"`),
  ];
}

export async function listPrinters(db: Knex, { hostId }: { hostId: number }): Promise<Printer[]> {
  return db("printers").where({ host_id: hostId }).orderBy("id").select<Printer[]>(printerColumns(db));
}

export async function insertPrinter(
  db: Knex,
  p: {
    hostId: number;
    name: string;
    mac: string;
    paper: Paper;
    secretHash: string;
    codepage: Codepage;
    buzzer: boolean;
  },
): Promise<Printer> {
  const [row] = await db("printers")
    .insert({
      host_id: p.hostId,
      name: p.name,
      mac: p.mac,
      paper: p.paper,
      secret_hash: p.secretHash,
      codepage: p.codepage,
      buzzer: p.buzzer,
    })
    .returning<Printer[]>(printerColumns(db));
  return row;
}

/** A new key for the printer (the old one stops working at once). */
export async function setPrinterSecret(
  db: Knex,
  { hostId, id, secretHash }: { hostId: number; id: number; secretHash: string },
): Promise<boolean> {
  return (await db("printers").where({ host_id: hostId, id }).update({ secret_hash: secretHash })) > 0;
}

export async function deletePrinter(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<boolean> {
  return (await db("printers").where({ host_id: hostId, id }).delete()) > 0;
}

export async function getPrinter(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<Printer | null> {
  const row = await db("printers").where({ host_id: hostId, id }).first<Printer | undefined>(printerColumns(db));
  return row ?? null;
}

export async function recordPoll(
  db: Knex,
  { hostId, id, status }: { hostId: number; id: number; status: string },
): Promise<void> {
  await db("printers")
    .where({ host_id: hostId, id })
    .update({ last_poll_at: db.fn.now(), last_status: status.slice(0, 200) });
}

/** One queued job per printer; order null is a test page. */
export async function queueJobs(
  db: Knex,
  {
    hostId,
    orderId,
    printerIds,
    requestedBy,
  }: { hostId: number; orderId: number | null; printerIds: number[]; requestedBy: number | null },
): Promise<number> {
  if (printerIds.length === 0) return 0;
  await db("print_jobs").insert(
    printerIds.map((printerId) => ({
      host_id: hostId,
      printer_id: printerId,
      order_id: orderId,
      requested_by: requestedBy,
    })),
  );
  return printerIds.length;
}

/** PrintJob's fields, each its column in camelCase (decision 011). */
const JOB_COLUMNS = camelColumns(["id", "printer_id", "order_id", "status", "attempts", "last_code", "content"]);

/**
 * The printer's next job, oldest first. A job it fetched but never confirmed (power cut, lost
 * DELETE) is offered again: a kitchen rather prints a ticket twice than not at all.
 */
export async function nextJob(
  db: Knex,
  { hostId, printerId }: { hostId: number; printerId: number },
): Promise<PrintJob | null> {
  const row = await db("print_jobs")
    .where({ host_id: hostId, printer_id: printerId })
    .whereIn("status", ["queued", "printing"])
    .orderBy("id")
    .first<PrintJob | undefined>(JOB_COLUMNS);
  return row ?? null;
}

export async function getJob(
  db: Knex,
  { hostId, printerId, id }: { hostId: number; printerId: number; id: number },
): Promise<PrintJob | null> {
  const row = await db("print_jobs")
    .where({ host_id: hostId, printer_id: printerId, id })
    .first<PrintJob | undefined>(JOB_COLUMNS);
  return row ?? null;
}

export async function markJobFetched(
  db: Knex,
  { hostId, id, contentType }: { hostId: number; id: number; contentType: string },
): Promise<void> {
  await db("print_jobs")
    .where({ host_id: hostId, id })
    .update({ status: "printing", content_type: contentType, fetched_at: db.fn.now() });
}

/**
 * The job this printer last fetched and has not confirmed: the only job a DELETE without a
 * jobToken may confirm (docs/issues/022.md §2). After its confirmation there is none, so a repeated DELETE
 * (Star's retry=n) changes nothing, and never touches a job the printer has not fetched.
 */
export async function lastFetchedJob(
  db: Knex,
  { hostId, printerId }: { hostId: number; printerId: number },
): Promise<PrintJob | null> {
  const row = await db("print_jobs")
    .where({ host_id: hostId, printer_id: printerId, status: "printing" })
    .orderBy([
      { column: "fetched_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .first<PrintJob | undefined>(JOB_COLUMNS);
  return row ?? null;
}

/** The printer cannot process this job (51x/52x other than 520): failed now, the queue moves on. */
export async function markJobFailed(
  db: Knex,
  { hostId, id, code }: { hostId: number; id: number; code: string },
): Promise<void> {
  await db("print_jobs")
    .where({ host_id: hostId, id })
    .update({ status: "failed", last_code: code.slice(0, 200), attempts: db.raw("attempts + 1") });
}

export interface FailedJob {
  id: number;
  printerId: number;
  printerName: string;
  orderId: number | null;
  orderNumber: number | null;
  lastCode: string | null;
  updatedAt: Date;
}

/** This host's failed jobs since `since`, newest first: the board's banner with "Opnieuw afdrukken". */
export async function listFailedJobs(
  db: Knex,
  { hostId, since }: { hostId: number; since: Date },
): Promise<FailedJob[]> {
  return db("print_jobs as j")
    .join("printers as p", function () {
      this.on("p.id", "j.printer_id").andOn("p.host_id", "j.host_id");
    })
    .leftJoin("orders as o", function () {
      this.on("o.id", "j.order_id").andOn("o.host_id", "j.host_id");
    })
    .where({ "j.host_id": hostId, "j.status": "failed" })
    .andWhere("j.updated_at", ">=", since)
    .orderBy("j.id", "desc")
    .limit(20)
    .select<FailedJob[]>(
      ...camelColumns(["id", "printer_id", "order_id", "last_code", "updated_at"], "j"),
      "p.name as printerName",
      "o.number as orderNumber",
    );
}

/** A failed job back in its printer's queue, its tries counted afresh; false when it is not failed. */
export async function requeueFailedJob(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<boolean> {
  return (
    (await db("print_jobs")
      .where({ host_id: hostId, id, status: "failed" })
      .update({ status: "queued", attempts: 0 })) > 0
  );
}

/** A failed job off the board's banner (staff chose "Negeren"). */
export async function cancelFailedJob(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<boolean> {
  return (await db("print_jobs").where({ host_id: hostId, id, status: "failed" }).update({ status: "canceled" })) > 0;
}

export async function markJobDone(
  db: Knex,
  { hostId, id, code }: { hostId: number; id: number; code: string },
): Promise<void> {
  await db("print_jobs")
    .where({ host_id: hostId, id })
    .update({ status: "done", last_code: code, done_at: db.fn.now(), attempts: db.raw("attempts + 1") });
}

/** A failed print goes back in the queue, until it has failed MAX_ATTEMPTS times. */
export async function requeueJob(
  db: Knex,
  { hostId, id, code }: { hostId: number; id: number; code: string },
): Promise<string> {
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
