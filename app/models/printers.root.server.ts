// The one unscoped printer lookup: a CloudPRNT printer identifies itself by MAC alone (globally
// unique, migration 0004), the way a request's Host header identifies a restaurant.
import type { Knex } from "knex";
import { printerColumns, type Printer } from "~/models/printers.server";

/** The printer of this MAC with the hash of its key (null: a printer from before docs/issues/022.md). */
export async function findPrinterByMac(
  db: Knex,
  { mac }: { mac: string },
): Promise<{ printer: Printer; secretHash: string | null } | null> {
  const row = await db("printers")
    .where({ mac })
    .first<(Printer & { secretHash: string | null }) | undefined>([...printerColumns(db), "secret_hash as secretHash"]);
  if (!row) return null;
  const { secretHash, ...printer } = row;
  return { printer, secretHash };
}
