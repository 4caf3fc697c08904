// docs/issues/022.md end to end: a customer orders, staff accept it on the board (which prints it); the Star
// printer emulator (tests/support/star-printer.ts), set up with its own key, polls the real server,
// prints the ticket and confirms it; then it reports paper out, and the board shows "Printer …:
// papier op" without a reload — where the kitchen looks.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { StarPrinter } from "../support/star-printer";
import { customerLogin, placeCashOrder, staffLogin } from "./api";
import { openAllWeek, plainProductId, withE2eDb } from "./db";
import { expectAccessible, hostUrl, port } from "./support";
import { eventually } from "../support/eventually";

const url = (path: string) => hostUrl("pizzaroma", path);
// one printer and customer per project: the phone and desktop runs share the demo database
const MACS: Record<string, string> = { phone: "00:11:62:e2:22:01", desktop: "00:11:62:e2:22:02" };
const PHONES: Record<string, string> = { phone: "0698762201", desktop: "0698762202" };

test.describe.configure({ timeout: 90_000 });

let productId = 0;
test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
  productId = await plainProductId("pizzaroma");
});

async function addPrinter(name: string, mac: string, key: string) {
  await withE2eDb(async (db) => {
    await db.query("DELETE FROM printers WHERE mac = $1", [mac]);
    await db.query(
      `INSERT INTO printers (host_id, name, mac, paper, secret_hash) SELECT id, $1, $2, 'thermal3', $3 FROM hosts WHERE perma = 'pizzaroma'`,
      [name, mac, crypto.createHash("sha256").update(key).digest("hex")],
    );
  });
}

test("an accepted order is printed by the emulated printer; its paper-out shows on the board", async ({
  page,
  anotherPerson,
}, info) => {
  const mac = MACS[info.project.name] ?? "00:11:62:e2:22:03";
  const name = `E2E ${info.project.name}`;
  const key = crypto.randomBytes(18).toString("base64url");
  await addPrinter(name, mac, key);
  const printer = new StarPrinter({ port, host: "pizzaroma.localhost", mac, key });
  try {
    await staffLogin(page);
    await page.goto(url("/orders"));
    await expect(page.locator('[data-live="1"]')).toBeAttached({ timeout: 15_000 });
    // a healthy printer: no banner
    expect((await printer.pollOnce()).status).toBe(200);
    await expect(page.getByRole("alert").filter({ hasText: `Printer ${name}` })).toHaveCount(0);

    const customerPage = await anotherPerson();
    const phone = PHONES[info.project.name] ?? "0698762203";
    await customerLogin(customerPage, phone);
    const order = await placeCashOrder(customerPage, { productId, name: "Piet Printer", phone });

    const card = page
      .getByRole("article", { name: `Bestelling #${order.number}`, exact: true })
      .filter({ hasText: "Piet Printer" });
    await expect(card).toBeVisible({ timeout: 5_000 });
    // Pizzeria Roma prints on accept ("Automatisch afdrukken bij accepteren" in the demo)
    await card.getByRole("button", { name: "Accepteren" }).click();
    await expect(card).toBeHidden();

    // the printer polls and prints (other specs' tickets on this shared demo restaurant may come
    // first, oldest first) until ours: StarPRNT with the order's number, confirmed 200 OK
    const ours = await eventually(
      "our ticket printed",
      async () => {
        const poll = await printer.pollOnce();
        return poll.job?.body.includes("Piet Printer") ? poll : null;
      },
      // another spec's ticket is printed at once; an empty queue is asked again 0.2 s later, as a printer would
      { timeoutMs: 15_000, intervalMs: 200 },
    );
    expect(ours?.job?.contentType).toBe("application/vnd.star.starprnt");
    expect(ours?.job?.body).toContain(`#${String(order.number)}`);
    expect(ours?.confirmations[0]?.body).toMatchObject({ job: { status: "done" } });
    const done = await withE2eDb(async (db) => {
      const { rows } = await db.query<{ status: string }>(
        "SELECT j.status FROM print_jobs j JOIN printers p ON p.id = j.printer_id WHERE p.mac = $1 AND j.order_id = $2",
        [mac, order.id],
      );
      return rows.map((r) => r.status);
    });
    expect(done).toEqual(["done"]);

    // paper out: the board says so, live, with the printer's name
    printer.setStatus("410 Paper out");
    await printer.pollOnce();
    const banner = page.getByRole("alert").filter({ hasText: `Printer ${name}: papier op` });
    await expect(banner).toBeVisible({ timeout: 5_000 });
    await expectAccessible(page);
    fs.mkdirSync(path.join("test-results", "screenshots"), { recursive: true });
    await page.screenshot({
      path: path.join("test-results", "screenshots", `board-printer-paper-out-${info.project.name}.png`),
    });

    // paper back in: the banner goes
    printer.setStatus("200 OK");
    await printer.pollOnce();
    await expect(page.getByRole("alert").filter({ hasText: `Printer ${name}` })).toHaveCount(0, { timeout: 5_000 });
  } finally {
    // a printer that stops polling would show as offline on every other spec's board
    await withE2eDb((db) => db.query("DELETE FROM printers WHERE mac = $1", [mac]));
  }
});
