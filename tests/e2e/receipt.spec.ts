// docs/issues/007.md in the browser: staff open the receipt of an order at 58 and 80 mm (axe on both, the
// paper switch, the print button), and the admin's printers page refuses a bad MAC with
// "Ongeldig mac adres", adds and removes a printer. With SCREENSHOTS=1 the receipts are written to
// docs/screenshots/receipt-58mm.png and receipt-80mm.png (always to test-results/screenshots).
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { staffLogin } from "./api";
import { withE2eDb } from "./db";
import { expectAccessible, hostUrl } from "./support";

const url = (p: string) => hostUrl("pizzaroma", p);

/** The demo order that shows the most: a half-and-half if there is one, then the most lines. */
async function richestOrder(): Promise<{ id: number; number: number }> {
  return withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: number; number: number }>(
      `SELECT o.id, o.number FROM orders o JOIN hosts h ON h.id = o.host_id
       WHERE h.perma = 'pizzaroma' AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)
       ORDER BY EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.includes2 IS NOT NULL) DESC,
                o.deliver DESC,
                (SELECT count(*) FROM order_items i WHERE i.order_id = o.id) DESC, o.id
       LIMIT 1`,
    );
    return rows[0];
  });
}

function save(name: string, shot: Buffer, docs = true) {
  const dirs = [path.join("test-results", "screenshots")];
  if (process.env.SCREENSHOTS && docs) dirs.push(path.join("docs", "screenshots"));
  for (const dir of dirs) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, name), shot);
  }
}

test("staff see the receipt at 58 and 80 mm, ready for the print dialog", async ({ page }, info) => {
  const order = await richestOrder();
  await staffLogin(page, "order@pizzaroma.nl");

  for (const paper of [
    { value: "thermal2", label: "58 mm", columns: 32 },
    { value: "thermal3", label: "80 mm", columns: 48 },
  ]) {
    await page.goto(url(`/bon/${String(order.id)}?paper=${paper.value}`));
    const receipt = page.getByRole("article", { name: `Bestelling #${String(order.number)}` });
    await expect(receipt).toBeVisible();
    await expect(receipt).toHaveAttribute("data-paper", paper.value);
    await expect(page.getByRole("link", { name: paper.label })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: "Afdrukken" })).toBeVisible();
    await expect(receipt.getByText(/^(Betaald|Niet betaald)$/)).toBeVisible();
    await expectAccessible(page);

    // as wide as the paper's characters, on screen
    const width = await receipt.evaluate((el) => el.getBoundingClientRect().width);
    const ch = await receipt.evaluate((el) => {
      const probe = document.createElement("span");
      probe.textContent = "0".repeat(10);
      el.appendChild(probe);
      const w = probe.getBoundingClientRect().width / 10;
      probe.remove();
      return w;
    });
    expect(Math.round(width / ch)).toBe(paper.columns + 2);

    // the print media shows the receipt only, at the paper's width
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Afdrukken" })).toBeHidden();
    const printed = await receipt.evaluate((el) => getComputedStyle(el).width);
    expect(parseFloat(printed) / (96 / 25.4)).toBeCloseTo(paper.value === "thermal2" ? 58 : 80, 0);
    await page.emulateMedia({ media: "screen" });

    await page.evaluate(() => document.fonts.ready);
    if (info.project.name === "desktop")
      save(`receipt-${paper.label.replace(" ", "")}.png`, await receipt.screenshot());
  }

  // the switch goes from one paper to the other
  await page.getByRole("link", { name: "58 mm" }).click();
  await expect(page.getByRole("article", { name: `Bestelling #${String(order.number)}` })).toHaveAttribute(
    "data-paper",
    "thermal2",
  );

  // money still to collect stands out
  const unpaid = await withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `SELECT o.id FROM orders o JOIN hosts h ON h.id = o.host_id
       WHERE h.perma = 'pizzaroma' AND NOT o.paid AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id) ORDER BY o.id LIMIT 1`,
    );
    return rows[0].id;
  });
  await page.goto(url(`/bon/${String(unpaid)}?paper=thermal2`));
  await expect(page.getByText("Niet betaald", { exact: true })).toBeVisible();
  await expectAccessible(page);
  if (info.project.name === "desktop")
    save("receipt-unpaid-58mm.png", await page.getByRole("article").screenshot(), false);
});

