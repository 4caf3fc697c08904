// Migrations and the demo seed, for server.ts (first start), db/cli.ts and the test setup.
// await migrateLatest(db); await seedIfEmpty(db);
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Knex } from "knex";
import { createDemoPlatform, type DemoPlatform } from "./demo-platform";

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

interface MigrationModule {
  up: (knex: Knex) => Promise<void>;
  down: (knex: Knex) => Promise<void>;
}

/**
 * The files of db/migrations, imported from here rather than by knex. knex's own loader
 * (`directory` + `loadExtensions`) calls Node's native import(), which cannot read .ts under
 * vitest; this import() goes through whichever loader runs this file (tsx, vite-node). Names
 * are the file names, exactly as knex's directory loader records them in knex_migrations.
 */
class TsMigrationSource implements Knex.MigrationSource<string> {
  async getMigrations(): Promise<string[]> {
    const files = await fs.readdir(MIGRATIONS_DIR);
    return files.filter((f) => /^\d{4}_[\w-]+\.ts$/.test(f)).sort();
  }

  getMigrationName(file: string): string {
    return file;
  }

  async getMigration(file: string): Promise<MigrationModule> {
    const mod = (await import(/* @vite-ignore */ path.join(MIGRATIONS_DIR, file))) as MigrationModule;
    return { up: mod.up, down: mod.down };
  }
}

export const migratorConfig: Knex.MigratorConfig = {
  migrationSource: new TsMigrationSource(),
  tableName: "knex_migrations",
};

/** Applies every pending migration; returns the names applied. */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(migratorConfig)) as [number, string[]];
  return applied;
}

/** Undoes every applied migration (all batches); returns the names undone. */
export async function rollbackAll(db: Knex): Promise<string[]> {
  const [, undone] = (await db.migrate.rollback(migratorConfig, true)) as [number, string[]];
  return undone;
}

/** Builds the demo platform in one transaction: all of it or nothing. */
export async function seedDemo(db: Knex): Promise<DemoPlatform> {
  return db.transaction((trx) => createDemoPlatform(trx));
}

// Any constant works; it only has to be the same for every instance that may seed at once.
const SEED_LOCK = 2_026_001;

/**
 * Seeds the demo only into a database without hosts; true when it seeded. Instances starting
 * together take an advisory lock, so exactly one of them seeds.
 */
export async function seedIfEmpty(db: Knex): Promise<boolean> {
  return db.transaction(async (trx) => {
    await trx.raw("SELECT pg_advisory_xact_lock(?)", [SEED_LOCK]);
    const row = await trx("hosts").count<{ count: number }[]>({ count: "*" }).first();
    if (Number(row?.count ?? 0) > 0) return false;
    await createDemoPlatform(trx);
    return true;
  });
}

/** Drops everything, migrates and seeds: a fresh demo database. */
export async function resetDatabase(db: Knex): Promise<DemoPlatform> {
  await rollbackAll(db);
  await migrateLatest(db);
  return seedDemo(db);
}
