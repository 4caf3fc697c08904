// The cart's price table (decision 097): per restaurant, every product as a cart line is priced
// from it (name, prices, options, sold out), read once and kept in this worker until the menu or the
// restaurant changes. Nothing personal: the same table for every visitor. The menu's islands and
// every cart view price their lines from it (services/cart.server.ts `getCart`); placing an order
// still reads the database in its own transaction.
//
// Dropped by menu.changed / host.changed on the bus (every worker, this one too), emptied when the
// bus says it lost events, and not used at all while it is down (read through, as before). A table
// also ends at the next full minute or when a product's "sold out until" passes, whichever is
// first (the database decides "sold out now" when it reads).
import type { MenuProduct } from "~/models/products.server";
import { getHostProducts } from "~/models/products.server";
import { getDb } from "~/db.server";
import { lruCache } from "~/infra/lru-cache.server";
import { singleton } from "~/infra/singleton.server";
import type { EventBus } from "~/realtime/bus.server";
import { RESYNC_CHANNEL } from "~/realtime/channels";
import { onInvalidation } from "~/realtime/invalidation.server";

interface Table {
  products: ReadonlyMap<number, MenuProduct>;
  expires: number;
}

/** Restaurants whose tables are kept; a menu is a few hundred products. */
const MAX_TABLES = 500;
const MINUTE = 60_000;

// one per process: server.ts' page cache and the Remix build's cart routes load this module each
const state = singleton("price-table", () => ({
  tables: lruCache<number, Table>({ ttlMs: MINUTE, maxEntries: MAX_TABLES }),
  /** true while a bus subscription hears every invalidation (watchPriceTables) */
  trusted: false,
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
  const products = await getHostProducts(getDb(), { hostId });
  return { products, expires: Math.min(now - (now % MINUTE) + MINUTE, soldOutEnds(products.values())) };
}

/**
 * This restaurant's products by id, to price cart lines with; null while the bus cannot tell this
 * worker of a change (then the caller reads the database).
 */
export async function priceTable(hostId: number): Promise<ReadonlyMap<number, MenuProduct> | null> {
  if (!state.trusted) return null;
  let table = await state.tables.get(hostId, () => read(hostId));
  if (table.expires <= Date.now()) {
    state.tables.delete(hostId);
    table = await state.tables.get(hostId, () => read(hostId));
  }
  return table.products;
}

/** Keeps the tables while `bus` hears the others (main.server.ts); the returned function stops. */
export function watchPriceTables(bus: EventBus): () => void {
  const stopInvalidation = onInvalidation(bus, ({ hostId }) => state.tables.delete(hostId));
  const stopResync = bus.subscribe((event) => {
    if (event.channel !== RESYNC_CHANNEL) return;
    state.tables.clear();
    state.trusted = event.type === "resync";
  });
  state.trusted = true;
  return () => {
    stopInvalidation();
    stopResync();
    state.trusted = false;
    state.tables.clear();
  };
}
