// The one unscoped printer lookup: a CloudPRNT printer identifies itself by MAC alone (globally
// unique, migration 0004), the way a request's Host header identifies a restaurant.
import type { Knex } from "knex";
import { PRINTER_COLUMNS, toPrinter, type Printer } from "~/models/printers.server";

export async function findPrinterByMac(db: Knex, mac: string): Promise<Printer | null> {
  const row = await db("printers").where({ mac }).first(PRINTER_COLUMNS);
  return row ? toPrinter(row) : null;
}
