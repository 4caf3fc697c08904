// The petition's signatures as CSV for root (docs/issues/020.md §4): as the financial overview's CSV —
// semicolons, UTF-8 with a BOM, Windows line ends (decision 037) — produced in batches by id, so
// the whole list is never in memory. Only signatures that count; withdrawn ones are erased anyway.
import { stringify } from "csv-stringify/sync";
import { getDb } from "~/db.server";
import { BOM } from "~/domain/menu-csv";
import { CSV_HEADER, signatureCsvRow } from "~/domain/petition";
import { signatureCsvBatch } from "~/models/petition.root.server";

const BATCH = 2000;
const csv = (rows: string[][]) => stringify(rows, { delimiter: ";", record_delimiter: "windows" });

export async function* petitionCsv(): AsyncGenerator<string> {
  yield BOM + csv([CSV_HEADER]);
  for (let afterId = 0; ;) {
    const batch = await signatureCsvBatch(getDb(), { afterId, limit: BATCH });
    if (batch.length === 0) return;
    yield csv(batch.map(signatureCsvRow));
    afterId = batch[batch.length - 1]!.id;
    if (batch.length < BATCH) return;
  }
}
