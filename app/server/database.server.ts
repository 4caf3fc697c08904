// The database this process starts (embedded PostgreSQL, or DATABASE_URL), migrates and seeds at
// boot — with several workers, the primary does it once for all (cluster.server.ts) — and the
// health check's probe of it (/healthz, /readyz in main.server.ts).
// const embedded = await startDatabase(env, log); // null with DATABASE_URL
import path from "node:path";
import { migrateLatest, seedIfEmpty, seedDemo } from "../../db/migrate";
import { startEmbeddedPostgres, type EmbeddedDb } from "../../db/embedded";
import { getDb, initDb } from "~/db.server";
import type { Env } from "~/env.server";

type Log = (msg: string) => void;

/** The database this process (or, with several workers, the primary for all) starts and migrates. */
export async function startDatabase(env: Env, log: Log): Promise<EmbeddedDb | null> {
  let embedded: EmbeddedDb | null = null;
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dir: path.join(env.DATA_DIR, "pg") });
    url = embedded.localUrl;
    log(`embedded PostgreSQL on 127.0.0.1:${embedded.port} (${path.join(env.DATA_DIR, "pg")})`);
  }
  const db = initDb(url, env.DB_POOL_MAX);
  // In production the release command migrates, once; a machine still running the previous
  // release must not trip over migrations it does not know.
  const migrate =
    env.MIGRATE_ON_START === "always" ||
    (env.MIGRATE_ON_START === "auto" && (embedded || env.NODE_ENV !== "production"));
  if (migrate) await migrateLatest(db);
  if (env.SEED_ON_START === "always") await seedDemo(db);
  else if (env.SEED_ON_START === "auto" && embedded && (await seedIfEmpty(db))) log("seeded the demo platform");
  return embedded;
}

const HEALTH_TIMEOUT_MS = 2_000;

/**
 * The database answers within 2 s; a hung client must not hang the check. Redis is not asked: with
 * Redis down an instance still serves the public menu (docs/issues/014.md §13), and failing every instance's
 * check at once would take the whole platform out of the proxy for a degraded session store.
 */
export async function healthy(): Promise<boolean> {
  const probe = async () => {
    await getDb().raw("select 1");
    return true;
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS)));
  try {
    return await Promise.race([probe(), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
