// Statements prepared once per connection (decision 105): a statement with bindings goes to
// PostgreSQL under a name taken from its text, so the connection parses it once; one without
// bindings, or whose column list a migration could widen (`*`), goes unnamed as before.
import { describe, expect, it } from "vitest";
import { getDb, statementName } from "~/db.server";
import { createHost, createUser } from "../../db/factory";

async function preparedOn(run: (trx: ReturnType<typeof getDb>) => Promise<unknown>): Promise<string[]> {
  // one transaction is one connection: pg_prepared_statements is that connection's own list
  return getDb().transaction(async (trx) => {
    await run(trx);
    await run(trx);
    const rows = await trx.raw<{ rows: { statement: string }[] }>(
      "select statement from pg_prepared_statements order by prepare_time",
    );
    return rows.rows.map((r) => r.statement.replace(/\s+/g, " "));
  });
}

describe("prepared statements", () => {
  it("prepares a statement with bindings once on its connection, and answers as before", async () => {
    const user = await createUser(getDb(), { name: "Prepared Klant" });
    const answers: unknown[] = [];
    const statements = await preparedOn(async (trx) => {
      answers.push(await trx("users").where({ id: user.id }).first("name"));
    });
    expect(answers).toEqual([{ name: "Prepared Klant" }, { name: "Prepared Klant" }]);
    expect(statements.filter((s) => s === 'select "name" from "users" where "id" = $1 limit $2')).toHaveLength(1);
  });

  it("leaves a statement without bindings, and a `*` column list, unnamed", async () => {
    const host = await createHost(getDb());
    const statements = await preparedOn(async (trx) => {
      await trx("hosts").where({ id: host.id }).first();
      await trx("hosts").count("* as n").where({ id: host.id });
      await trx.raw("select 1 as one");
    });
    expect(statements.some((s) => s.startsWith("select * from"))).toBe(false);
    expect(statements.some((s) => s.includes("select 1"))).toBe(false);
    expect(statements).toContain('select count(*) as "n" from "hosts" where "id" = $1');
  });

  it("names a text the same every time, another text otherwise", () => {
    const a = statementName('select "id" from "orders" where "id" = $1', 1);
    expect(a).toMatch(/^s[0-9a-f]{40}$/);
    expect(statementName('select "id" from "orders" where "id" = $1', 1)).toBe(a);
    expect(statementName('select "id" from "orders" where "number" = $1', 1)).not.toBe(a);
    expect(statementName("BEGIN;", 0)).toBeNull();
    expect(statementName('select "o".* from "orders" as "o" where "o"."id" = $1', 1)).toBeNull();
    expect(statementName('insert into "t" ("a") values ($1) returning *', 1)).toBeNull();
    expect(statementName('select count(*) from "orders" where "host_id" = $1', 1)).toMatch(/^s/);
  });
});
