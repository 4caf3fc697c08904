// The order desk (/deliver) at a keyboard: a call-centre member of the Belcentrale takes a phone
// order for Pizzeria Roma for a known caller (address prefilled), finds products by typing and
// Enter, places it cash, then "Volgende beller": a new caller with a new address. Both orders are
// in the restaurant's database as phone orders on the callers' accounts.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "./fixtures";
import { post, staffLogin } from "./api";
import { openAllWeek, plainProductId, withE2eDb } from "./db";
import { expectAccessible, hostUrl } from "./support";

test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
});

// a new caller per project (the database lives for one run)
const NEW_CALLERS: Record<string, string> = { phone: "0698770001", desktop: "0698770002" };

async function shot(page: Page, info: TestInfo, name: string) {
  const file = `deliver-${name}-${info.project.name}.png`;
  const image = await page.screenshot({ fullPage: false });
  const dirs = [path.join("test-results", "screenshots")];
  if (process.env.SCREENSHOTS) dirs.push(path.join("docs", "screenshots"));
  for (const dir of dirs) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, file), image);
  }
}

/** Type a product's name in the focused search box and press Enter: the first match goes in the cart. */
async function addBySearch(page: Page, query: string, line: string) {
  const search = page.getByLabel(/^Zoek product/);
  await expect(search).toBeFocused();
  await page.keyboard.type(query);
  await expect(page.getByRole("list", { name: "Zoekresultaten" }).getByRole("button").first()).toContainText(line);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("complementary", { name: "Bestelling" }).getByText(line, { exact: true })).toBeVisible();
  await expect(search).toHaveValue("");
}

async function placeCash(page: Page): Promise<number> {
  await page.getByRole("radio", { name: "Contant" }).check();
  await page.getByRole("button", { name: "Bestelling plaatsen" }).click();
  const done = page.getByRole("heading", { name: /^Bestelling \d+ geplaatst$/ });
  await expect(done).toBeVisible();
  return Number((await done.textContent())?.match(/\d+/)?.[0]);
}

test("a call centre takes phone orders for a known and a new caller", async ({ page }, info) => {
  // two whole orders with an axe check at every step: longer than one checkout on a busy machine
  test.setTimeout(120_000);
  const newCaller = NEW_CALLERS[info.project.name] ?? "0698770003";
  await staffLogin(page, "callcenter@belcentrale.nl");
  await page.goto(hostUrl("pizzaroma", "/deliver"));
  await expect(page.getByRole("heading", { level: 1, name: "Bestellen" })).toBeVisible();
  await expect(page.getByText("Telefonische bestelling")).toBeVisible();
  const phone = page.getByLabel("Telefoonnummer van de klant");
  await expect(phone).toBeFocused();
  await expectAccessible(page);
  await shot(page, info, "phone-step");

  // a bad number is said so, in Dutch
  await page.keyboard.type("12345");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Ongeldig telefoonnummer");

  // Sanne, who has ordered at Roma before: her address comes with her number
  await phone.fill("06-12345601");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Bekende klant · 06-12345601" })).toBeVisible();
  await expect(page.getByText(/^Stempels: \d+ van 10/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Herhaal bestelling van/ }).first()).toBeVisible();
  await expect(page.getByLabel("Naam")).toHaveValue("Sanne de Vries");
  await expect(page.getByLabel("Straat")).toHaveValue("Oudegracht");
  await expect(page.getByLabel("Huisnummer")).toHaveValue("150");
  await expect(page.getByLabel("Postcode")).toHaveValue("3511 AZ");
  await expect(page.getByRole("radio", { name: "Bezorgen" })).toBeChecked();

  await addBySearch(page, "lasag", "Lasagne al forno");
  await addBySearch(page, "tira", "Tiramisu");
  await expectAccessible(page);
  await shot(page, info, "order");
  const first = await placeCash(page);
  await expectAccessible(page);
  await shot(page, info, "placed");

  // the next caller: new number, new name and address
  await expect(page.getByRole("button", { name: "Volgende beller" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue("");
  await page.keyboard.type(newCaller);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `Nieuwe klant · 06-${newCaller.slice(2)}` })).toBeVisible();
  await expect(page.getByLabel("Naam")).toHaveValue("");
  await addBySearch(page, "lasagne", "Lasagne al forno");
  await addBySearch(page, "tiramisu", "Tiramisu");
  // a product with choices: Enter opens its dialog; after adding, typing goes on in the search box
  await page.keyboard.type("margh");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Margherita" });
  await dialog.getByRole("button", { name: /^Medium 25 cm/ }).click();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: /^Toevoegen/ }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("complementary", { name: "Bestelling" }).getByText("Margherita", { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel(/^Zoek product/)).toBeFocused();
  await page.getByLabel("Naam").fill("Bart Beller");
  await page.getByLabel("Straat").fill("Voorstraat");
  await page.getByLabel("Huisnummer").fill("7");
  await page.getByLabel("Postcode").fill("3512 AK");
  await page.getByLabel("Plaats").fill("Utrecht");
  await expectAccessible(page);
  const second = await placeCash(page);

  // both are Roma's orders today, by phone, on the callers' own accounts, taken by Petra
  const rows = await withE2eDb(async (db) => {
    const { rows } = await db.query<{
      number: number;
      source: string;
      customer_phone: string;
      taken_by: string;
      name: string;
      address: { street: string };
    }>(
      `SELECT o.number, o.source, c.phone AS customer_phone, s.email AS taken_by, o.customer_name AS name, o.address
         FROM orders o JOIN hosts h ON h.id = o.host_id JOIN users c ON c.id = o.customer_id JOIN users s ON s.id = o.created_by
        WHERE h.perma = 'pizzaroma' AND o.number = ANY($1) AND o.day = (now() AT TIME ZONE 'Europe/Amsterdam')::date
        ORDER BY o.number`,
      [[first, second]],
    );
    return rows;
  });
  expect(rows).toEqual([
    {
      number: first,
      source: "phone",
      customer_phone: "+31612345601",
      taken_by: "callcenter@belcentrale.nl",
      name: "Sanne de Vries",
      address: expect.objectContaining({ street: "Oudegracht" }),
    },
    {
      number: second,
      source: "phone",
      customer_phone: `+31${newCaller.slice(1)}`,
      taken_by: "callcenter@belcentrale.nl",
      name: "Bart Beller",
      address: expect.objectContaining({ street: "Voorstraat" }),
    },
  ]);
});

