// Two instances behind one "load balancer" (docs/issues/012.md §3): A and B are separate server processes
// sharing Debian's PostgreSQL and Redis (playwright.two.config.ts). A session made on A is valid on
// B; a customer orders on A and the card appears live on the board open on B; an admin marks a
// product "Uitverkocht" on A and the menu on B shows it; a role change on A sends that person's board
// on B to the login; a logout on A does the same to that session. Then the A→B event latency:
// an order edit posted on A, the event read from a socket on B.
import fs from "node:fs";
import { expect, test, type BrowserContext, type Page } from "../fixtures";
import { customerLogin, placeCashOrder, staffLogin } from "../api";
import { openAllWeek, withE2eDb } from "../db";
import { hostFetch } from "../../support/server";
import { connectWs } from "../../support/ws";

const A = Number(process.env.E2E_PORT);
const B = Number(process.env.E2E_PORT_B);
const HOST = "pizzaroma.localhost";
const on = (port: number, path: string) => `http://${HOST}:${port}${path}`;

let product = { id: 0, name: "" };
let hostId = 0;

test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
  [product, hostId] = await withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: number; name: string; host_id: number }>(
      `SELECT p.id, p.name, p.host_id FROM products p JOIN hosts h ON h.id = p.host_id
       WHERE h.perma = 'pizzaroma' AND p.volumes = '[]' AND p.variations = '[]' AND p.tab <> 'extra'
         AND NOT EXISTS (SELECT 1 FROM include_groups g WHERE g.product_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    return [{ id: rows[0].id, name: rows[0].name }, rows[0].host_id] as const;
  });
});

async function sessionCookie(context: BrowserContext): Promise<string> {
  const sid = (await context.cookies()).find((c) => c.name === "bestelinfo.sid");
  if (!sid) throw new Error("no session cookie");
  return `${sid.name}=${sid.value}`;
}

async function boardOn(page: Page, port: number) {
  await page.goto(on(port, "/orders"));
  await expect(page.locator('[data-live="1"]')).toBeAttached({ timeout: 15_000 });
}

test("two instances share sessions, orders, the menu and the end of a session", async ({ browser }) => {
  // a session made on A is valid on B
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await staffLogin(adminPage, "admin@pizzaroma.nl");
  await boardOn(adminPage, B);
  await expect(adminPage).toHaveURL(on(B, "/orders"));

  // an order placed on A appears, live, on the board open on B
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await customerLogin(customerPage, "0698763001");
  const order = await placeCashOrder(customerPage, { productId: product.id, name: "Bram Beide", phone: "0698763001" });
  await expect(
    adminPage
      .getByRole("article", { name: `Bestelling #${order.number}`, exact: true })
      .filter({ hasText: "Bram Beide" }),
  ).toBeVisible({ timeout: 2_000 });

  // a menu change on A shows on B
  const owner = await admin.newPage();
  await owner.goto(on(A, "/admin/products"));
  // the row shows the new state at once (optimistic); the server's answer is what counts here
  const saved = () =>
    owner.waitForResponse((r) => r.url().includes("/admin/products") && r.request().method() === "POST" && r.ok());
  await Promise.all([
    saved(),
    owner.getByRole("button", { name: `${product.name} uitverkocht zetten tot morgen` }).click(),
  ]);
  await expect(owner.getByRole("button", { name: `${product.name} weer beschikbaar zetten` })).toBeVisible();
  await customerPage.goto(on(B, "/"));
  const card = customerPage
    .getByRole("listitem")
    .filter({ has: customerPage.getByRole("heading", { name: product.name, exact: true }) })
    .first();
  await expect(card.getByText("Uitverkocht")).toBeVisible();
  await Promise.all([saved(), owner.getByRole("button", { name: `${product.name} weer beschikbaar zetten` }).click()]);
  await expect(owner.getByRole("button", { name: `${product.name} uitverkocht zetten tot morgen` })).toBeVisible();
  await customerPage.reload();
  await expect(
    card.getByRole("button", {
      name: new RegExp(`^(Toevoegen: ${product.name}|Oplaan: ${product.name} nog een keer toevoegen)$`),
    }),
  ).toBeVisible();

  // a role change on A ends that person's session on B: their open board goes to the login
  const cook = await browser.newContext();
  const cookPage = await cook.newPage();
  await staffLogin(cookPage, "cook@pizzaroma.nl");
  await boardOn(cookPage, B);
  await owner.goto(on(A, "/admin/users"));
  const row = owner.getByRole("listitem").filter({ hasText: "cook@pizzaroma.nl" });
  await row.getByRole("combobox").selectOption("order");
  await row.getByRole("button", { name: /opslaan$/ }).click();
  await expect(owner.getByRole("status").filter({ hasText: "is nu bediening." })).toBeVisible();
  await expect(cookPage).toHaveURL(/\/login/, { timeout: 5_000 });
  // back as it was, for the next run on this database
  const again = owner.getByRole("listitem").filter({ hasText: "cook@pizzaroma.nl" });
  await again.getByRole("combobox").selectOption("cook");
  await again.getByRole("button", { name: /opslaan$/ }).click();
  await expect(owner.getByRole("status").filter({ hasText: "is nu kok." })).toBeVisible();

  // a logout on A ends that session on B
  const cookie = await sessionCookie(admin);
  const out = await hostFetch(A, `${HOST}:${A}`, "/api/auth/logout", {
    method: "POST",
    headers: { cookie, origin: on(A, ""), "content-type": "application/json" },
    body: "{}",
  });
  expect(out.status).toBe(200);
  await expect(adminPage).toHaveURL(/\/login/, { timeout: 5_000 });
  await Promise.all([admin.close(), customer.close(), cook.close()]);
});

test("A→B event latency: an order edit posted on A, read from a socket on B", async ({ browser }) => {
  const staff = await browser.newContext();
  const page = await staff.newPage();
  await staffLogin(page, "order@pizzaroma.nl");
  await customerLogin(page, "0698763002");
  const order = await placeCashOrder(page, { productId: product.id, name: "Lotte Latency", phone: "0698763002" });
  await staffLogin(page, "order@pizzaroma.nl");
  const cookie = await sessionCookie(staff);
  const socket = await connectWs({ port: B, host: HOST, cookie });
  socket.send({ type: "join", channel: `host:${hostId}` });
  await socket.next((m) => m.type === "joined");

  const samples: number[] = [];
  for (let i = 0; i < 60; i++) {
    const description = `Latentie ${i}`;
    const started = performance.now();
    const answer = hostFetch(A, `${HOST}:${A}`, `/api/board/${order.id}`, {
      method: "POST",
      headers: { cookie, origin: on(A, ""), "content-type": "application/json" },
      body: JSON.stringify({ intent: "description", description }),
    });
    // one edit at a time: the next event about this order on B is this edit's
    await socket.next(
      (m) => m.type === "event" && (m.event as { payload?: { id?: number } }).payload?.id === order.id,
      5_000,
    );
    samples.push(performance.now() - started);
    expect((await answer).status).toBe(200);
  }
  socket.close();
  await staff.close();
  const sorted = [...samples].sort((x, y) => x - y);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10;
  const result = { samples: samples.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
  console.log(`two instances: A→B event latency ${JSON.stringify(result)}`);
  // beside the reports, not among them (scripts/summarise-tests.mjs reads every test-results/*.json)
  fs.mkdirSync("test-results/measurements", { recursive: true });
  fs.writeFileSync("test-results/measurements/two-instance-latency.json", JSON.stringify(result, null, 2));
});
