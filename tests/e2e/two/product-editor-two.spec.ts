// docs/issues/015.md §7 on two instances (playwright.two.config.ts: two server processes sharing PostgreSQL
// and Redis): the owner saves a new price in the product editor on A, and the menu served by B — which
// had it cached — shows it at once (menu.changed over Redis). Measures the time from "Opslaan" to the
// new price in B's menu, into test-results/measurements/product-save-to-b.json.
import fs from "node:fs";
import { expect, test } from "../fixtures";
import { staffLogin } from "../api";
import { openAllWeek, withE2eDb } from "../db";
import { hostFetch } from "../../support/server";
import { eventually } from "../../support/eventually";

const A = Number(process.env.E2E_PORT);
const B = Number(process.env.E2E_PORT_B);
const HOST = "pizzaroma.localhost";
const on = (port: number, path: string) => `http://${HOST}:${port}${path}`;
const menuOnB = async () => (await hostFetch(B, `${HOST}:${B}`, "/")).text();

test("a price saved in the editor on A is on B's menu at once", async ({ browser }) => {
  await openAllWeek("pizzaroma");
  const product = await withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: number; name: string }>(
      `SELECT p.id, p.name FROM products p JOIN hosts h ON h.id = p.host_id
       WHERE h.perma = 'pizzaroma' AND p.volumes = '[]' AND p.tab <> 'extra' AND p.active ORDER BY p.id DESC LIMIT 1`,
    );
    return rows[0];
  });
  const owner = await browser.newContext();
  const page = await owner.newPage();
  await staffLogin(page, "admin@pizzaroma.nl");
  await page.goto(on(A, `/admin/products/${product.id}`));
  await expect(page.getByRole("heading", { name: product.name, level: 1 })).toBeVisible();

  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const price = `${61 + i},${37 + i}`; // € 61,37 … no demo product costs that
    expect(await menuOnB()).not.toContain(price); // B has the old menu cached now
    await page.getByLabel("Prijs", { exact: true }).fill(price);
    const started = performance.now();
    await page.getByRole("button", { name: "Opslaan" }).click();
    // B is asked from the tap on, while the editor waits for its answer
    await eventually("the new price reached B's menu", async () => (await menuOnB()).includes(price), {
      timeoutMs: 5_000,
      intervalMs: 10,
    });
    samples.push(Math.round(performance.now() - started));
    await expect(page.getByRole("status").filter({ hasText: "Opgeslagen." })).toBeVisible();
  }
  await owner.close();
  const sorted = [...samples].sort((x, y) => x - y);
  const result = { samples, p50Ms: sorted[Math.floor(sorted.length / 2)], maxMs: sorted[sorted.length - 1] };
  console.log(`two instances: "Opslaan" on A → new price on B's menu ${JSON.stringify(result)}`);
  fs.mkdirSync("test-results/measurements", { recursive: true });
  fs.writeFileSync("test-results/measurements/product-save-to-b.json", JSON.stringify(result, null, 2));
});
