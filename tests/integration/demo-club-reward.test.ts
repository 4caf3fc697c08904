// docs/issues/033.md §15: the demo club promised "een gratis snack of drankje" with no reward filled in. The
// seed data names each demo restaurant's reward, in the words of its reward products, and migration
// 0035 gives a database seeded earlier the same words — only where the owner left it empty.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { DEMO_HOSTS } from "../../db/demo-data";
import { up } from "../../db/migrations/0035_demo_club_reward";
import { createHost } from "../../db/factory";

describe("the demo club's reward", () => {
  it("is filled in for every demo restaurant, naming its reward products", () => {
    for (const demo of DEMO_HOSTS) {
      expect(demo.clubReward).toMatch(/^een gratis /);
      for (const product of demo.rewards) expect(demo.clubReward.toLowerCase()).toContain(product.toLowerCase());
    }
  });

  it("migration 0035 fills an empty reward of a demo restaurant and leaves an owner's own words", async () => {
    // the seeded demo restaurants are shared by every test of the run: changed inside a transaction
    // that is rolled back, never deleted (other tests read their menus)
    const trx = await getDb().transaction();
    try {
      const demo = async (perma: string, name: string) =>
        (await trx("hosts").where({ perma }).first<{ id: number } | undefined>("id")) ??
        (await createHost(trx, { perma, name }));
      const roma = await demo("pizzaroma", "Pizzeria Roma");
      const snackbar = await demo("desnackbar", "Cafetaria De Snackbar");
      await trx("hosts").where({ id: roma.id }).update({ club_reward: null });
      await trx("hosts").where({ id: snackbar.id }).update({ club_reward: "een gratis bamischijf" });
      const other = await createHost(trx, { name: "Pizzeria Roma" });
      await up(trx);
      const reward = async (id: number) =>
        (await trx("hosts").where({ id }).first<{ club_reward: string | null }>("club_reward"))?.club_reward;
      expect(await reward(roma.id)).toBe("een gratis tiramisu of Coca-Cola");
      expect(await reward(snackbar.id)).toBe("een gratis bamischijf");
      expect(await reward(other.id)).toBeNull();
    } finally {
      await trx.rollback();
    }
  });
});
