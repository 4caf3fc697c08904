// docs/issues/015.md §6 in the browser, phone and desktop, axe on every page: the owner raises the prices of
// her pizzas by 5 %, sees old → new, saves, and a customer's menu shows the new price at once; she
// copies "Kaas" from the Margherita onto another pizza and the customer can choose cheese there.
// An import of a changed export shows its differences and applies them, then the original export goes
// back in. Screenshots (tablet 1024×768, phone 390×844) in test-results/screenshots. Each project
// works on pizzas of its own tab, removed afterwards, and imports into a restaurant of its own (an
// import is the whole menu: the other project's pizzas would count as removed), restored afterwards.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { staffLogin } from "./api";
import { openAllWeek, withE2eDb } from "./db";
import { expectAccessible, hostUrl, staffLoginUi } from "./support";

test.describe.configure({ mode: "serial" });

const tabOf = (project: string) => `Pizza e2e ${project}`;
const names = (project: string) => ({ salami: `Salami (${project})`, tonno: `Tonno (${project})` });

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the pattern; none needed
test.beforeAll(async ({}, testInfo) => {
  await openAllWeek("pizzaroma");
  const tab = tabOf(testInfo.project.name);
  const { salami, tonno } = names(testInfo.project.name);
  await withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: number }>("SELECT id FROM hosts WHERE perma = 'pizzaroma'");
    const hostId = rows[0].id;
    await db.query("DELETE FROM products WHERE host_id = $1 AND tab = $2", [hostId, tab]);
    await db.query(
      `INSERT INTO products (host_id, name, tab, group_name, type, price, volumes, sort_order) VALUES
       ($1, $3, $2, 'Pizza''s', 'pizza', 899, '[{"name":"Medium 25 cm","price":null},{"name":"Groot 30 cm","price":1199}]', 900),
       ($1, $4, $2, 'Pizza''s', 'pizza', 1000, '[]', 901)`,
      [hostId, tab, salami, tonno],
    );
  });
});

// eslint-disable-next-line no-empty-pattern -- as above
test.afterAll(async ({}, testInfo) => {
  await withE2eDb((db) =>
    db.query("DELETE FROM products WHERE tab = $1 AND host_id = (SELECT id FROM hosts WHERE perma = 'pizzaroma')", [
      tabOf(testInfo.project.name),
    ]),
  );
});

async function shoot(
  page: Page,
  name: string,
  sizes: Array<[string, { width: number; height: number }]>,
  focus?: () => Promise<void>,
) {
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  const before = page.viewportSize();
  for (const [label, size] of sizes) {
    await page.setViewportSize(size);
    if (focus) await focus();
    fs.writeFileSync(path.join(dir, `menu-bulk-${name}-${label}.png`), await page.screenshot());
  }
  if (before) await page.setViewportSize(before);
}
const TABLET_AND_PHONE: Array<[string, { width: number; height: number }]> = [
  ["tablet-1024x768", { width: 1024, height: 768 }],
  ["phone-390x844", { width: 390, height: 844 }],
];

