// Test setup straight in the e2e server's database (embedded: its port is in postmaster.pid), for
// facts a browser cannot arrange, such as "the restaurant is open right now".
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

function connection(): pg.ClientConfig {
  // the two-instance run (playwright.two.config.ts) shares Debian's PostgreSQL
  if (process.env.E2E_DATABASE_URL) return { connectionString: process.env.E2E_DATABASE_URL };
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: playwright.config.ts chooses it");
  const lines = fs.readFileSync(path.join(dir, "pg", "postmaster.pid"), "utf8").split("\n");
  return { host: "127.0.0.1", port: Number(lines[3]), user: "postgres", password: "postgres", database: "bestelinfo" };
}

export async function withE2eDb<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(connection());
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Open all day, every day: ordering ASAP must not depend on the hour the suite runs. */
export function openAllWeek(perma: string) {
  return withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: number }>("SELECT id FROM hosts WHERE perma = $1", [perma]);
    const hostId = rows[0].id;
    // every spec's beforeAll does this, in parallel workers: one at a time, all or nothing
    await db.query("BEGIN");
    try {
      await db.query("SELECT pg_advisory_xact_lock($1)", [hostId]);
      await db.query("DELETE FROM opening_hours WHERE host_id = $1", [hostId]);
      await db.query(
        "INSERT INTO opening_hours (host_id, weekday, opens, closes) SELECT $1, d, '00:00', '24:00' FROM generate_series(1, 7) AS d",
        [hostId],
      );
      await db.query("COMMIT");
    } catch (err) {
      await db.query("ROLLBACK");
      throw err;
    }
  });
}

/**
 * An order row for `perma`, straight into the database (no event is published), numbered from the
 * restaurant's own counter as the app numbers orders, so it never takes a number a real order gets.
 * `due` and `createdAt` are SQL intervals from now ("-5 minutes", "30 minutes").
 */
export function insertOrderRow(perma: string, o: { status: string; due: string; createdAgo?: string; name: string; amount: number }): Promise<number> {
  return withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `WITH h AS (SELECT id FROM hosts WHERE perma = $1),
            d AS (SELECT (now() AT TIME ZONE 'Europe/Amsterdam')::date AS day),
            n AS (INSERT INTO order_counters (host_id, day, last) SELECT h.id, d.day, 1 FROM h, d
                  ON CONFLICT (host_id, day) DO UPDATE SET last = order_counters.last + 1 RETURNING last)
       INSERT INTO orders (host_id, number, day, status, due, created_at, customer_name, payment_method, amount)
       SELECT h.id, n.last, d.day, $2, now() + $3::interval, now() - $4::interval, $5, 'cash', $6 FROM h, d, n
       RETURNING id`,
      [perma, o.status, o.due, o.createdAgo ?? "0 minutes", o.name, o.amount],
    );
    return rows[0].id;
  });
}

/** The id of `perma`'s first product without sizes, variations or choices: the cart takes it as is. */
export function plainProductId(perma: string): Promise<number> {
  return withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN hosts h ON h.id = p.host_id
       WHERE h.perma = $1 AND p.volumes = '[]' AND p.variations = '[]' AND p.tab <> 'extra'
         AND NOT EXISTS (SELECT 1 FROM include_groups g WHERE g.product_id = p.id) ORDER BY p.id LIMIT 1`,
      [perma],
    );
    return rows[0].id;
  });
}
