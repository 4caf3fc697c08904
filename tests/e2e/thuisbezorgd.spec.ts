// docs/issues/018.md end to end: staff press "Stuur een testbestelling via Thuisbezorgd", the built-in
// marketplace signs and sends an order to the demo restaurant's webhook, the open board shows it live
// with the 🛵 badge; accepting it prints it (auto-print). Screenshots of the board with the card.
import { expect, test } from "./fixtures";
import { staffLogin } from "./api";
import { withE2eDb } from "./db";
import { expectAccessible, hostUrl } from "./support";

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

test("a simulated Thuisbezorgd order appears on the open board, is accepted and printed", async ({ page }) => {
  // the owner's tablet (1024×768); the board with the card is also photographed on a phone (390×844).
  // The desktop project runs it (decision 094).
  await page.setViewportSize(TABLET);
  await staffLogin(page, "admin@pizzaroma.nl", "pizzaroma");
  await page.goto(hostUrl("pizzaroma", "/orders"));
  await expect(page.locator('[data-live="1"]')).toBeAttached({ timeout: 15_000 });
  const before = await withE2eDb(
    async (db) =>
      (
        await db.query(
          "SELECT coalesce(max(o.id), 0) AS id FROM orders o JOIN hosts h ON h.id = o.host_id WHERE h.perma = 'pizzaroma'",
        )
      ).rows[0].id as number,
  );

  await page.getByRole("button", { name: "Stuur een testbestelling via Thuisbezorgd" }).click();
  // thuisbezorgd-import.spec (the other worker, same restaurant) adds archived Thuisbezorgd orders
  // meanwhile: the simulated order is the first one that is not archived (if it wrongly arrived
  // archived, the poll below times out)
  const newest = () =>
    withE2eDb(
      async (db) =>
        (
          await db.query(
            "SELECT o.id, o.number, o.status FROM orders o JOIN hosts h ON h.id = o.host_id WHERE h.perma = 'pizzaroma' AND o.source = 'thuisbezorgd' AND o.status <> 'archive' AND o.id > $1 ORDER BY o.id",
            [before],
          )
        ).rows[0] as { id: number; number: number; status: string } | undefined,
    );
  await expect.poll(newest, { timeout: 15_000 }).toBeTruthy();
  const order = (await newest())!;
  expect(order.status).toBe("new");
  const card = page.getByRole("article", { name: `Bestelling #${order.number}`, exact: true });
  await expect(card).toBeVisible({ timeout: 5000 });
  await expect(card.getByRole("img", { name: "Thuisbezorgd" })).toBeVisible();
  // JET's third_party_order_reference, the number the customer quotes (decision 064)
  await expect(card).toContainText(/Thuisbezorgd-nummer: 2\d{7}/);
  await expectAccessible(page);
  for (const [label, size] of [
    ["phone", PHONE],
    ["desktop", TABLET],
  ] as const) {
    await page.setViewportSize(size);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/thuisbezorgd-board-${label}.png`, fullPage: false });
  }

  await card.getByRole("button", { name: "Accepteren" }).click();
  await expect(card).toBeHidden({ timeout: 5000 });
  const jobs = await withE2eDb(async (db) =>
    Number((await db.query("SELECT count(*) AS n FROM print_jobs WHERE order_id = $1", [order.id])).rows[0].n),
  );
  expect(jobs).toBeGreaterThan(0);
  // the marketplace got exactly one sent-to-pos-success for it
  const acks = await withE2eDb(
    async (db) => (await db.query("SELECT ack FROM marketplace_orders WHERE order_id = $1", [order.id])).rows,
  );
  expect(acks).toEqual([{ ack: "success" }]);
});

test("the link settings page, on a tablet", async ({ page }) => {
  await page.setViewportSize(TABLET);
  await staffLogin(page, "admin@pizzaroma.nl", "pizzaroma");
  await page.goto(hostUrl("pizzaroma", "/admin/settings/thuisbezorgd"));
  await expect(page.getByRole("heading", { name: /Thuisbezorgd/ }).first()).toBeVisible();
  // every address JET needs, each with its copy button (decision 064)
  for (const label of ["Nieuwe bestelling", "Annulering", "Status bezorger", "Restaurant offline", "Naar de tablet"])
    await expect(page.getByRole("button", { name: new RegExp(`^Kopieer: ${label}`) })).toBeVisible();
  await expect(page.getByLabel(/^Annulering/)).toHaveValue(/\/api\/thuisbezorgd\/hook\/cancel$/);
  // "Test de koppeling": a signed JET-shaped order through the restaurant's own webhook
  await page.getByRole("button", { name: "Test de koppeling" }).click();
  await expect(page.getByText(/^De koppeling werkt: een testbestelling zoals Thuisbezorgd die stuurt/)).toBeVisible({
    timeout: 15_000,
  });
  await expectAccessible(page);
  await page.screenshot({
    path: "test-results/screenshots/thuisbezorgd-settings-desktop.png",
    fullPage: true,
  });
});
