// The menu's generation also told to every worker (decision 102): the count of migration 0042 sends
// its new value on the channel bestelinfo_menu_generation ("<restaurant> <generation>") from the
// writer's own transaction, so it arrives when the write commits, never before. A worker that listens
// keeps the values it heard and reads none per request; one that does not listen, or lost its
// connection, reads the row as before (services/menu-generations.server.ts).
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function menu_generation_up(host integer) returns void language plpgsql as $$
    declare
      counted bigint;
    begin
      insert into menu_generations (host_id, generation)
      select host, 1 where exists (select 1 from hosts where id = host)
      on conflict (host_id) do update set generation = menu_generations.generation + 1
      returning generation into counted;
      if counted is not null then
        perform pg_notify('bestelinfo_menu_generation', host || ' ' || counted);
      end if;
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function menu_generation_up(host integer) returns void language sql as $$
      insert into menu_generations (host_id, generation)
      select host, 1 where exists (select 1 from hosts where id = host)
      on conflict (host_id) do update set generation = menu_generations.generation + 1
    $$`);
}
