// "Exporteren" and "Importeren" of the whole menu (docs/issues/015.md §6, decision 022): producten.csv and
// keuzegroepen.csv (domain/menu-csv). An import is previewed first (new / changed / removed, with the
// changed fields), then applied in ONE transaction: every row checked first, all or nothing, the host
// row locked so two imports take turns, and refused with 409 when the menu changed since the preview.
// Every product written gets a history entry; menu.changed goes over the bus after commit. Orders
// keep their own copy of name and price (order_items), so a removed or repriced product changes none.
// Plain input: bytes, not a Request (the route reads the upload).
import { createHash } from "node:crypto";
import type { Knex } from "knex";
import { getDb } from "~/db.server";
import { groupsCsv, productsCsv, type ExportProduct } from "~/domain/menu-csv";
import { decodeCsv } from "~/domain/menu-csv-read";
import { withVatRates, parseMenuCsv, type ParsedMenu } from "~/domain/menu-csv-import";
import { importDiff } from "~/domain/menu-csv-diff";
import { describeChanges } from "~/domain/product-changes";
import { getAdminMenu } from "~/models/products.server";
import { getTabStructure } from "~/models/menu-structure.server";
import { deleteProduct, insertProduct, replaceGroups } from "~/models/product-writes.server";
import { insertProductHistory } from "~/models/product-history.server";
import { lockProductVersion } from "~/models/product-versions.server";
import { menuChanged } from "~/realtime/invalidation.server";
import type { ImportPreview } from "~/schemas/menu-bulk";
import { ServiceError, type RefusalStatus } from "~/services/errors.server";
import { MENU_CHANGED_SINCE, saveBulk } from "~/services/menu-bulk.server";
import type { HistoryActor } from "~/schemas/actor";
import { productInput } from "~/services/product-editor.server";
import { HOST_NOT_FOUND } from "~/domain/messages";

export type MenuFile = "producten" | "keuzegroepen";
export const PRODUCTS_FILE_MISSING = "Kies het productenbestand (producten.csv).";

async function storedMenu(
  db: Knex,
  hostId: number,
): Promise<
  Array<ExportProduct & { product: Awaited<ReturnType<typeof getAdminMenu>>["tabs"][number]["products"][number] }>
> {
  const menu = await getAdminMenu(db, { hostId });
  return menu.tabs.flatMap((t) => t.products).map((p) => ({ id: p.id, input: productInput(p), product: p }));
}

/** One of the two files, as text with a BOM, in menu order. */
export async function exportMenu({ hostId, file }: { hostId: number; file: MenuFile }): Promise<string> {
  const products = await storedMenu(getDb(), hostId);
  return file === "producten" ? productsCsv(products) : groupsCsv(products);
}

export interface ImportFiles {
  products: Uint8Array | null;
  groups: Uint8Array | null;
}

/** Both files read and checked, or a 400 that lists every problem with its line. */
function readFiles(files: ImportFiles): Extract<ParsedMenu, { ok: true }> {
  if (!files.products) throw new ServiceError(PRODUCTS_FILE_MISSING, 400, { products: PRODUCTS_FILE_MISSING });
  const products = decodeCsv(files.products);
  if (!products.ok) throw refused([products.message], "products");
  let groups: string | null = null;
  if (files.groups) {
    const decoded = decodeCsv(files.groups);
    if (!decoded.ok) throw refused([`Keuzegroepen: ${decoded.message}`], "groups");
    groups = decoded.text;
  }
  const parsed = parseMenuCsv(products.text, groups);
  if (!parsed.ok) throw refused(parsed.errors);
  return parsed;
}

function refused(errors: string[], field?: string, status: RefusalStatus = 400): ServiceError {
  const message =
    errors.length === 1 ? `Niets geïmporteerd. ${errors[0]}` : `Niets geïmporteerd: ${errors.length} fouten.`;
  return new ServiceError(message, status, field ? { [field]: errors[0] } : undefined, {
    errors: errors.slice(0, 100),
  });
}

async function plan(db: Knex, hostId: number, files: ImportFiles) {
  const stored = await storedMenu(db, hostId);
  const parsed = withVatRates(readFiles(files), stored);
  const diff = importDiff(stored, parsed);
  // an id that is not this restaurant's: refused as not found, and the file names nothing of another's
  if (!diff.ok) throw refused(diff.errors, undefined, 404);
  const token = createHash("sha256")
    .update(JSON.stringify([diff.diff, stored.map((s) => [s.id, s.product.groups.map((g) => g.id)])]))
    .digest("base64url")
    .slice(0, 24);
  return { parsed, stored, diff: diff.diff, token };
}

/** What the import would change; nothing is written. */
export async function previewImport({ hostId, files }: { hostId: number; files: ImportFiles }): Promise<ImportPreview> {
  const { diff, token, parsed } = await plan(getDb(), hostId, files);
  return { diff, token, groupsGiven: parsed.groupsGiven };
}

/** Applies the previewed import in one transaction: all of it, or (on any problem) nothing. */
export async function applyImport({
  hostId,
  staff,
  files,
  token,
}: {
  hostId: number;
  staff: HistoryActor;
  files: ImportFiles;
  token: string;
}): Promise<{ message: string }> {
  const counts = await getDb().transaction(async (trx) => {
    if (!(await getTabStructure(trx, { hostId, lock: true }))) throw new ServiceError(HOST_NOT_FOUND, 404);
    const { parsed, stored, diff, token: now } = await plan(trx, hostId, files);
    if (now !== token) throw new ServiceError(MENU_CHANGED_SINCE, 409);
    const byId = new Map(stored.map((s) => [s.id, s]));
    const changed = new Set(diff.changed.map((c) => c.id));
    for (const p of parsed.products) {
      if (p.id === null) {
        const { groups, ...row } = p.input;
        const id = await insertProduct(trx, { hostId, product: row });
        await replaceGroups(trx, { hostId, productId: id, groups });
        await insertProductHistory(trx, {
          hostId,
          productId: id,
          productName: p.input.name,
          version: 1,
          userId: staff.userId,
          userName: staff.name,
          action: "created",
          changes: describeChanges(null, p.input),
        });
      } else if (changed.has(p.id)) {
        const s = byId.get(p.id)!;
        const after = parsed.groupsGiven ? p.input : { ...p.input, groups: s.input.groups };
        await saveBulk(trx, { hostId, staff, product: s, before: s.input, after, replace: parsed.groupsGiven });
      }
    }
    for (const r of diff.removed) {
      const locked = await lockProductVersion(trx, { hostId, id: r.id });
      if (!locked) throw new ServiceError(MENU_CHANGED_SINCE, 409);
      await deleteProduct(trx, { hostId, id: r.id });
      await insertProductHistory(trx, {
        hostId,
        productId: r.id,
        productName: r.name,
        version: locked.version,
        userId: staff.userId,
        userName: staff.name,
        action: "deleted",
        changes: [],
      });
    }
    return { added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length };
  });
  await menuChanged(hostId);
  return { message: `Geïmporteerd: ${counts.added} nieuw, ${counts.changed} gewijzigd, ${counts.removed} verwijderd.` };
}
