// "A concept is not an order yet" (docs/issues/013.md §4), said once: an iDEAL order whose payment never
// finished stays in status 'concept' and counts nowhere — no list, count or total of orders
// includes it. Raw SQL takes placedSql(alias); a knex query takes wherePlaced(query, alias).
// A test order from /admin/play (decision 048) is placed — the board and the order views show it —
// but it is not counted: money, statistics and customer figures take countedSql / whereCounted.
import type { Knex } from "knex";

const CONCEPT = "concept";

/** The SQL condition for placed orders: `${placedSql("o")}` → o.status <> 'concept'. */
export function placedSql(alias?: string): string {
  return `${alias ? `${alias}.` : ""}status <> '${CONCEPT}'`;
}

/** Only placed orders (no concepts) in a knex query on orders (aliased or not). */
export function wherePlaced<Q extends Knex.QueryBuilder>(query: Q, alias?: string): Q {
  return query.whereNot(alias ? `${alias}.status` : "status", CONCEPT) as Q;
}

/** Placed and not a test order (decision 048): every finance, statistics and customer figure. */
export function countedSql(alias?: string): string {
  return `${placedSql(alias)} and not ${alias ? `${alias}.` : ""}is_test`;
}
