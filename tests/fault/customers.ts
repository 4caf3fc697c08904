// Customers for the fault suite: each logs in (a session written to Redis), then orders again and
// again — empties the cart, adds a product, places with a fresh idempotency key — behind a "load
// balancer" that sends it to one instance and to the other when that one does not answer. A 503 or
// a lost connection is retried with the same key, as the checkout page does; every answer is kept,
// and audit() holds them against the orders table.
import crypto from "node:crypto";
import { getDb } from "~/db.server";
import type { Host } from "~/models/hosts.server";
import type { MenuProduct } from "~/models/products.server";
import { createUser } from "../../db/factory";
import { createRedisSession } from "../support/session";
import { until, type Instance } from "./services";

/** A simulated customer's pace after a 503 or a refused connection, and between two orders. */
const RETRY_PACE_MS = 100;
const THINK_MS = 50;
/** After stop(), a customer whose placement has no answer yet keeps trying this long. */
const FINISH_MS = 30_000;

interface Attempt {
  key: string;
  customerId: number;
  /** The 2xx answer's order id, once there is one. */
  orderId: number | null;
  answeredAt: number | null;
}

export interface LoadFigures {
  /** Placements sent (one idempotency key each). */
  attempted: number;
  /** Keys answered 201 or 200 (a replay of the same order). */
  placed: number;
  replayed: number;
  /** 503 answers (session store down: the Dutch "probeer het zo opnieuw"). */
  unavailable: number;
  /** Connections refused or cut (an instance gone). */
  connectionErrors: number;
  /** Any other answer (a 500, a 4xx the flow should not meet). */
  unexpected: number;
  unexpectedSamples: string[];
}

export interface Audit {
  rows: number;
  /** Answered 2xx, but no such order row (or another one). */
  lost: number;
  /** More than one row for one key. */
  doubled: number;
  /** Rows of these customers whose key none of them sent. */
  unknownRows: number;
  /** Rows whose key got no 2xx answer (findable by that key). */
  unansweredRows: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function customerLoad(o: {
  instances: Instance[];
  host: () => Host;
  product: MenuProduct;
  customers: number;
  redisUrl: string;
}) {
  const attempts: Attempt[] = [];
  const figures: LoadFigures = {
    attempted: 0,
    placed: 0,
    replayed: 0,
    unavailable: 0,
    connectionErrors: 0,
    unexpected: 0,
    unexpectedSamples: [],
  };
  const customerIds: number[] = [];
  let stopping = false;
  let finishBy = Infinity;
  const site = () => `${o.host().perma}.localhost`;

  async function send(at: number, path: string, body: object, cookie: string): Promise<Response | null> {
    const app = o.instances[at % o.instances.length];
    try {
      return await app.fetch(site(), path, {
        method: "POST",
        headers: { "content-type": "application/json", origin: `http://${site()}:${app.port}`, cookie },
        body: JSON.stringify(body),
      });
    } catch {
      figures.connectionErrors += 1;
      return null;
    }
  }

  /** Sends until an answer other than 503 / no connection; null when told to stop first. */
  async function until2xx(
    state: { at: number },
    path: string,
    body: object,
    cookie: string,
    mustFinish: () => boolean,
  ): Promise<Response | null> {
    for (;;) {
      if (stopping && (!mustFinish() || Date.now() > finishBy)) return null;
      const res = await send(state.at, path, body, cookie);
      if (res && res.status !== 503) {
        if (res.ok) return res;
        figures.unexpected += 1;
        if (figures.unexpectedSamples.length < 5)
          figures.unexpectedSamples.push(`${path} ${res.status} ${(await res.text()).slice(0, 200)}`);
        return null;
      }
      if (res) figures.unavailable += 1;
      // the load balancer tries the other instance when this one does not answer
      else state.at += 1;
      await sleep(RETRY_PACE_MS);
    }
  }

  async function customer(index: number, cookie: string, customerId: number) {
    const state = { at: index };
    while (!stopping) {
      if (!(await until2xx(state, "/api/cart", { intent: "clear" }, cookie, () => false))) continue;
      const quantity = 1 + (index % 3);
      const added = await until2xx(
        state,
        "/api/cart",
        { intent: "add", productId: o.product.id, quantity },
        cookie,
        () => false,
      );
      if (!added) continue;
      // the checkout shows the cart the server answered last: an add whose answer was lost with an
      // instance (applied, then sent again to the other one) shows twice the quantity, and that is
      // the total she confirms — never the one she meant (decision 066)
      const shown = ((await added.json()) as { cart: { subtotal: number } }).cart.subtotal;
      const attempt: Attempt = { key: crypto.randomUUID(), customerId, orderId: null, answeredAt: null };
      attempts.push(attempt);
      figures.attempted += 1;
      const body = {
        deliver: false,
        address: { name: `Klant ${index}`, phone: "0612345678" },
        time: "asap",
        payment: "cash",
        idempotencyKey: attempt.key,
        // the total the checkout showed: the cart at its price, cash has no fee (decision 066)
        confirmedTotal: shown,
      };
      const placed = await until2xx(state, "/api/order/place", body, cookie, () => true);
      if (placed) {
        const answer = (await placed.json()) as { order: { id: number }; replayed: boolean };
        attempt.orderId = answer.order.id;
        attempt.answeredAt = Date.now();
        figures.placed += 1;
        if (answer.replayed) figures.replayed += 1;
      }
      await sleep(THINK_MS);
    }
  }

  let running: Promise<unknown> = Promise.resolve();
  const ready = (async () => {
    const sessions = [];
    for (let i = 0; i < o.customers; i++) {
      const user = await createUser(getDb());
      customerIds.push(user.id);
      sessions.push({ id: user.id, cookie: await createRedisSession(o.redisUrl, { userId: user.id }) });
    }
    running = Promise.all(sessions.map((s, i) => customer(i, s.cookie, s.id)));
  })();

  const answeredAfter = (t: number) => attempts.filter((a) => a.answeredAt !== null && a.answeredAt >= t);

  return {
    started: () => ready,
    figures: () => ({ ...figures }),
    placedAtLeast: (n: number) => until(`${n} orders placed`, () => figures.placed >= n, 60_000),
    placedAfter: (t: number, n: number) =>
      until(`${n} orders placed after the fault`, () => answeredAfter(t).length >= n, 60_000),
    /** ms from t to the first order answered after it. */
    firstPlacedAfter: (t: number) => Math.min(...answeredAfter(t).map((a) => (a.answeredAt as number) - t)),
    async stop(): Promise<LoadFigures> {
      stopping = true;
      finishBy = Date.now() + FINISH_MS;
      await running;
      return { ...figures };
    },
    async audit(): Promise<Audit> {
      const rows = await getDb()("orders")
        .where({ host_id: o.host().id })
        .whereIn("customer_id", customerIds)
        .select<Array<{ id: number; idempotency_key: string }>>("id", "idempotency_key");
      const byKey = new Map<string, number[]>();
      for (const r of rows) byKey.set(r.idempotency_key, [...(byKey.get(r.idempotency_key) ?? []), r.id]);
      const sent = new Map(attempts.map((a) => [a.key, a]));
      return {
        rows: rows.length,
        lost: attempts.filter((a) => a.orderId !== null && !(byKey.get(a.key) ?? []).includes(a.orderId)).length,
        doubled: [...byKey.values()].filter((ids) => ids.length > 1).length,
        unknownRows: rows.filter((r) => !sent.has(r.idempotency_key)).length,
        unansweredRows: rows.filter((r) => sent.get(r.idempotency_key)?.orderId === null).length,
      };
    },
  };
}
