// "Mijn Bestelinfo" on a restaurant's home: a demo customer with a full stamp card logs in through
// the dialog, sees the card and her past orders below the menu (decision 099), and "Opnieuw
// bestellen" fills the cart; at checkout the full card offers a free product.
import { expect, test } from "./fixtures";
import { withE2eDb } from "./db";
import { latestCodeFor } from "./sms";
import { expectAccessible, hostUrl } from "./support";

// Not Sanne: login.spec.ts uses 0612345601..603 and the code limits are per phone. One demo
// customer per project, each at a restaurant where the seed gave them orders.
const CUSTOMERS: Record<string, { phone: string; perma: string; product: string }> = {
  phone: { phone: "0612345607", perma: "pizzaroma", product: "Margherita" }, // Lotte
  desktop: { phone: "0612345606", perma: "grillankara", product: "Kapsalon" }, // Mehmet
};

/** Tops the customer's card at the restaurant up to exactly 10 (an 'adjust' row), or removes that row again. */
function fullCard(phone: string, perma: string, on: boolean) {
  return withE2eDb(async (db) => {
    const ids = await db.query<{ host_id: number; customer_id: number }>(
      "SELECT h.id AS host_id, u.id AS customer_id FROM hosts h, users u WHERE h.perma = $1 AND u.phone = $2",
      [perma, `+31${phone.slice(1)}`],
    );
    const { host_id: hostId, customer_id: customerId } = ids.rows[0];
    await db.query("DELETE FROM stamps WHERE host_id = $1 AND customer_id = $2 AND note = 'e2e'", [hostId, customerId]);
    if (!on) return;
    const sum = await db.query<{ total: string | null }>(
      "SELECT sum(delta) AS total FROM stamps WHERE host_id = $1 AND customer_id = $2",
      [hostId, customerId],
    );
    const missing = 10 - Number(sum.rows[0].total ?? 0);
    if (missing !== 0) {
      await db.query(
        "INSERT INTO stamps (host_id, customer_id, delta, reason, note) VALUES ($1, $2, $3, 'adjust', 'e2e')",
        [hostId, customerId, missing],
      );
    }
  });
}

test("a customer sees her stamp card and past orders, and orders one again", async ({ page }, testInfo) => {
  const who = CUSTOMERS[testInfo.project.name] ?? CUSTOMERS.phone;
  await fullCard(who.phone, who.perma, true);
  try {
    await page.goto(hostUrl(who.perma));
    await expect(page.getByRole("heading", { name: /Mijn Bestelinfo/ })).toHaveCount(0);

    await page.getByRole("button", { name: "Inloggen" }).click();
    const dialog = page.getByRole("dialog", { name: "Aanmelden" });
    const sentAfter = new Date();
    await dialog.getByLabel("Mobiel nummer").fill(who.phone.slice(2));
    const code = await latestCodeFor(who.phone, sentAfter);
    for (let i = 0; i < 4; i++)
      await dialog.getByLabel(`Teken ${i + 1} van 4`).pressSequentially(code[i].toLowerCase());
    await expect(dialog).toBeHidden();

    const panel = page.getByRole("region", { name: /Mijn Bestelinfo/ });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("list", { name: "10 van de 10 stempels" })).toBeVisible();
    await expect(panel.getByText("Je kaart is vol")).toBeVisible();
    const orders = panel.getByRole("region", { name: "Je laatste bestellingen" });
    // the date first, then the day's number (docs/issues/033.md §15: numbers restart daily)
    await expect(orders.getByText(/^\d{1,2} \w+ \d{4}$/).first()).toBeVisible();
    await expect(orders.getByText(/^Bestelling \d+ · /).first()).toBeVisible();
    // the menu is still there, first: they came to order
    await expect(page.getByRole("navigation", { name: "Menukaart" })).toBeVisible();
    await expectAccessible(page);

    await orders
      .getByRole("button", { name: /opnieuw bestellen$/ })
      .first()
      .click();
    const cart = page.getByRole("dialog", { name: "Mijn winkelwagen" });
    await expect(cart).toBeVisible();
    await expect(cart.getByText(who.product, { exact: true })).toBeVisible();
    await expectAccessible(page);

    await cart.getByRole("link", { name: "Bestellen" }).click();
    const offer = page.getByRole("region", { name: "Gratis met je volle stempelkaart" });
    await expect(offer).toBeVisible();
    await offer.getByRole("button").first().click();
    await expect(offer.getByText(/zit gratis in je bestelling/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Je bestelling" }).getByText(/Gratis/)).toBeVisible();
    await expectAccessible(page);
  } finally {
    await fullCard(who.phone, who.perma, false);
  }
});