test("on the platform domain a call centre chooses the restaurant and lands on its order desk", async ({
  page,
}, info) => {
  await staffLogin(page, "noor@belcentrale.nl", null);
  await page.goto(hostUrl(null, "/deliver"));
  await expect(page.getByRole("heading", { level: 1, name: "Bestellen voor een restaurant" })).toBeVisible();
  await expectAccessible(page);
  await shot(page, info, "chooser");
  await page.getByRole("button", { name: "Cafetaria De Snackbar" }).click();
  // through a single-use login hop on the restaurant's own domain (staff sessions are per domain):
  // it logs in on arrival, no "Inloggen met je link" page on every switch (docs/issues/033.md §15, decision 068)
  await expect(page).toHaveURL(hostUrl("desnackbar", "/deliver"));
  await expect(page.getByLabel("Telefoonnummer van de klant")).toBeFocused();
  await expect(page.getByText("Telefonische bestelling")).toBeVisible();
});

test(
  "closed now, the desk offers what the checkout offers: a chosen moment on a day it opens",
  { tag: "@desktop-only" },
  async ({ page }, info) => {
    // one restaurant's weekly hours change for this test: one project changes them, the other skips
    const perma = "nachtsnack";
    const hostId = await withE2eDb(
      async (db) => (await db.query<{ id: number }>("SELECT id FROM hosts WHERE perma = $1", [perma])).rows[0].id,
    );
    const saved = await withE2eDb(
      async (db) =>
        (
          await db.query<{ weekday: number; opens: string; closes: string }>(
            "SELECT weekday, opens, closes FROM opening_hours WHERE host_id = $1",
            [hostId],
          )
        ).rows,
    );
    // open only the day after tomorrow, 11:00–22:00: closed now, whatever the hour the test runs
    const open = new Date(Date.now() + 2 * 86_400_000);
    const iso = ((new Date(open.toLocaleString("en-US", { timeZone: "Europe/Amsterdam" })).getDay() + 6) % 7) + 1;
    const label = open.toLocaleDateString("nl-NL", {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: "Europe/Amsterdam",
    });
    try {
      await withE2eDb(async (db) => {
        await db.query("DELETE FROM opening_hours WHERE host_id = $1", [hostId]);
        await db.query(
          "INSERT INTO opening_hours (host_id, weekday, opens, closes) VALUES ($1, $2, '11:00', '22:00')",
          [hostId, iso],
        );
      });
      await staffLogin(page, "admin@nachtsnack.nl", perma);
      // the desk's cart is the staff member's own: a product without choices, for pickup
      const productId = await plainProductId(perma);
      expect((await post(page, "/api/cart", { intent: "add", productId, quantity: 1 }, perma)).status).toBe(200);
      expect((await post(page, "/api/cart", { intent: "mode", deliver: false }, perma)).status).toBe(200);
      await page.goto(hostUrl(perma, "/deliver"));
      const phone = page.getByLabel("Telefoonnummer van de klant");
      await expect(phone).toBeFocused();
      await page.keyboard.type("0698770009");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: /· 06-98770009$/ })).toBeVisible();
      const order = page.getByRole("complementary", { name: "Bestelling" });
      await expect(page.getByRole("radio", { name: "Afhalen" })).toBeChecked();
      // not "Zo snel mogelijk", not "Over 10 minuten": they would be refused
      const when = order.getByLabel("Wanneer afhalen?");
      await expect(when.getByRole("option")).toHaveText(["Kies een tijd"]);
      await expect(order.getByText("Nachtsnack 24/7 is nu gesloten: bestel vooruit")).toBeVisible();
      await expect(order.getByLabel("Dag")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
      await expect(order.getByLabel("Dag").locator("option:checked")).toHaveText(label);
      await expect(order.getByLabel("Tijd (uu:mm)")).toHaveValue("11:00");
      await order.getByLabel("Tijd (uu:mm)").fill("12:30");
      await expectAccessible(page);
      await shot(page, info, "closed-time");

      await page.getByLabel("Naam").fill("Vera Vooruit");
      const number = await placeCash(page);
      const rows = await withE2eDb(
        async (db) =>
          (
            await db.query<{ status: string; at: string }>(
              `SELECT status, to_char(due AT TIME ZONE 'Europe/Amsterdam', 'HH24:MI') AS at FROM orders
              WHERE host_id = $1 AND customer_name = 'Vera Vooruit' AND number = $2 ORDER BY id DESC LIMIT 1`,
              [hostId, number],
            )
          ).rows,
      );
      expect(rows).toEqual([{ status: "pending", at: "12:30" }]);
    } finally {
      await withE2eDb(async (db) => {
        await db.query("DELETE FROM opening_hours WHERE host_id = $1", [hostId]);
        for (const h of saved)
          await db.query("INSERT INTO opening_hours (host_id, weekday, opens, closes) VALUES ($1, $2, $3, $4)", [
            hostId,
            h.weekday,
            h.opens,
            h.closes,
          ]);
      });
    }
  },
);
