// docs/issues/033.md §15: the demo restaurants' club had no reward filled in while their customers are
// promised "een gratis snack of drankje" for a full card. The seed fills it now (db/demo-data.ts);
// a database seeded before gets the same words here — only a demo restaurant (its perma and name)
// whose owner left the reward empty. Fixed texts: a migration never follows later changes to the seed.
import type { Knex } from "knex";

const DEMO_REWARDS: ReadonlyArray<{ perma: string; name: string; reward: string }> = [
  { perma: "pizzaroma", name: "Pizzeria Roma", reward: "een gratis tiramisu of Coca-Cola" },
  { perma: "desnackbar", name: "Cafetaria De Snackbar", reward: "een gratis frikandel, kroket of Coca-Cola" },
  { perma: "grillankara", name: "Grillroom Ankara", reward: "een gratis ayran, baklava of Coca-Cola" },
  { perma: "nachtsnack", name: "Nachtsnack 24/7", reward: "een gratis frikandel of Coca-Cola" },
];

export async function up(knex: Knex): Promise<void> {
  for (const d of DEMO_REWARDS) {
    await knex("hosts")
      .where({ perma: d.perma, name: d.name })
      .where((q) => q.whereNull("club_reward").orWhere("club_reward", ""))
      .update({ club_reward: d.reward });
  }
}

export async function down(): Promise<void> {
  // the words stay: an owner may have kept them, and nothing depends on their absence
}
