// Several workers on one port (node:cluster, decision 087): `server.ts` with WEB_CONCURRENCY > 1 (or
// unset in production on a machine with more than one core) runs this in the primary. The primary
// serves no request: it starts the embedded PostgreSQL and migrates once, counts the rate limits for
// every worker (rate-limiter-flexible's cluster master), starts the workers — each the whole server
// of main.server.ts on the same port, worker 0 also running the sweeps — starts a new one in the
// place of one that died, and on SIGTERM stops them all before it stops the database.
import cluster, { type Worker } from "node:cluster";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";
import { closeDb } from "~/db.server";
import { encryptionKey, getEnv } from "~/env.server";
import { vapidKeys } from "~/integrations/push/index.server";
import { logger } from "~/infra/logger.server";
import { startDatabase } from "~/server/database.server";

export interface RunningPrimary {
  close(): Promise<void>;
}

export async function startPrimary(
  count: number,
  log: (m: string) => void = (m) => logger().info(m),
): Promise<RunningPrimary> {
  const env = getEnv();
  // what a worker would otherwise generate in DATA_DIR on first use, each its own: made here, once
  if (env.NODE_ENV !== "production") encryptionKey(env);
  vapidKeys();
  const embedded = await startDatabase(env, log);
  await closeDb();
  const databaseUrl = embedded?.localUrl ?? env.DATABASE_URL ?? "";
  new RateLimiterClusterMaster();

  const workers = new Map<number, Worker>();
  let stopping = false;
  let failStart: (err: Error) => void = () => {};
  const startFailed = new Promise<never>((_, reject) => (failStart = reject));
  startFailed.catch(() => {});

  const fork = (index: number): Promise<void> => {
    const worker = cluster.fork({
      CLUSTER_WORKER: String(index),
      DATABASE_URL: databaseUrl,
      // the primary migrated and seeded; a worker does neither
      MIGRATE_ON_START: "never",
      SEED_ON_START: "never",
    });
    workers.set(index, worker);
    let listening = false;
    worker.once("exit", (code, signal) => {
      if (workers.get(index) === worker) workers.delete(index);
      if (stopping) return;
      if (!listening) return failStart(new Error(`worker ${index} stopped before it listened (${signal ?? code})`));
      logger().error({ area: "cluster" }, `worker ${index} stopped (${signal ?? code}): starting another`);
      void fork(index);
    });
    return new Promise<void>((resolve) =>
      worker.once("listening", () => {
        listening = true;
        resolve();
      }),
    );
  };

  const stopWorkers = async () => {
    stopping = true;
    await Promise.all(
      [...workers.values()].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once("exit", () => resolve());
            worker.process.kill("SIGTERM");
          }),
      ),
    );
  };
  const stopDatabase = async () => {
    if (embedded) await embedded.stop();
  };

  try {
    await Promise.race([Promise.all(Array.from({ length: count }, (_, i) => fork(i))), startFailed]);
  } catch (err) {
    await stopWorkers();
    await stopDatabase();
    throw err;
  }
  log(`${count} workers listening on port ${env.PORT} (primary ${process.pid})`);

  let closing: Promise<void> | null = null;
  return {
    close: () =>
      (closing ??= (async () => {
        log("shutting down: stopping the workers");
        await stopWorkers();
        await stopDatabase();
        log("stopped");
      })()),
  };
}
