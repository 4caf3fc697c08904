// docs/issues/006.md point 3 in the browser: staff (the demo's Bediening, password login) open an order on
// the board, add a product through the customers' own product dialog, and the card's amount
// follows the server's recalculation. axe runs with the picker, the dialog and the board.
import { customerLogin, pickupTotal, post } from "./api";
import { expect, test, type Page } from "./fixtures";
import { openAllWeek, withE2eDb } from "./db";
import { expectAccessible, hostUrl, staffLoginUi } from "./support";

const url = (path: string) => hostUrl("pizzaroma", path);
const PHONES: Record<string, string> = { phone: "0698762001", desktop: "0698762002" };

test.describe.configure({ timeout: 90_000 });

let product = { id: 0, name: "" };
test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
  product = await withE2eDb(async (db) => {
    // a product without choices: the dialog can add it at once, so the test is about the board
    const { rows } = await db.query<{ id: number; name: string }>(
      `SELECT p.id, p.name FROM products p JOIN hosts h ON h.id = p.host_id
       WHERE h.perma = 'pizzaroma' AND p.active AND p.volumes = '[]' AND p.variations = '[]' AND p.tab <> 'extra'
         AND p.default_includes = '[]'
         AND NOT EXISTS (SELECT 1 FROM include_groups g WHERE g.product_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    return rows[0];
  });
});

/** A customer's pickup order, placed through the real API, as board.spec.ts does. */
async function customerOrder(page: Page, phone: string): Promise<{ id: number; number: number }> {
  await customerLogin(page, phone);
  expect((await post(page, "/api/cart", { intent: "add", productId: product.id, quantity: 1 })).status).toBe(200);
  const confirmedTotal = await pickupTotal(page);
  const res = await post(page, "/api/order/place", {
    deliver: false,
    address: { name: "Eva Bewerk", phone, street: "", number: "", zipcode: "", city: "" },
    time: "asap",
    payment: "cash",
    idempotencyKey: crypto.randomUUID(),
    confirmedTotal,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.order as { id: number; number: number };
}

const amountOf = (id: number) =>
  withE2eDb(
    async (db) => (await db.query<{ amount: number }>("SELECT amount FROM orders WHERE id = $1", [id])).rows[0].amount,
  );

test("staff add a product to an order through the product dialog and the amount follows", async ({
  page,
  anotherPerson,
}, testInfo) => {
  const order = await customerOrder(await anotherPerson(), PHONES[testInfo.project.name] ?? "0698762003");
  const before = await amountOf(order.id);

  await staffLoginUi(page, "pizzaroma", "order@pizzaroma.nl", /\/orders/);
  await page.goto(url("/orders?tab=new"));
  await expect(page.locator('[data-live="1"]')).toBeAttached({ timeout: 15_000 });

  const card = page
    .getByRole("article", { name: `Bestelling #${order.number}`, exact: true })
    .filter({ hasText: "Eva Bewerk" });
  const euro = (cents: number) =>
    new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" }).format(cents / 100);
  await expect(card.getByText(euro(before), { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Product toevoegen" }).click();

  const picker = page.getByRole("dialog", { name: `Product toevoegen aan #${order.number}` });
  await expect(
    picker.getByRole("button", { name: new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).first(),
  ).toBeVisible();
  await expectAccessible(page);
  await picker.getByLabel("Zoeken").fill(product.name);
  await picker
    .getByRole("button", { name: new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
    .first()
    .click();

  const dialog = page.getByRole("dialog", { name: product.name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Eén meer" }).click();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: /^Toevoegen/ }).click();
  await expect(dialog).toBeHidden();

  // the server priced two more from the database; the board reloads on its own event
  await expect.poll(() => amountOf(order.id)).toBeGreaterThan(before);
  const after = await amountOf(order.id);
  await expect(card.getByText(euro(after), { exact: true })).toBeVisible();
  await expect(card.getByText(euro(before), { exact: true })).toBeHidden();
  await expect(card.getByRole("listitem").filter({ hasText: /^2×/ })).toBeVisible();
  await expectAccessible(page);
});

// decision 101: the card's forms and its confirm dialog load at the first tap, not with the board
test("a card's parts behind a tap: the note is saved, the message form opens, the delete confirm gives the focus back", async ({
  page,
  anotherPerson,
}) => {
  const order = await customerOrder(await anotherPerson(), "0698762005");
  await staffLoginUi(page, "pizzaroma", "order@pizzaroma.nl", /\/orders/);
  await page.goto(url("/orders?tab=new"));
  await expect(page.locator('[data-live="1"]')).toBeAttached({ timeout: 15_000 });
  const card = page
    .getByRole("article", { name: `Bestelling #${order.number}`, exact: true })
    .filter({ hasText: "Eva Bewerk" });

  await card.getByText("Opmerking bij bestelling").click();
  await card.getByLabel("Opmerking (leeg = geen)").fill("Graag zonder ui");
  await card.getByRole("button", { name: "Opmerking opslaan" }).click();
  await expect(card.getByText("Graag zonder ui", { exact: true })).toBeVisible();

  await card.getByText("Bericht aan klant").click();
  await expect(card.getByLabel("Bericht (tenminste 20 tekens)")).toBeVisible();

  const remove = card.getByRole("button", { name: "Verwijderen" });
  await remove.click();
  const confirm = page.getByRole("dialog", { name: "Waarschuwing" });
  await expect(confirm.getByText(`Bestelling ${order.number} verwijderen?`)).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Annuleren" }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(card).toBeVisible();
});
