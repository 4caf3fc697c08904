// Our calls to Thuisbezorgd (JET Connect, decision 064), exactly the ones JET publishes: sent-to-pos-
// success / -failed for a pushed order, item availability, and the restaurant offline / online, each
// with the partner key in `X-Flyt-Api-Key`. Base URL: THUISBEZORGD_API_BASE, else the simulator this
// process runs (development, tests), else JET's (https://api.flytplatform.com). Every call has a time
// limit and never throws: it answers taken, refused (4xx: shown to the owner) or try again.
// await jetClient().sentToPosFailed({ apiKey, orderId, errorCode: "MALFORMED_REQUEST", errorMessage }) → JetCallResult
import { getEnv, type Env } from "~/env.server";
import { getSingleton, setSingleton } from "~/infra/singleton.server";
import { startJetSimulator, type JetSimulator } from "./simulator.server";

/** JET Connect's API as public clients call it (decision 064; THUISBEZORGD_API_BASE overrides it). */
const JET_API_BASE = "https://api.flytplatform.com";
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

/**
 * How a call went: taken (2xx); refused (a 4xx but 429: JET says the call itself is wrong — retrying
 * the same call cannot help, so it is shown to the owner); or to be tried again (5xx, 429, no answer).
 */
export type JetCallResult =
  { ok: true; status: number } | { ok: false; refused: boolean; status: number; detail: string };

async function call(path: string, apiKey: string, method: "POST" | "PUT", body?: object): Promise<JetCallResult> {
  try {
    const res = await fetch(`${base()}${path}`, {
      method,
      headers: { "x-flyt-api-key": apiKey, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = (await res.text()).slice(0, 300);
    if (res.ok) return { ok: true, status: res.status };
    const refused = res.status >= 400 && res.status < 500 && res.status !== 429 && res.status !== 408;
    return { ok: false, refused, status: res.status, detail: text };
  } catch (err) {
    return { ok: false, refused: false, status: 0, detail: (err as Error).message };
  }
}

const iso = (at: Date) => at.toISOString();

export const jetClient = () => ({
  /** `POST /order/{id}/sent-to-pos-success {happenedAt}` — the JET order id (`id` of the order body). */
  sentToPosSuccess: ({ apiKey, orderId, at = new Date() }: { apiKey: string; orderId: string; at?: Date }) =>
    call(`/order/${encodeURIComponent(orderId)}/sent-to-pos-success`, apiKey, "POST", { happenedAt: iso(at) }),
  /** `POST /order/{id}/sent-to-pos-failed {happenedAt, errorCode, errorMessage}`: JET's backup flow takes over. */
  sentToPosFailed: ({
    apiKey,
    orderId,
    errorCode,
    errorMessage,
    at = new Date(),
  }: {
    apiKey: string;
    orderId: string;
    errorCode: string;
    errorMessage: string;
    at?: Date;
  }) =>
    call(`/order/${encodeURIComponent(orderId)}/sent-to-pos-failed`, apiKey, "POST", {
      happenedAt: iso(at),
      errorCode,
      errorMessage,
    }),
  /** `POST /item-availability {event, itemReferences, restaurant, happenedAt, nextAvailableAt?}`. */
  itemAvailability: ({
    apiKey,
    restaurantId,
    plus,
    available,
    until,
    at = new Date(),
  }: {
    apiKey: string;
    restaurantId: string;
    plus: string[];
    available: boolean;
    /** Sold out until then (ISO); null: until switched back. */
    until?: string | null;
    at?: Date;
  }) =>
    call(`/item-availability`, apiKey, "POST", {
      event: available ? "AVAILABLE" : "UNAVAILABLE",
      itemReferences: plus,
      restaurant: restaurantId,
      happenedAt: iso(at),
      ...(!available && until ? { nextAvailableAt: until } : {}),
    }),
  /** `PUT /restaurants/{ref}/offline {}` (no `onlineAt`: a pause has no end JET needs) or `PUT …/online`. */
  restaurantStatus: ({ apiKey, restaurantId, online }: { apiKey: string; restaurantId: string; online: boolean }) =>
    call(
      `/restaurants/${encodeURIComponent(restaurantId)}/${online ? "online" : "offline"}`,
      apiKey,
      "PUT",
      online ? undefined : {},
    ),
});
