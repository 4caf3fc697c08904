// The demo platform as a knex seed (also usable with the knex CLI). The app and `npm run db:seed`
// go through db/migrate.ts (seedIfEmpty / resetDatabase), which calls the same factory.
import type { Knex } from "knex";
import { createDemoPlatform } from "../demo-platform";

export async function seed(knex: Knex): Promise<void> {
  await knex.transaction((trx) => createDemoPlatform(trx));
}
