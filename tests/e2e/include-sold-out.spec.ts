// docs/issues/015.md §4 in the browser (phone and desktop projects; the board also on a 1024×768 tablet), axe on
// every page: Pizzeria Roma's cook opens "Uitverkocht" from the board, finds the Margherita and sells
// out one of its toppings; the customer's dialog shows that topping greyed with "Uitverkocht" and it
// cannot be chosen; then "Weer beschikbaar" and the customer can choose it again. The demo data is
// shared with the other specs: the topping is made available again at the end, whatever happens.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { openAllWeek, withE2eDb } from "./db";
import { expectAccessible, hostUrl, staffLoginUi } from "./support";

// one topping per project: the phone and desktop runs share the restaurant and run side by side
const TOPPINGS: Record<string, string> = { phone: "Ham", desktop: "Salami" };
const TABLET = { width: 1024, height: 768 };

async function shot(page: Page, name: string) {
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.png`), await page.screenshot());
}

async function restore(topping: string) {
  await withE2eDb((db) =>
    db.query(
      `UPDATE include_items i SET sold_out_until = NULL FROM hosts h
        WHERE h.id = i.host_id AND h.perma = 'pizzaroma' AND i.name = $1`,
      [topping],
    ),
  );
}

test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
});

test("the cook sells out a topping of the Margherita from the board; the customer cannot choose it, then can again", async ({
  page,
  anotherPerson,
}, testInfo) => {
  const project = testInfo.project.name;
  const topping = TOPPINGS[project] ?? "Champignons";
  try {
    await staffLoginUi(page, "pizzaroma", "cook@pizzaroma.nl", /\/orders/);
    if (project === "desktop") await page.setViewportSize(TABLET);

    await page.getByRole("link", { name: "Uitverkocht", exact: true }).click();
    await expect(page).toHaveURL(/\/orders\/uitverkocht$/);
    await page.getByLabel("Zoek product of keuze").fill("Margherita");
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL(/q=Margherita/);
    const margherita = page.getByRole("list", { name: "Margherita", exact: true });
    await margherita
      .getByRole("button", { name: `${topping} (Toppings, Margherita) uitverkocht tot middernacht` })
      .click();
    const row = margherita.getByRole("listitem").filter({ hasText: new RegExp(`^${topping}`) });
    await expect(row.getByText("Uitverkocht tot morgen")).toBeVisible();
    await expect(
      margherita.getByRole("button", { name: `${topping} (Toppings, Margherita) weer beschikbaar` }),
    ).toBeVisible();
    await expectAccessible(page);
    await row.scrollIntoViewIfNeeded();
    await shot(page, `sold-out-board-${project === "desktop" ? "tablet-1024x768" : "phone-390x844"}`);

    // the customer, in another browser: the topping greyed, "Uitverkocht", not to be chosen
    const shop = await anotherPerson();
    if (project === "desktop") await shop.setViewportSize(TABLET);
    await shop.goto(hostUrl("pizzaroma"));
    await shop.getByRole("button", { name: "Toevoegen: Margherita", exact: true }).first().click();
    const dialog = shop.getByRole("dialog", { name: "Margherita" });
    await dialog.getByRole("button", { name: /^Medium 25 cm/ }).click();
    const chip = dialog.getByRole("button", { name: new RegExp(`^${topping}.*Uitverkocht`) });
    await expect(chip).toBeDisabled();
    await expect(chip).toHaveAttribute("aria-pressed", "false");
    await chip.scrollIntoViewIfNeeded();
    await expectAccessible(shop);
    await shot(shop, `sold-out-choice-${project === "desktop" ? "tablet-1024x768" : "phone-390x844"}`);
    await dialog.getByRole("button", { name: "Sluiten" }).first().click();

    // "Weer beschikbaar": the customer can choose it again at once
    await margherita.getByRole("button", { name: `${topping} (Toppings, Margherita) weer beschikbaar` }).click();
    await expect(
      margherita.getByRole("button", { name: `${topping} (Toppings, Margherita) uitverkocht tot middernacht` }),
    ).toBeVisible();
    await shop.reload();
    await shop.getByRole("button", { name: "Toevoegen: Margherita", exact: true }).first().click();
    await dialog.getByRole("button", { name: /^Medium 25 cm/ }).click();
    const again = dialog.getByRole("button", { name: new RegExp(`^${topping}`) });
    await expect(again).toBeEnabled();
    await again.click();
    await expect(again).toHaveAttribute("aria-pressed", "true");
  } finally {
    await restore(topping);
  }
});
