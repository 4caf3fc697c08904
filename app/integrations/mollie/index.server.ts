// Which payment provider serves a host, and the built-in simulator's lifetime.
// Key: the host's organisation's own (encrypted at rest), else the platform's MOLLIE_API_KEY, else
// the simulator's; a stored key that cannot be decrypted makes the provider unavailable, no fallback. Endpoint: MOLLIE_API_ENDPOINT, else the running simulator, else Mollie itself.
// boot: const sim = await startPaymentSimulatorIfNeeded(env, log); … await sim?.close();
import { getEnv, type Env } from "~/env.server";
import { getMollieKeyForHost } from "~/models/mollie-keys.server";
import { getSingleton, setSingleton } from "~/infra/singleton.server";
import { mollieProvider } from "./mollie.server";
import { ProviderUnavailableError, type PaymentProvider } from "./provider";
import { openSecret } from "./secret-box.server";
import { SIMULATOR_API_KEY, startPaymentSimulator, type PaymentSimulator } from "./simulator/index.server";
import { trustSimulatorEndpoint } from "./simulator/trust.server";
import { logger } from "~/infra/logger.server";
import { getDb } from "~/db.server";

const SIMULATOR = "paymentSimulator";

/** The simulator this process runs, if any (set by boot, or by a test). */
export function runningSimulator(): PaymentSimulator | null {
  return getSingleton<PaymentSimulator | null>(SIMULATOR) ?? null;
}

export function usePaymentSimulator(sim: PaymentSimulator | null): void {
  setSingleton(SIMULATOR, sim);
}

/**
 * docs/design.md §2 "no Mollie key → the built-in simulator". Never in production by accident: there it
 * needs PAYMENT_SIMULATOR=1 (the e2e suite runs the production build).
 */
export async function startPaymentSimulatorIfNeeded(
  env: Env,
  log: (m: string) => void,
): Promise<PaymentSimulator | null> {
  if (env.MOLLIE_API_KEY || env.MOLLIE_API_ENDPOINT) return null;
  if (env.NODE_ENV === "production" && env.PAYMENT_SIMULATOR !== "1") return null;
  const sim = await startPaymentSimulator();
  usePaymentSimulator(sim);
  log(`payment simulator: API ${sim.apiEndpoint}, checkout ${sim.checkoutBase}`);
  return {
    ...sim,
    close: async () => {
      usePaymentSimulator(null);
      await sim.close();
    },
  };
}

const clients = new Map<string, PaymentProvider>();

function providerFor(apiKey: string, apiEndpoint: string | undefined): PaymentProvider {
  const cacheKey = `${apiEndpoint ?? ""} ${apiKey}`;
  let provider = clients.get(cacheKey);
  if (!provider) {
    if (apiEndpoint) trustSimulatorEndpoint(apiEndpoint); // a no-op unless it is a loopback simulator
    provider = mollieProvider({ apiKey, apiEndpoint });
    clients.set(cacheKey, provider);
  }
  return provider;
}

export async function paymentProviderFor(hostId: number, env: Env = getEnv()): Promise<PaymentProvider> {
  const sim = runningSimulator();
  const stored = await getMollieKeyForHost(getDb(), { hostId });
  const own = stored.encrypted ? openSecret(stored.encrypted) : null;
  if (stored.encrypted && own === null) {
    // Never fall back to the platform's key (or the simulator): that would charge this
    // restaurant's customers through another account
    logger().warn(
      { area: "payments" },
      `host ${hostId}: the stored Mollie key cannot be decrypted (another ENCRYPTION_KEY, or tampered)`,
    );
    throw new ProviderUnavailableError("the host's stored Mollie key cannot be decrypted");
  }
  const apiKey = own ?? env.MOLLIE_API_KEY ?? (sim ? SIMULATOR_API_KEY : null);
  if (!apiKey) throw new ProviderUnavailableError("no Mollie key is configured for this host and no simulator runs");
  return providerFor(apiKey, env.MOLLIE_API_ENDPOINT ?? sim?.apiEndpoint);
}
