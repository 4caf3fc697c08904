// The four personal facts of the menu's islands and every page's root (decisions 097, 107), memoised
// per worker: the customer (user row, roles, organisation), their iDEAL payments of the last day, and
// what "Mijn Bestelinfo" shows (stamp balance and recent orders here, or every card and order on the
// platform). Keyed by (customer, restaurant; 0 for the platform), at most MAX_ENTRIES, least recently
// used out first, each for at most TTL_MS as a backstop. Only customers are kept; staff are read
// every time.
//
// What drops a customer's entries, on every worker (the bus: Redis, or PostgreSQL's LISTEN/NOTIFY):
// - any event on the customer's channel (order created, updated, paid, deleted: order-events.server.ts);
// - user.sessions.ended (a role change, an erased account) and customer.changed (their profile, a
//   login, a stamp outside an order: customer-events.server.ts);
// - host.changed drops that restaurant's entries and the platform's (they show its name and address).
// The bus saying it lost events empties the memo, and until it hears the others again nothing is kept
// (read through, as before). What is read is checked as the database read would be: the session's
// version against the user's (session-user.server.ts `stillLoggedIn`), the payments' age at `now`.
import type { UnpaidIdealPayment } from "~/models/payments.server";
import { lruCache } from "~/infra/lru-cache.server";
import { singleton } from "~/infra/singleton.server";
import type { EventBus } from "~/realtime/bus.server";
import { CONTROL_CHANNEL, parseChannel, RESYNC_CHANNEL } from "~/realtime/channels";
import { CUSTOMER_CHANGED } from "~/realtime/customer-events.server";
import { HOST_CHANGED } from "~/realtime/invalidation.server";
import { USER_SESSIONS_ENDED } from "~/realtime/session-events.server";
import { readMyBestelinfo, type MyBestelinfoRows } from "~/services/my-bestelinfo.server";
import { loadUser, stillLoggedIn, type SessionUser } from "~/services/session-user.server";
import { readIdealPayments } from "~/services/unpaid-ideal.server";

export interface PersonalFacts {
  /** the user (null: gone); only a customer's facts are kept */
  current: SessionUser | null;
  payments: UnpaidIdealPayment[];
  /** null for anyone but a customer */
  mine: MyBestelinfoRows | null;
}

/** A backstop only: every change this memo knows of drops it at once. */
const TTL_MS = 30_000;
/** ~1 kB each: a few MB per worker at most. */
const MAX_ENTRIES = 5_000;
const PLATFORM = 0;

// one per process, whichever module graph (server.ts, the Remix build) loads this
const state = singleton("islands-memo", () => ({
  memo: lruCache<string, PersonalFacts>({ ttlMs: TTL_MS, maxEntries: MAX_ENTRIES }),
  /** true while a bus subscription hears every invalidation (watchIslandsMemo) */
  trusted: false,
}));

const keyOf = (customerId: number, hostId: number | null) => `${customerId} ${hostId ?? PLATFORM}`;
const customerOf = (key: string) => Number(key.slice(0, key.indexOf(" ")));
const hostOf = (key: string) => Number(key.slice(key.indexOf(" ") + 1));

// The user first: staff (every page's root asks, decision 107) cost only that read, as before
async function read(customerId: number, hostId: number | null): Promise<PersonalFacts> {
  const current = await loadUser(customerId);
  if (current?.user.kind !== "customer") return { current, payments: [], mine: null };
  const [payments, mine] = await Promise.all([
    hostId === null ? [] : readIdealPayments(customerId, hostId),
    readMyBestelinfo({ hostId, customerId }),
  ]);
  return { current, payments, mine };
}

/** The facts of this user at this restaurant (null: the platform), from the memo when it may be trusted. */
export function personalFacts(customerId: number, hostId: number | null): Promise<PersonalFacts> {
  if (!state.trusted) return read(customerId, hostId);
  return state.memo.get(
    keyOf(customerId, hostId),
    () => read(customerId, hostId),
    (facts) => facts.current?.user.kind === "customer",
  );
}

/** The facts when they are this customer's (their read found this user, a customer); else null. */
export async function customerFacts(
  facts: Promise<PersonalFacts> | null | undefined,
  customerId: number | null | undefined,
): Promise<PersonalFacts | null> {
  if (!facts || customerId === null || customerId === undefined) return null;
  const known = await facts;
  return known.current?.user.id === customerId && known.current.user.kind === "customer" ? known : null;
}

/** The session's user from the facts, checked as the database read checks it (session-user.server.ts). */
export function userOf(facts: Promise<PersonalFacts>) {
  return ({ sessionVersion }: { sessionVersion: number | undefined }) =>
    facts.then((f) => stillLoggedIn(f.current, sessionVersion));
}

/** Every entry of this customer, at every restaurant. */
export function forgetCustomer(customerId: number): void {
  state.memo.deleteWhere((key) => customerOf(key) === customerId);
}

function idOf(payload: unknown, field: string): number | null {
  const value = (payload as Record<string, unknown> | null)?.[field];
  return typeof value === "number" ? value : null;
}

/** Keeps the memo while `bus` hears the others (main.server.ts); the returned function stops. */
export function watchIslandsMemo(bus: EventBus): () => void {
  const stop = bus.subscribe((event) => {
    if (event.channel === RESYNC_CHANNEL) {
      state.memo.clear();
      state.trusted = event.type === "resync";
      return;
    }
    if (event.channel === CONTROL_CHANNEL) {
      const id =
        event.type === USER_SESSIONS_ENDED
          ? idOf(event.payload, "userId")
          : event.type === CUSTOMER_CHANGED
            ? idOf(event.payload, "customerId")
            : null;
      if (id !== null) forgetCustomer(id);
      const hostId = event.type === HOST_CHANGED ? idOf(event.payload, "hostId") : null;
      if (hostId !== null) state.memo.deleteWhere((key) => [hostId, PLATFORM].includes(hostOf(key)));
      return;
    }
    const channel = parseChannel(event.channel);
    if (channel?.kind === "customer") forgetCustomer(channel.userId);
  });
  state.trusted = true;
  return () => {
    stop();
    state.trusted = false;
    state.memo.clear();
  };
}