test("another restaurant's order is not found on this restaurant's receipt page", async ({ page }) => {
  const other = await withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      "SELECT o.id FROM orders o JOIN hosts h ON h.id = o.host_id WHERE h.perma = 'desnackbar' ORDER BY o.id LIMIT 1",
    );
    return rows[0].id;
  });
  await staffLogin(page, "order@pizzaroma.nl");
  const res = await page.goto(url(`/bon/${String(other)}`));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Deze pagina niet gevonden" })).toBeVisible();
});

// one MAC per project: the phone and desktop runs share the demo database
const MACS: Record<string, string> = { phone: "00:11:62:e2:e2:01", desktop: "00:11:62:e2:e2:02" };

test("the admin adds a printer: a bad MAC is refused, a good one listed and removed again", async ({ page }, info) => {
  const mac = MACS[info.project.name] ?? "00:11:62:e2:e2:03";
  const name = `E2E ${info.project.name}`;
  await staffLogin(page, "admin@pizzaroma.nl");
  await page.goto(url("/admin/settings"));
  await page.getByRole("link", { name: "Printers en bonnen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Printers van / })).toBeVisible();
  await expect(page.getByText("Keuken", { exact: true })).toBeVisible(); // the demo printer
  await expectAccessible(page);

  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "Printer toevoegen" }) });
  await form.getByLabel("Naam").fill(name);
  await form.getByLabel("MAC-adres").fill("00:11:62:zz");
  await form.getByLabel("58 mm").check();
  await form.getByRole("button", { name: "Toevoegen" }).click();
  await expect(form.getByRole("alert")).toHaveText("Ongeldig mac adres");
  await expect(form.getByLabel("MAC-adres")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await form.getByLabel("Naam").fill(name);
  await form.getByLabel("MAC-adres").fill(mac.toUpperCase());
  await form.getByLabel("58 mm").check();
  await form.getByRole("button", { name: "Toevoegen" }).click();
  await expect(form.getByRole("status")).toHaveText(`Printer ${name} is toegevoegd.`);
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText(mac);
  await expect(item).toContainText("Papier 58 mm");
  await expect(item).toContainText("nog nooit verbonden");
  await expectAccessible(page);
  if (info.project.name === "desktop") {
    const dir = path.join("test-results", "screenshots");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "printers-settings.png"), await page.screenshot({ fullPage: true }));
  }

  await item.getByRole("button", { name: `${name} verwijderen` }).click();
  await expect(page.getByRole("status").filter({ hasText: "De printer is verwijderd." })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
});

test("staff print a receipt again from its card on the board, and open it", async ({ page }) => {
  await staffLogin(page, "order@pizzaroma.nl");
  await page.goto(url("/orders?tab=archive&periode=all"));
  const card = page.getByRole("article").first();
  await expect(card).toBeVisible();
  const number = ((await card.getByRole("heading", { level: 2 }).textContent()) ?? "").replace(/\D/g, "");
  await card.getByRole("button", { name: `Bon van bestelling ${number} afdrukken` }).click();
  await expect(card.getByRole("status")).toHaveText("Bon naar de printer gestuurd.");
  await expectAccessible(page);
  await card.getByRole("link", { name: `Bon van bestelling ${number} bekijken` }).click();
  // exact: "Bestelling #1" must not also find "#14" on the board while the page changes (CI)
  await expect(page).toHaveURL(/\/bon\//);
  await expect(page.getByRole("article", { name: `Bestelling #${number}`, exact: true })).toBeVisible();
});
