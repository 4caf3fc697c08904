// Integration tests run against a real PostgreSQL: the one in DATABASE_URL (Debian's, started by
// scripts/test-all.sh) or, without it, an embedded server in a temp folder. Migrated and seeded once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../../db/embedded";
import { migrateLatest, seedIfEmpty } from "../../db/migrate";
import { createDb } from "../../app/db.server";

export default async function setup() {
  let stop = async () => {};
  if (!process.env.DATABASE_URL) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bestelinfo-it-"));
    const pg = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), fast: true });
    process.env.DATABASE_URL = pg.url;
    stop = async () => {
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const db = createDb(process.env.DATABASE_URL);
  try {
    await migrateLatest(db);
    await seedIfEmpty(db);
  } finally {
    await db.destroy();
  }
  return stop;
}
