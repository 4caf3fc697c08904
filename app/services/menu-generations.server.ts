// The menu generation of each restaurant as this worker last heard it (decision 102). The database
// counts a restaurant's generation up on every write of what prices a cart line (migration 0042) and
// tells every listener the new value when that write commits (migration 0043). While this worker
// listens, the generation comes from what it heard, and from one read the first time a restaurant is
// asked; while it does not (not started, the connection lost and not yet back), every use reads the
// row, as decision 097 did.
//
// A value is only ever raised: a read that returns after a newer notification cannot lower it. A read
// that began before the connection was lost or found again is not kept: what happened meanwhile was
// not heard. Between a write's commit and its notification's arrival (well under a millisecond on one
// machine) a request may still see the old generation; placing an order reads the generation from the
// database beside the host, prices with a table at least that new (price-table.server.ts
// `priceTableSince`) and refuses a total that moved (decision 066), so no customer pays a price she did
// not see.
import { getDb } from "~/db.server";
import { logger } from "~/infra/logger.server";
import { pgListen, type PgListener } from "~/infra/pg-listener.server";
import { singleton } from "~/infra/singleton.server";
import { getMenuGeneration } from "~/models/products.server";

const MENU_GENERATION_CHANNEL = "bestelinfo_menu_generation";
const PAYLOAD = /^(\d+) (\d+)$/;

const state = singleton("menu-generations", () => ({
  listening: false,
  /** counted up on every loss and every new LISTEN: a read from an older epoch is not kept */
  epoch: 0,
  heard: new Map<number, number>(),
}));

function raise(hostId: number, generation: number): void {
  const known = state.heard.get(hostId);
  if (known === undefined || generation > known) state.heard.set(hostId, generation);
}

/** The restaurant's menu generation: as heard while this worker listens, read from the database otherwise. */
export async function menuGeneration(hostId: number): Promise<number> {
  const known = state.listening ? state.heard.get(hostId) : undefined;
  if (known !== undefined) return known;
  // every change of `listening` moves the epoch: one comparison says it listened throughout the read
  const { epoch, listening } = state;
  const generation = await getMenuGeneration(getDb(), { hostId });
  if (listening && state.epoch === epoch) raise(hostId, generation);
  return generation;
}

/** Listens for the generations on `url` until stopped. Without it every use reads the database. */
export async function watchMenuGenerations(url: string): Promise<PgListener> {
  const reset = (listening: boolean) => {
    state.epoch++;
    state.heard.clear();
    state.listening = listening;
  };
  const listener = await pgListen(url, MENU_GENERATION_CHANNEL, {
    notification(payload) {
      const match = PAYLOAD.exec(payload);
      if (match) raise(Number(match[1]), Number(match[2]));
    },
    lost: () => reset(false),
    listening: () => reset(true),
    error: (message) => logger().error({ area: "menu-generations" }, message),
  });
  return {
    async close() {
      reset(false);
      await listener.close();
    },
  };
}
