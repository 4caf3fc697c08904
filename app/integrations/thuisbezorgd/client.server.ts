// Our calls to Thuisbezorgd (JET Connect): the acknowledgement of a pushed order and the item
// availability / restaurant status pushes. Base URL: THUISBEZORGD_API_BASE, else the simulator this
// process runs (development, tests), else JET's own. Every call has a time limit; it answers
// whether the marketplace took it (2xx), never throws for a network failure.
// await jetClient().sentToPos({ apiKey, orderId, ok: false, reason: "…" }) → true | false
import { getEnv, type Env } from "~/env.server";
import { getSingleton, setSingleton } from "~/utils/singleton.server";
import { startJetSimulator, type JetSimulator } from "./simulator.server";

/** JET Connect's partner API (our reading; THUISBEZORGD_API_BASE overrides it). */
const JET_API_BASE = "https://uk-partnerapi.just-eat.io";
const TIMEOUT_MS = 10_000;
const SIMULATOR = "thuisbezorgdSimulator";

/** The simulator this process runs (boot, or a test), or null. */
export function runningJetSimulator(): JetSimulator | null {
  return getSingleton<JetSimulator | null>(SIMULATOR) ?? null;
}

export function useJetSimulator(sim: JetSimulator | null): void {
  setSingleton(SIMULATOR, sim);
}

export function jetSimulatorBase(): string | null {
  return runningJetSimulator()?.base ?? null;
}

/** No THUISBEZORGD_API_BASE (and not production, unless THUISBEZORGD_SIMULATOR=1): the built-in marketplace runs. */
export async function startJetSimulatorIfNeeded(
  env: Env,
  log: (m: string) => void,
): Promise<{ close: () => Promise<void> } | null> {
  if (env.THUISBEZORGD_API_BASE) return null;
  if (env.NODE_ENV === "production" && env.THUISBEZORGD_SIMULATOR !== "1") return null;
  const sim = await startJetSimulator();
  useJetSimulator(sim);
  log(`thuisbezorgd simulator: API ${sim.base}`);
  return {
    close: async () => {
      useJetSimulator(null);
      await sim.close();
    },
  };
}

function base(): string {
  return (getEnv().THUISBEZORGD_API_BASE ?? jetSimulatorBase() ?? JET_API_BASE).replace(/\/$/, "");
}

async function call(path: string, apiKey: string, method: "GET" | "POST" | "PUT", body?: object): Promise<boolean> {
  try {
    const res = await fetch(`${base()}${path}`, {
      method,
      headers: { authorization: apiKey, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** The orders the marketplace lists for a restaurant since a moment (the manual import), or null when it cannot be reached. */
async function listOrders(apiKey: string, restaurantId: string, since: Date): Promise<unknown[] | null> {
  try {
    const res = await fetch(
      `${base()}/restaurants/${encodeURIComponent(restaurantId)}/orders?since=${encodeURIComponent(since.toISOString())}`,
      { headers: { authorization: apiKey }, signal: AbortSignal.timeout(TIMEOUT_MS) },
    );
    if (!res.ok) {
      await res.arrayBuffer();
      return null;
    }
    const body = (await res.json()) as { orders?: unknown };
    return Array.isArray(body.orders) ? body.orders : null;
  } catch {
    return null;
  }
}

export const jetClient = () => ({
  listOrders: ({ apiKey, restaurantId, since }: { apiKey: string; restaurantId: string; since: Date }) =>
    listOrders(apiKey, restaurantId, since),
  /** "Test de koppeling": does the marketplace know this restaurant under this key? */
  checkLink: ({ apiKey, restaurantId }: { apiKey: string; restaurantId: string }) =>
    call(`/restaurants/${encodeURIComponent(restaurantId)}`, apiKey, "GET"),
  sentToPos: ({
    apiKey,
    orderId,
    ok,
    reason,
  }: {
    apiKey: string;
    orderId: string;
    ok: boolean;
    reason?: string | null;
  }) =>
    call(
      `/order/${encodeURIComponent(orderId)}/${ok ? "sent-to-pos-success" : "sent-to-pos-failed"}`,
      apiKey,
      "POST",
      ok ? {} : { reason: reason ?? "" },
    ),
  itemAvailability: ({
    apiKey,
    restaurantId,
    plus,
    available,
    until,
  }: {
    apiKey: string;
    restaurantId: string;
    plus: string[];
    available: boolean;
    /** Sold out until then (ISO); null: until switched back. */
    until?: string | null;
  }) =>
    call(`/restaurants/${encodeURIComponent(restaurantId)}/item-availability`, apiKey, "PUT", {
      items: plus.map((plu) => ({ plu, available, ...(until ? { until } : {}) })),
    }),
  restaurantStatus: ({ apiKey, restaurantId, online }: { apiKey: string; restaurantId: string; online: boolean }) =>
    call(`/restaurants/${encodeURIComponent(restaurantId)}/status`, apiKey, "PUT", {
      status: online ? "online" : "offline",
    }),
});
