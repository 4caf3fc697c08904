// "CSV downloaden" (docs/issues/017.md §5, decision 037): the period's orders or order lines for the
// accountant, produced in batches of BATCH rows by keyset (id > last), each batch turned into CSV
// text and handed on before the next is read — a year of a busy restaurant is never in memory,
// and no database connection is held while a slow client downloads.
import { stringify } from "csv-stringify/sync";
import { getDb } from "~/db.server";
import { LINE_HEADER, lineCsvRows, ORDER_HEADER, orderCsvRow } from "~/domain/finance-csv";
import type { DayRange } from "~/domain/finance-period";
import { BOM } from "~/domain/menu-csv";
import { csvLineBatch, csvOrderBatch } from "~/models/finance-csv.server";
import type { FinanceQuery } from "~/schemas/finance";
import { requirePeriod } from "~/services/finance.server";

const BATCH = 2000;

export const CSV_FILES = { "bestellingen.csv": "orders", "regels.csv": "lines" } as const;
export type CsvFile = (typeof CSV_FILES)[keyof typeof CSV_FILES];

const csv = (rows: string[][]) => stringify(rows, { delimiter: ";", record_delimiter: "windows" });

async function* orderChunks(hostId: number, days: DayRange): AsyncGenerator<string> {
  yield BOM + csv([ORDER_HEADER]);
  for (let afterId = 0; ;) {
    const batch = await csvOrderBatch(getDb(), { hostId, days, afterId, limit: BATCH });
    if (batch.length === 0) return;
    yield csv(batch.map(orderCsvRow));
    afterId = batch[batch.length - 1].id;
    if (batch.length < BATCH) return;
  }
}

async function* lineChunks(hostId: number, days: DayRange): AsyncGenerator<string> {
  yield BOM + csv([LINE_HEADER]);
  for (let afterId = 0; ;) {
    const batch = await csvLineBatch(getDb(), { hostId, days, afterId, limit: BATCH });
    if (batch.length === 0) return;
    yield csv(batch.flatMap(lineCsvRows));
    afterId = batch[batch.length - 1].id;
    if (batch.length < BATCH) return;
  }
}

/**
 * The file's name and its text as it is produced. The period is checked first (a 400 before any
 * byte is sent); the chunks are read as the caller pulls them.
 */
export function financeCsv({
  hostId,
  perma,
  file,
  query,
  now = new Date(),
}: {
  hostId: number;
  perma: string;
  file: CsvFile;
  query: FinanceQuery;
  now?: Date;
}): { filename: string; chunks: AsyncGenerator<string> } {
  const period = requirePeriod(query, now);
  const span = period.days.from && period.days.to ? `${period.days.from}-${period.period}` : period.period;
  const filename = `${perma}-${file === "orders" ? "bestellingen" : "regels"}-${span}.csv`;
  return { filename, chunks: file === "orders" ? orderChunks(hostId, period.days) : lineChunks(hostId, period.days) };
}