test("the owner raises her pizzas by 5 % and copies Kaas from the Margherita; the customer sees both at once", async ({
  page,
  anotherPerson,
}, testInfo) => {
  const project = testInfo.project.name;
  const { salami, tonno } = names(project);
  const screenshots = project === "phone";
  await staffLogin(page, "admin@pizzaroma.nl", "pizzaroma");
  await page.goto(hostUrl("pizzaroma", "/admin/products"));
  const tools = page.getByRole("navigation", { name: "Het hele menu" });
  for (const label of ["Prijzen aanpassen", "Keuzegroep kopiëren", "Exporteren", "Importeren"])
    await expect(tools.getByRole("link", { name: label })).toBeVisible();
  await expectAccessible(page);
  if (screenshots) await shoot(page, "list", TABLET_AND_PHONE);

  // Prijzen aanpassen: her own pizza tab, + 5 %, sizes too
  await tools.getByRole("link", { name: "Prijzen aanpassen" }).click();
  await expect(page.getByRole("heading", { name: "Prijzen aanpassen", level: 1 })).toBeVisible();
  await page.getByLabel("Welke producten").selectOption({ label: `Hele tab ${tabOf(project)} (2)` });
  await page.getByLabel("Hoeveel procent").fill("5");
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  const preview = page.getByRole("region", { name: "Voorbeeld: + 5 %" });
  await expect(preview.getByRole("status")).toHaveText("2 producten, 3 prijzen veranderen. Nog niets opgeslagen.");
  const salamiRows = preview.getByRole("row").filter({ hasText: "8,99" });
  await expect(salamiRows).toContainText("9,45");
  await expect(preview.getByRole("row").filter({ hasText: "Groot 30 cm" })).toContainText("12,60");
  await expect(preview.getByRole("row").filter({ hasText: tonno })).toContainText("10,50");
  await expectAccessible(page);
  if (screenshots) await shoot(page, "prices-preview", TABLET_AND_PHONE, () => preview.scrollIntoViewIfNeeded());
  await preview.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 producten hebben een nieuwe prijs." })).toBeVisible();
  await expectAccessible(page);

  // Keuzegroep kopiëren: Kaas of the Margherita onto her Tonno
  await page.goto(hostUrl("pizzaroma", "/admin/products/keuzegroep"));
  const source = page.getByLabel("Welke keuzegroep");
  await source.selectOption(
    (await source.locator("option", { hasText: /^Kaas van Margherita / }).getAttribute("value")) ?? "",
  );
  await page.getByRole("checkbox", { name: tonno, exact: true }).check();
  await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
  const summary = page.getByRole("region", { name: "Kaas van Margherita" });
  await expect(summary.getByRole("status")).toHaveText("1 product krijgt de groep. Nog niets opgeslagen.");
  await expectAccessible(page);
  if (screenshots) await shoot(page, "copy-group", TABLET_AND_PHONE, () => summary.scrollIntoViewIfNeeded());
  await summary.getByRole("button", { name: "Kopiëren" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Kaas staat nu bij 1 product extra." })).toBeVisible();

  // the customer, in another browser: the new price, and cheese on the Tonno
  const shop = await anotherPerson();
  await shop.goto(hostUrl("pizzaroma"));
  await shop.getByRole("button", { name: `Toevoegen: ${salami}`, exact: true }).click();
  const dialog = shop.getByRole("dialog", { name: salami });
  // a pizza with sizes: she picks one first (Medium has the product's own price)
  await dialog.getByRole("button", { name: /^Medium 25 cm/ }).click();
  await expect(dialog.getByRole("button", { name: /^Toevoegen/ })).toContainText("€ 9,45");
  await dialog.getByRole("button", { name: /^Groot 30 cm/ }).click();
  await expect(dialog.getByRole("button", { name: /^Toevoegen/ })).toContainText("€ 12,60");
  await dialog.getByRole("button", { name: "Sluiten" }).first().click();
  await shop.getByRole("button", { name: `Toevoegen: ${tonno}`, exact: true }).click();
  const tonnoDialog = shop.getByRole("dialog", { name: tonno });
  await expect(tonnoDialog.getByRole("button", { name: /^Extra mozzarella/ })).toBeVisible();
  await expect(tonnoDialog.getByRole("button", { name: /^Toevoegen/ })).toContainText("€ 10,50");
  await expectAccessible(shop);
});

// an import replaces the whole menu: each project its own restaurant, which no other spec changes
const IMPORT_INTO: Record<string, { perma: string; email: string }> = {
  phone: { perma: "nachtsnack", email: "admin@nachtsnack.nl" },
  desktop: { perma: "grillankara", email: "admin@grillankara.nl" },
};

test("an import shows its differences, applies them in one go, and the original goes back", async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const { perma, email } = IMPORT_INTO[project] ?? IMPORT_INTO.phone;
  await staffLoginUi(page, perma, email);
  // downloaded as the browser does (Node cannot resolve *.localhost; Chromium can)
  const download = await page.evaluate(async () => {
    const res = await fetch("/admin/products/export/producten.csv");
    return { status: res.status, bytes: Array.from(new Uint8Array(await res.arrayBuffer())) };
  });
  expect(download.status).toBe(200);
  const original = Buffer.from(download.bytes);
  const lines = original.toString("utf8").split("\r\n");
  // a plain row (no quoted cells) of a product no other spec orders; its price (column 7) + € 0,75
  const at = lines.findIndex((l, i) => i > 0 && l !== "" && !l.includes('"') && !l.includes(";Kapsalon;"));
  const cells = lines[at].split(";");
  const [name, before] = [cells[1], cells[6]];
  const cents = (euro: string) => Math.round(Number(euro.replace(",", ".")) * 100);
  cells[6] = ((cents(before) + 75) / 100).toFixed(2).replace(".", ",");
  const changed = [...lines.slice(0, at), cells.join(";"), ...lines.slice(at + 1)].join("\r\n");

  await page.goto(hostUrl(perma, "/admin/products/importeren"));
  await expect(page.getByRole("heading", { name: /importeren$/, level: 1 })).toBeVisible();
  await page
    .getByLabel("Producten (CSV)")
    .setInputFiles({ name: "producten.csv", mimeType: "text/csv", buffer: Buffer.from(changed, "utf8") });
  await page.getByRole("button", { name: "Verschillen bekijken" }).click();
  const diff = page.getByRole("region", { name: "Verschillen" });
  await expect(diff.getByRole("status")).toContainText("0 nieuw, 1 gewijzigd, 0 verwijderd");
  await expect(diff.getByRole("listitem").filter({ hasText: name })).toContainText("Prijs");
  await expectAccessible(page);
  if (project === "phone") await shoot(page, "import-diff", TABLET_AND_PHONE, () => diff.scrollIntoViewIfNeeded());

  await diff.getByRole("button", { name: "Importeren" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Geïmporteerd: 0 nieuw, 1 gewijzigd, 0 verwijderd." }),
  ).toBeVisible();
  const price = () =>
    withE2eDb(
      async (db) =>
        (
          await db.query<{ price: number }>(
            "SELECT p.price FROM products p JOIN hosts h ON h.id = p.host_id WHERE h.perma = $1 AND p.name = $2",
            [perma, name],
          )
        ).rows[0].price,
    );
  expect(await price()).toBe(cents(before) + 75);

  // the original file back in: its one difference is that price, and applying restores it
  await page
    .getByLabel("Producten (CSV)")
    .setInputFiles({ name: "producten.csv", mimeType: "text/csv", buffer: original });
  await page.getByRole("button", { name: "Verschillen bekijken" }).click();
  await expect(diff.getByRole("status")).toContainText("0 nieuw, 1 gewijzigd, 0 verwijderd");
  await diff.getByRole("button", { name: "Importeren" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Geïmporteerd: 0 nieuw, 1 gewijzigd, 0 verwijderd." }),
  ).toBeVisible();
  expect(await price()).toBe(cents(before));

  // a file with the wrong columns: a Dutch message, nothing changed
  await page
    .getByLabel("Producten (CSV)")
    .setInputFiles({ name: "lijst.csv", mimeType: "text/csv", buffer: Buffer.from("Naam,Prijs\nKroket,2.50\n") });
  await page.getByRole("button", { name: "Verschillen bekijken" }).click();
  await expect(page.getByRole("alert")).toContainText("Dit is geen productenbestand");
  expect(await price()).toBe(cents(before));
  await expectAccessible(page);
});
