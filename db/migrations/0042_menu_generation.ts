// The menu's generation, moved by the database itself (decision 097's status note): every write of
// what prices a cart line — a product, a choice group, a choice, the restaurant's hidden tabs — counts
// its restaurant's generation up in the same transaction, whoever writes it (the editor, an import, a
// sold-out switch, a test or a hand in psql). The cart's price table (services/price-table.server.ts)
// compares it on every use, so it never trusts a writer to announce a change. Plumbing: one row per
// restaurant, nothing a screen lists.
import type { Knex } from "knex";

const PRICED = ["products", "include_groups", "include_items"];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("menu_generations", (t) => {
    t.integer("host_id").primary().references("id").inTable("hosts").onDelete("CASCADE");
    t.bigInteger("generation").notNullable();
  });
  // the row lock of the upsert orders concurrent writers: each adds one to the committed value. A
  // restaurant being deleted takes its menu along (cascade): its generation goes too, not written again
  await knex.raw(`
    create function menu_generation_up(host integer) returns void language sql as $$
      insert into menu_generations (host_id, generation)
      select host, 1 where exists (select 1 from hosts where id = host)
      on conflict (host_id) do update set generation = menu_generations.generation + 1
    $$`);
  await knex.raw(`
    create function menu_generation_row() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'DELETE' then
        perform menu_generation_up(OLD.host_id);
      else
        perform menu_generation_up(NEW.host_id);
      end if;
      return null;
    end $$`);
  await knex.raw(`
    create function menu_generation_host() returns trigger language plpgsql as $$
    begin
      perform menu_generation_up(NEW.id);
      return null;
    end $$`);
  for (const table of PRICED) {
    await knex.raw(
      `create trigger ${table}_menu_generation after insert or update or delete on ${table}
       for each row execute function menu_generation_row()`,
    );
  }
  // the hidden tabs decide what can be ordered (products' "inHiddenTab")
  await knex.raw(`
    create trigger hosts_menu_generation after update of settings on hosts
    for each row when (old.settings is distinct from new.settings) execute function menu_generation_host()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("drop trigger if exists hosts_menu_generation on hosts");
  for (const table of PRICED) await knex.raw(`drop trigger if exists ${table}_menu_generation on ${table}`);
  await knex.raw("drop function if exists menu_generation_host()");
  await knex.raw("drop function if exists menu_generation_row()");
  await knex.raw("drop function if exists menu_generation_up(integer)");
  await knex.schema.dropTableIfExists("menu_generations");
}
