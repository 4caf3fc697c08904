// Integration tests run against a real PostgreSQL: the one in DATABASE_URL (Debian's, started by
// scripts/test-all.sh) or, without it, an embedded server in a temp folder. Migrated and seeded once.
// Then the run's shared app server starts in the background (tests/support/shared-server.ts,
// decision 095): the files that use it wait for its /healthz, the others do not wait at all.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, startEmbeddedPostgres } from "../../db/embedded";
import { migrateLatest, seedIfEmpty } from "../../db/migrate";
import { createDb } from "../../app/db.server";
import { encryptionKey } from "../../app/env.server";
import { useRedis } from "../support/redis";
import { startAppServer, type AppServer } from "../support/server";

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bestelinfo-it-"));
  let stopDb = async () => {};
  if (!process.env.DATABASE_URL) {
    const pg = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), fast: true });
    process.env.DATABASE_URL = pg.url;
    stopDb = () => pg.stop();
  }
  const db = createDb(process.env.DATABASE_URL);
  try {
    await migrateLatest(db);
    await seedIfEmpty(db);
  } finally {
    await db.destroy();
  }

  // REDIS_URL when set (services mode), else a redis-server of this run's own
  const redis = await useRedis();
  const port = await freePort();
  const failureFile = path.join(dir, "shared-server-failed.txt");
  project.provide("sharedServer", { port, redisUrl: redis.url, failureFile });
  const starting: Promise<AppServer | undefined> = startAppServer(
    { REDIS_URL: redis.url, TRUST_PROXY: "1", ENCRYPTION_KEY: encryptionKey().toString("hex") },
    { port },
  ).catch((e: unknown) => {
    fs.writeFileSync(failureFile, e instanceof Error ? e.message : String(e));
    return undefined;
  });

  return async () => {
    await (await starting)?.stop();
    await redis.stop();
    await stopDb();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
