// The knex instance. server.ts (or the test setup) calls initDb(url) once at boot; everything
// else calls getDb(). Models are the only callers: routes and components never import this file.
import crypto from "node:crypto";
import knexFactory, { type Knex } from "knex";
import PgDialect from "knex/lib/dialects/postgres/index.js";
import pg from "pg";
import { logger } from "~/infra/logger.server";
import { getSingleton, setSingleton } from "~/infra/singleton.server";

// COUNT(*) and SUM() come back as int8/numeric; our values always fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));
// A DATE column is a calendar day (Europe/Amsterdam), not an instant: keep it as 'YYYY-MM-DD'.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** Distinct statement texts given a name in this process; past it a statement goes unnamed, as before. */
const MAX_PREPARED = 300;
/** A `*` that expands to columns (`select *`, `o.*`, `returning *`), not `count(*)`. */
const EXPANDS_COLUMNS = /(?<![\w(])\*/;
const statementNames = new Map<string, string | null>();
let warnedFull = false;

/**
 * The name a statement is prepared under on each connection (decision 105), or null when it goes unnamed:
 * no bindings (pg sends those by the simple protocol: BEGIN, COMMIT, migrations), a column list that a
 * later migration could widen under a prepared plan ("cached plan must not change result type"), or
 * more distinct texts than MAX_PREPARED (each connection keeps every statement it prepared).
 * statementName('select "id" from "users" where "id" = $1', 1) → "s1f0c…" (the text's SHA-1).
 */
export function statementName(sql: string, bindings: number): string | null {
  if (bindings === 0) return null;
  let name = statementNames.get(sql);
  if (name !== undefined) return name;
  if (statementNames.size >= MAX_PREPARED) {
    if (!warnedFull)
      logger().warn({ max: MAX_PREPARED }, "more distinct SQL statements than are prepared: the rest go unnamed");
    warnedFull = true;
    return null;
  }
  name = EXPANDS_COLUMNS.test(sql) ? null : `s${crypto.hash("sha1", sql)}`;
  statementNames.set(sql, name);
  return name;
}

interface KnexQuery {
  sql: string;
  bindings?: readonly unknown[];
  options?: Record<string, unknown>;
}
type PgDialectClass = new (config: Knex.Config) => Knex.Client & {
  _query(connection: unknown, obj: KnexQuery): Promise<unknown>;
};

/**
 * knex's PostgreSQL client, with every statement that has bindings sent as a named prepared statement
 * (decision 105): PostgreSQL parses it once per connection and, once its plan proves generic, plans it
 * once too. Half of a small statement's server CPU was parsing and planning it again on every call.
 */
class PreparingPg extends (PgDialect as PgDialectClass) {
  override _query(connection: unknown, obj: KnexQuery): Promise<unknown> {
    const name = statementName(obj.sql, obj.bindings?.length ?? 0);
    if (name) obj.options = { ...obj.options, name };
    return super._query(connection, obj);
  }
}

export function createDb(url: string, poolMax = 10): Knex {
  return knexFactory({
    client: PreparingPg as unknown as typeof Knex.Client,
    connection: url,
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10_000,
  });
}

export function initDb(url: string, poolMax = 10): Knex {
  const existing = getSingleton<Knex>("db");
  if (existing) return existing;
  return setSingleton("db", createDb(url, poolMax));
}

export function getDb(): Knex {
  const db = getSingleton<Knex>("db");
  if (!db) throw new Error("Database not initialised: call initDb(url) at boot.");
  return db;
}

/** The pool's numbers for /metrics: connections in use, idle, and queries waiting for one. */
export function poolStats(): { used: number; free: number; pending: number } {
  const pool = (
    getSingleton<Knex>("db")?.client as
      { pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number } } | undefined
  )?.pool;
  return { used: pool?.numUsed() ?? 0, free: pool?.numFree() ?? 0, pending: pool?.numPendingAcquires() ?? 0 };
}

export async function closeDb(): Promise<void> {
  const db = getSingleton<Knex>("db");
  if (db) {
    setSingleton("db", undefined);
    await db.destroy();
  }
}

/**
 * A select list that answers camelCase keys from snake_case columns, so models declare a row's
 * shape once instead of copying it field by field (decision 011).
 * db("orders as o").select(columns({ id: "o.id", hostId: "o.host_id" })) → [{ id, hostId }]
 */
export function columns<K extends string>(map: Record<K, string>): string[] {
  return Object.entries<string>(map).map(([alias, column]) => `${column} as ${alias}`);
}

/** The one spelling rule between a column and its field: `delivery_fee` → `deliveryFee`. */
export function camelCase(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * columns() for a list whose fields are the columns' camelCase names (decision 011):
 * camelColumns(["id", "host_id"], "o") → ["o.id as id", "o.host_id as hostId"].
 */
export function camelColumns(list: readonly string[], table?: string): string[] {
  return list.map((c) => `${table ? `${table}.` : ""}${c} as ${camelCase(c)}`);
}

/**
 * camelColumns' inverse for writing (decision 011): the given columns, each from its camelCase field,
 * and nothing else. snakeRow({ pickupOnly: true, id: 4 }, ["pickup_only"]) → { pickup_only: true }.
 */
export function snakeRow(fields: object, list: readonly string[]): Record<string, unknown> {
  const values = fields as Readonly<Record<string, unknown>>;
  return Object.fromEntries(list.map((c) => [c, values[camelCase(c)]]));
}

// At most this many answers hold several connections at once (inOneSnapshot): one waiting for its
// second connection while every other connection is held by the same kind of wait would never end.
const SNAPSHOT_SLOTS = 2;
let snapshotsRunning = 0;
const snapshotQueue: Array<() => void> = [];

async function snapshotSlot(): Promise<() => void> {
  if (snapshotsRunning >= SNAPSHOT_SLOTS) await new Promise<void>((resolve) => snapshotQueue.push(resolve));
  else snapshotsRunning++;
  // the slot passes straight to the next waiter, or is given back
  return () => {
    const next = snapshotQueue.shift();
    if (next) next();
    else snapshotsRunning--;
  };
}

/**
 * `n` read-only transactions on `n` connections that all see one snapshot (the first exports it,
 * the others import it): the statements of one answer run side by side on the database's cores and
 * still agree with each other to the cent (decision 046). Commits them all after `fn`.
 * await inOneSnapshot(db, 2, ([a, b]) => Promise.all([a.raw(q1), b.raw(q2)]))
 */
export async function inOneSnapshot<T>(db: Knex, n: number, fn: (trxs: Knex.Transaction[]) => Promise<T>): Promise<T> {
  const release = await snapshotSlot();
  const trxs: Knex.Transaction[] = [];
  const open = () => db.transaction(undefined, { isolationLevel: "repeatable read", readOnly: true });
  try {
    const first = await open();
    trxs.push(first);
    const exported = (await first.raw("select pg_export_snapshot() as id")).rows[0] as { id: string };
    // an id PostgreSQL made ("00000004-0000002A-1"); SET takes no bind parameters
    if (!/^[0-9A-F-]+$/i.test(exported.id)) throw new Error(`unexpected snapshot id ${exported.id}`);
    for (let i = 1; i < n; i++) {
      const trx = await open();
      trxs.push(trx);
      await trx.raw(`set transaction snapshot '${exported.id}'`);
    }
    const out = await fn(trxs);
    await Promise.all(trxs.map((t) => t.commit()));
    return out;
  } catch (err) {
    await Promise.all(trxs.map((t) => (t.isCompleted() ? null : t.rollback().catch(() => null))));
    throw err;
  } finally {
    release();
  }
}
