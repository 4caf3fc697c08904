// The cart's price table (decision 097 and its status note): per restaurant, every product as a cart
// line is priced from it (name, prices, options, sold out), read once and kept in this worker. Nothing
// personal: the same table for every visitor. The menu's islands and every cart view price their
// lines from it (services/cart.server.ts `getCart`), and so does placing an order: with a table at least
// as new as the generation it read beside the host, in the same statement (`priceTableSince`).
//
// A table is used only while it was read at the restaurant's menu generation or later: the
// database counts that generation up on every write of a product, a choice group, a choice or the
// hidden tabs (migration 0042), whoever writes it, and each use asks for it: as this worker heard it
// from the database's notification, or read (one indexed row) while it does not listen
// (services/menu-generations.server.ts, decision 102). No writer has to announce a change. A table also ends at the next full minute
// or when a product's "sold out until" passes, whichever is first (the database decides "sold out
// now" when it reads).
import type { MenuProduct } from "~/models/products.server";
import { getHostProducts } from "~/models/products.server";
import { menuGeneration } from "~/services/menu-generations.server";
import { getDb } from "~/db.server";
import { lruCache } from "~/infra/lru-cache.server";
import { singleton } from "~/infra/singleton.server";

interface Table {
  products: ReadonlyMap<number, MenuProduct>;
  /** the menu generation read before the products */
  generation: number;
  expires: number;
}

/** Restaurants whose tables are kept; a menu is a few hundred products. */
const MAX_TABLES = 500;
const MINUTE = 60_000;

// one per process: server.ts' page cache and the Remix build's cart routes load this module each
const state = singleton("price-table", () => ({
  tables: lruCache<number, Table>({ ttlMs: MINUTE, maxEntries: MAX_TABLES }),
}));

/** The earliest moment a product or option read as sold out becomes available again. */
function soldOutEnds(products: Iterable<MenuProduct>): number {
  let first = Infinity;
  const at = (until: Date | null) => {
    const t = until ? new Date(until).getTime() : NaN;
    if (Number.isFinite(t) && t < first) first = t;
  };
  for (const p of products) {
    at(p.soldOutUntil);
    for (const g of p.groups) for (const item of g.items) at(item.soldOutUntil);
  }
  return first;
}

async function read(hostId: number): Promise<Table> {
  const now = Date.now();
  // the generation first: a write between the two reads makes the table look older than it is,
  // which costs one more read, never a stale price
  const generation = await menuGeneration(hostId);
  const products = await getHostProducts(getDb(), { hostId });
  return { products, generation, expires: Math.min(now - (now % MINUTE) + MINUTE, soldOutEnds(products.values())) };
}

/** This restaurant's products by id, as the database has them now, to price cart lines with. */
export async function priceTable(hostId: number): Promise<ReadonlyMap<number, MenuProduct>> {
  return priceTableSince(hostId, await menuGeneration(hostId));
}

/**
 * The table as the database has it at least since `generation` was seen (as this worker heard it, or
 * read beside the host when placing an order): a table read at that generation or later, or read again
 * now. No write of a product, a choice or the hidden tabs counted in between, so its prices are the
 * database's.
 */
export async function priceTableSince(hostId: number, generation: number): Promise<ReadonlyMap<number, MenuProduct>> {
  const table = await state.tables.get(hostId, () => read(hostId));
  if (table.generation >= generation && table.expires > Date.now()) return table.products;
  state.tables.delete(hostId);
  // read after the caller saw its generation: at least as new, whatever this worker has heard so far
  return (await state.tables.get(hostId, () => read(hostId))).products;
}
