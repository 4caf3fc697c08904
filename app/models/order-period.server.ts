// Which orders belong to a period, for every list that counts "Vandaag" the same way: the board,
// the to-do list, the feed and its totals.
import type { Knex } from "knex";
import type { Range } from "~/domain/periods";

/**
 * An order is in a period when it is due in it or was placed in it: an order placed at 23:50 for
 * 00:35 belongs on tonight's "Vandaag", and one scheduled yesterday for today on today's.
 * `table` qualifies the columns when the query joins another table with a created_at (hosts).
 */
export function inPeriod(q: Knex.QueryBuilder, { range, table }: { range: Range; table?: string }): Knex.QueryBuilder {
  if (!range.from && !range.to) return q;
  const column = (name: string) => (table ? `${table}.${name}` : name);
  const within = (name: string) => (w: Knex.QueryBuilder) => {
    if (range.from) w.where(column(name), ">=", range.from);
    if (range.to) w.where(column(name), "<", range.to);
  };
  return q.where((w) => w.where(within("due")).orWhere(within("created_at")));
}
