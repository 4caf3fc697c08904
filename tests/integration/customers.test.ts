// /customers through the real server: a restaurant's staff see their own customers with this
// restaurant's numbers only (another restaurant's customer never appears, not in the list, not in a
// search, not by id), who may open the pages, the staff's note (never stored by a customer, docs/spec.md §6),
// and root's list over every restaurant on the platform domain.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { formatEuro } from "~/domain/pricing";
import {
  createHost,
  createNotification,
  createOrder,
  createOrganisation,
  createStamp,
  createUser,
  linkCustomer,
} from "../../db/factory";
import { saveNote } from "~/services/customers.server";
import { ServiceError } from "~/services/errors.server";
import type { SessionUser } from "~/services/session-user.server";
import { freshMobile } from "../support/auth";
import type { AppClient } from "../support/server";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import { createRedisSession } from "../support/session";

let redis: { url: string };
let app: AppClient;
let hostA: { id: number; perma: string };
let hostB: { id: number; perma: string };
const cookies: Record<string, string> = {};
const tag = Math.random().toString(36).slice(2, 8);
const pageTag = Math.random().toString(36).slice(2, 8);
const people = {
  both: { name: `Bea Beide ${tag}`, phone: freshMobile(), id: 0 },
  onlyA: { name: `Anna Alleen ${tag}`, phone: freshMobile(), id: 0 },
  onlyB: { name: `Bram Bnul ${tag}`, phone: freshMobile(), id: 0 },
};
const cleaned = (mobile: string) => `+31${mobile.slice(1)}`;
let aOrderNumber = 0;

beforeAll(async () => {
  redis = sharedRedis();
  const db = getDb();
  const orgA = await createOrganisation(db);
  const orgB = await createOrganisation(db);
  hostA = await createHost(db, { organisationId: orgA.id });
  hostB = await createHost(db, { organisationId: orgB.id });
  const session = async (user: { id: number }) => createRedisSession(redis.url, { userId: user.id });
  for (const role of ["admin", "order", "user", "cook", "courier", "callcenter"] as const) {
    cookies[role] = await session(
      await createUser(db, { kind: "host", organisationId: orgA.id, orgRole: role, name: `Medewerker ${role}` }),
    );
  }
  cookies.adminB = await session(await createUser(db, { kind: "host", organisationId: orgB.id, orgRole: "admin" }));
  cookies.root = await session(await createUser(db, { kind: "root", role: "admin" }));

  for (const p of Object.values(people)) {
    p.id = (await createUser(db, { name: p.name, phone: cleaned(p.phone) })).id;
  }
  cookies.customer = await session({ id: people.both.id });

  const hour = 3_600_000;
  // Bea at A: 12,50 yesterday and 30,00 an hour ago; an unfinished iDEAL concept never counts
  await linkCustomer(db, hostA.id, people.both.id);
  await createOrder(db, hostA.id, {
    customerId: people.both.id,
    status: "archive",
    createdAt: new Date(Date.now() - 26 * hour),
    items: [{ name: "Pizza", unitPrice: 1250 }],
  });
  const recent = await createOrder(db, hostA.id, {
    customerId: people.both.id,
    status: "new",
    createdAt: new Date(Date.now() - hour),
    items: [{ name: "Pizza", unitPrice: 1500, quantity: 2 }],
  });
  aOrderNumber = recent.number;
  await createOrder(db, hostA.id, {
    customerId: people.both.id,
    status: "concept",
    paymentMethod: "ideal",
    items: [{ name: "Pizza", unitPrice: 9900 }],
  });
  await createStamp(db, hostA.id, { customerId: people.both.id, reason: "welcome" });
  await createStamp(db, hostA.id, { customerId: people.both.id, reason: "order", delta: 2 });
  await createNotification(db, hostA.id, {
    orderId: recent.id,
    userId: people.both.id,
    method: "sms",
    type: "order",
    message: `Bedankt ${tag}, we gaan aan de slag met je bestelling.`,
  });
  // Bea at B: a big order, many stamps and a message that are B's business only
  await linkCustomer(db, hostB.id, people.both.id);
  const bOrder = await createOrder(db, hostB.id, {
    customerId: people.both.id,
    status: "archive",
    items: [{ name: "Schotel", unitPrice: 77_700 }],
  });
  await createStamp(db, hostB.id, { customerId: people.both.id, reason: "order", delta: 7 });
  await createNotification(db, hostB.id, {
    orderId: bOrder.id,
    userId: people.both.id,
    method: "push",
    type: "order",
    message: `Geheim bericht van B ${tag} voor de klant.`,
  });

  await linkCustomer(db, hostA.id, people.onlyA.id);
  await linkCustomer(db, hostB.id, people.onlyB.id);
  await createOrder(db, hostB.id, {
    customerId: people.onlyB.id,
    status: "archive",
    items: [{ name: "Friet", unitPrice: 450 }],
  });

  app = await sharedAppServer();
}, 90_000);

const on = (host: { perma: string }) => `${host.perma}.localhost`;
const get = (host: string, path: string, cookie?: string) =>
  app.fetch(host, path, { headers: cookie ? { cookie } : {} });
/** The page's note form as its fetcher posts it (Remix's data request), here with a JSON body. */
const data = (path: string) => `${path}?_data=${encodeURIComponent("routes/customers.$id")}`;
const postNote = (host: string, path: string, cookie: string, body: unknown) =>
  app.fetch(host, data(path), {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** The customers the table lists (not the search box echoing the query). */
function listed(html: string): string[] {
  return [...html.matchAll(/<th scope="row"[^>]*>(.*?)<\/th>/g)].map((m) => m[1].replace(/<[^>]*>/g, "").trim());
}

/** The cells of the desktop table's row that names this customer, as text. */
function rowOf(html: string, name: string): string[] | null {
  const row = html
    .split(/<tr[^>]*>/)
    .map((r) => r.split("</tr>")[0])
    .find((r) => r.includes(name));
  if (!row) return null;
  return row
    .split(/<\/t[hd]>/)
    .map((cell) =>
      cell
        .replace(/<[^>]*>/g, "")
        .replace(/&quot;/g, '"')
        .trim(),
    )
    .filter((text) => text !== "");
}

describe("/customers on a restaurant", () => {
  it("lists this restaurant's customers with this restaurant's numbers only", async () => {
    const res = await get(on(hostA), "/customers", cookies.admin);
    expect(res.status).toBe(200);
    const html = await res.text();
    // name, phone, orders, spent (12,50 + 2 × 15,00), last order, stamps (1 + 2)
    expect(rowOf(html, people.both.name)).toEqual([
      people.both.name,
      `06-${people.both.phone.slice(2)}`,
      "2",
      formatEuro(4250),
      expect.stringMatching(/^(Vandaag|Gisteren) \d\d:\d\d$/), // an hour ago, on the Amsterdam clock
      "3 van de 10",
    ]);
    expect(rowOf(html, people.onlyA.name)).toEqual([
      people.onlyA.name,
      `06-${people.onlyA.phone.slice(2)}`,
      "0",
      formatEuro(0),
      "Nog niet",
      "0 van de 10",
    ]);
    expect(listed(html)).toContain(people.onlyA.name);
    expect(listed(html)).not.toContain(people.onlyB.name);
    expect(html).not.toContain(people.onlyB.name);
    expect(html).not.toContain(formatEuro(77_700 + 4250));
    // last order first: Bea (an hour ago) before Anna (never)
    expect(html.indexOf(people.both.name)).toBeLessThan(html.indexOf(people.onlyA.name));
  });

  it("never shows another restaurant's customer, not in a search, not by id", async () => {
    for (const q of [people.onlyB.name, "Bram", people.onlyB.phone, `06-${people.onlyB.phone.slice(2)}`]) {
      const html = await (await get(on(hostA), `/customers?q=${encodeURIComponent(q)}`, cookies.order)).text();
      expect(listed(html), q).toEqual([]);
      expect(html, q).toContain("Geen klanten gevonden");
    }
    const prefix = await (
      await get(on(hostA), `/customers?q=${encodeURIComponent(`06-${people.onlyB.phone.slice(2, 6)}`)}`, cookies.order)
    ).text();
    expect(listed(prefix)).not.toContain(people.onlyB.name);
    const page = await get(on(hostA), `/customers/${people.onlyB.id}`, cookies.admin);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Klant niet gevonden.");
    expect((await get(on(hostA), "/customers/abc", cookies.admin)).status).toBe(404);
    expect((await get(on(hostA), "/customers/99999999999", cookies.admin)).status).toBe(404);
    // and the same customer is there on B, with B's numbers
    const onB = await (await get(on(hostB), `/customers?q=${encodeURIComponent("Bram")}`, cookies.adminB)).text();
    expect(rowOf(onB, people.onlyB.name)?.slice(2, 4)).toEqual(["1", formatEuro(450)]);
  });

  it("finds customers by part of the name or the phone, as staff type it", async () => {
    const national = people.both.phone; // 06xxxxxxxx
    const queries = [
      `beide ${tag}`,
      `06-${national.slice(2, 6)}`,
      national.slice(0, 5),
      `+31 ${national.slice(1, 6)}`,
      national.slice(4),
    ];
    for (const q of queries) {
      const html = await (await get(on(hostA), `/customers?q=${encodeURIComponent(q)}`, cookies.user)).text();
      expect(listed(html), q).toContain(people.both.name);
    }
    for (const q of [`06-${national.slice(2)}`, `bea beide ${tag}`]) {
      const html = await (await get(on(hostA), `/customers?q=${encodeURIComponent(q)}`, cookies.user)).text();
      expect(listed(html), q).toEqual([people.both.name]);
    }
    const none = await (
      await get(on(hostA), `/customers?q=${encodeURIComponent(`niemand ${tag}`)}`, cookies.user)
    ).text();
    expect(none).toContain("Geen klanten gevonden");
    // wildcards are literal, and nonsense pages never fail
    expect(await (await get(on(hostA), "/customers?q=%25", cookies.user)).text()).toContain("Geen klanten gevonden");
    expect((await get(on(hostA), "/customers?page=abc&q=" + "x".repeat(500), cookies.user)).status).toBe(200);
    expect(await (await get(on(hostA), "/customers?page=9999", cookies.user)).text()).toContain(
      "Op deze pagina staan geen klanten.",
    );
  });

  it("lets admin, order and user in; cook, courier, call centre, customers and other restaurants get 403, visitors the login", async () => {
    for (const role of ["admin", "order", "user"]) {
      expect((await get(on(hostA), "/customers", cookies[role])).status, role).toBe(200);
      expect((await get(on(hostA), `/customers/${people.both.id}`, cookies[role])).status, role).toBe(200);
    }
    for (const who of ["cook", "courier", "callcenter", "customer", "adminB"]) {
      expect((await get(on(hostA), "/customers", cookies[who])).status, who).toBe(403);
      expect((await get(on(hostA), `/customers/${people.both.id}`, cookies[who])).status, who).toBe(403);
    }
    const anonymous = await get(on(hostA), "/customers");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?redirectTo=%2Fcustomers");
    expect((await get(on(hostA), `/customers/${people.both.id}`)).status).toBe(302);
    // root on a restaurant's domain sees it like its staff
    expect(rowOf(await (await get(on(hostA), "/customers", cookies.root)).text(), people.both.name)?.[2]).toBe("2");
  });
});

describe("/customers/:id", () => {
  it("shows contact, stamps, orders and messages at this restaurant only", async () => {
    const html = (await (await get(on(hostA), `/customers/${people.both.id}`, cookies.order)).text()).replace(
      /<!-- -->/g,
      "",
    );
    expect(html).toContain(people.both.name);
    expect(html).toContain(`06-${people.both.phone.slice(2)}`);
    expect(html).toContain("3 van de 10 stempels");
    expect(html).toContain(`Bestelling ${aOrderNumber}`);
    expect(html).toContain("Nieuw"); // the status label
    expect(html).toContain(formatEuro(3000));
    expect(html).toMatch(/Bestellingen bij [^<]* \(2\)/);
    expect(html).toContain(`Bedankt ${tag}`);
    expect(html).toContain("Bestelling aangenomen");
    expect(html).not.toContain(formatEuro(77_700));
    expect(html).not.toContain(`Geheim bericht van B ${tag}`);
    expect(html).toContain("/orders?tab=new&amp;periode=pick");
  });
});

describe("the staff's note (engagement, docs/spec.md §6)", () => {
  const path = () => `/customers/${people.both.id}`;
  const stored = async (hostId: number) =>
    getDb()("host_customers")
      .where({ host_id: hostId, customer_id: people.both.id })
      .first<{ note: string | null; engagement: Record<string, unknown> }>("note", "engagement");

  it("is saved by staff on this restaurant's relation, with who and when", async () => {
    const before = Date.now();
    const res = await postNote(on(hostA), path(), cookies.order, {
      note: `  Pinda-allergie ${tag}, belt altijd voor 18:00  `,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      result: "OK",
      note: { text: `Pinda-allergie ${tag}, belt altijd voor 18:00`, modifiedBy: "Medewerker order" },
    });
    const row = await stored(hostA.id);
    expect(row.note).toBe(`Pinda-allergie ${tag}, belt altijd voor 18:00`);
    expect(row.engagement).toMatchObject({ modifiedBy: { name: "Medewerker order" } });
    expect(Date.parse(String(row.engagement.modified))).toBeGreaterThanOrEqual(before - 1000);
    // B never sees A's note, and the shared user row holds none
    expect((await stored(hostB.id)).note).toBeNull();
    expect(await (await get(on(hostB), path(), cookies.adminB)).text()).not.toContain("Pinda-allergie");
    expect(
      (await getDb()("users").where({ id: people.both.id }).first<{ engagement: object }>("engagement")).engagement,
    ).toEqual({});
    expect(await (await get(on(hostA), path(), cookies.admin)).text()).toContain(`Pinda-allergie ${tag}`);
  });

  it("is refused for a customer, other restaurants and visitors, and bad input gets a Dutch 400", async () => {
    const before = await stored(hostA.id);
    expect((await postNote(on(hostA), path(), cookies.customer, { note: "Ik ben de klant" })).status).toBe(403);
    expect((await postNote(on(hostB), path(), cookies.customer, { note: "Ik ben de klant" })).status).toBe(403);
    expect((await postNote(on(hostA), path(), cookies.cook, { note: "Kok" })).status).toBe(403);
    expect((await postNote(on(hostA), path(), cookies.adminB, { note: "Ander restaurant" })).status).toBe(403);
    expect(
      (await postNote(on(hostA), `/customers/${people.onlyB.id}`, cookies.admin, { note: "Niet onze klant" })).status,
    ).toBe(404);
    const visitor = await app.fetch(on(hostA), path(), {
      method: "POST",
      body: new URLSearchParams({ note: "Bezoeker" }),
    });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login/);

    const long = await postNote(on(hostA), path(), cookies.admin, { note: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      result: "ERROR",
      message: "Maximaal 1000 tekens",
      fields: { note: "Maximaal 1000 tekens" },
    });
    const missing = await postNote(on(hostA), path(), cookies.admin, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: "Verplicht." });
    const broken = await app.fetch(on(hostA), data(path()), {
      method: "POST",
      headers: { cookie: cookies.admin, "content-type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ message: "Ongeldige invoer." });
    const foreign = await app.fetch(on(hostA), data(path()), {
      method: "POST",
      headers: { cookie: cookies.admin, "content-type": "application/json", origin: "http://evil.example" },
      body: JSON.stringify({ note: "CSRF" }),
    });
    expect(foreign.status).toBe(403);
    expect(await stored(hostA.id)).toEqual(before);
  });

  it("is saved from the page's own form post too, and an empty note clears it", async () => {
    const res = await app.fetch(on(hostA), `/customers/${people.both.id}`, {
      method: "POST",
      headers: { cookie: cookies.user },
      body: new URLSearchParams({ note: "" }),
    });
    expect(res.status).toBe(200);
    expect((await stored(hostA.id)).note).toBeNull();
  });
});

describe("the service itself (docs/spec.md §6)", () => {
  it("never stores engagement for a customer, whatever a route let through", async () => {
    const host = await createHost(getDb());
    const customer = await createUser(getDb());
    await linkCustomer(getDb(), host.id, customer.id);
    const current = {
      user: { id: customer.id, kind: "customer", name: "Klant" },
      roles: [],
      organisation: null,
    } as unknown as SessionUser;
    const refusal = await saveNote({
      hostId: host.id,
      current,
      customerId: customer.id,
      input: { note: "Eigen notitie" },
    }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect((refusal as ServiceError).status).toBe(403);
    expect(
      await getDb()("host_customers").where({ host_id: host.id, customer_id: customer.id }).first("note", "engagement"),
    ).toEqual({ note: null, engagement: {} });
  });
});

describe("pages", () => {
  it("shows 50 customers a page, last order first, with accessible page links", async () => {
    const db = getDb();
    const org = await createOrganisation(db);
    const host = await createHost(db, { organisationId: org.id });
    const admin = await createRedisSession(redis.url, {
      userId: (await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin" })).id,
    });
    const ids: number[] = [];
    for (let i = 0; i < 53; i++) {
      const c = await createUser(db, { name: `Paginaklant ${pageTag} ${String(i).padStart(2, "0")}` });
      await linkCustomer(db, host.id, c.id);
      ids.push(c.id);
    }
    // the oldest linked customer ordered last, so leads the list
    await createOrder(db, host.id, {
      customerId: ids[0],
      status: "archive",
      items: [{ name: "Pizza", unitPrice: 1000 }],
    });
    const first = await (await get(on(host), "/customers", admin)).text();
    expect(listed(first)).toHaveLength(50);
    expect(listed(first)[0]).toBe(`Paginaklant ${pageTag} 00`);
    expect(first).toContain('aria-label="Paginering"');
    expect(first).toMatch(/aria-current="page"[^>]*><span class="sr-only">Pagina <\/span>1</);
    expect(first).toContain('href="/customers?page=2"');
    const second = await (await get(on(host), "/customers?page=2", admin)).text();
    expect(listed(second)).toHaveLength(3);
    expect(second).toContain('rel="prev"');
    expect(new Set([...listed(first), ...listed(second)]).size).toBe(53);
  });
});

describe("/customers on the platform domain", () => {
  it("shows root the customers of every restaurant with their restaurants, and the same search", async () => {
    const res = await get("localhost", `/customers?q=${encodeURIComponent(tag)}`, cookies.root);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(listed(html).sort()).toEqual(
      Object.values(people)
        .map((p) => p.name)
        .sort(),
    );
    // Bea: 2 orders at A and 1 at B, spent everywhere
    const bea = rowOf(html, people.both.name);
    expect(bea?.[3]).toBe("3");
    expect(bea?.[4]).toBe(formatEuro(4250 + 77_700));
    expect(bea?.[2]).toContain("· 3 st.");
    expect(bea?.[2]).toContain("· 7 st.");
    const byPhone = await (
      await get("localhost", `/customers?q=${encodeURIComponent(`06-${people.onlyB.phone.slice(2)}`)}`, cookies.root)
    ).text();
    expect(listed(byPhone)).toEqual([people.onlyB.name]);
  });

  it("opens a customer at one restaurant for root with a single-use login hop to its domain", async () => {
    const open = (cookie: string, body: Record<string, string>) =>
      app.fetch("localhost", "/customers?index", {
        method: "POST",
        headers: { cookie },
        body: new URLSearchParams(body),
      });
    const res = await open(cookies.root, { hostId: String(hostB.id), customerId: String(people.onlyB.id) });
    expect(res.status).toBe(302);
    const hop = new URL(res.headers.get("location") ?? "");
    expect(hop.host).toBe(`${hostB.perma}.localhost:${app.port}`);
    expect(hop.pathname).toMatch(/^\/exlogin\/[\w-]{43}$/);
    const login = await app.fetch(on(hostB), hop.pathname, { method: "POST" });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe(`/customers/${people.onlyB.id}`);
    const cookie = /bestelinfo\.sid=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
    expect(await (await get(on(hostB), `/customers/${people.onlyB.id}`, cookie)).text()).toContain(people.onlyB.name);
    // only where the customer is known, only for root, only valid input
    expect((await open(cookies.root, { hostId: String(hostA.id), customerId: String(people.onlyB.id) })).status).toBe(
      404,
    );
    expect((await open(cookies.root, { hostId: "x", customerId: "1" })).status).toBe(400);
    expect((await open(cookies.admin, { hostId: String(hostA.id), customerId: String(people.onlyA.id) })).status).toBe(
      403,
    );
    expect(
      (await open(cookies.customer, { hostId: String(hostA.id), customerId: String(people.both.id) })).status,
    ).toBe(403);
  });

  it("is root's only", async () => {
    expect((await get("localhost", "/customers", cookies.admin)).status).toBe(403);
    expect((await get("localhost", "/customers", cookies.customer)).status).toBe(403);
    expect((await get("localhost", "/customers")).status).toBe(302);
  });
});

describe("a customer without a profile name", () => {
  it("reads as the name on their latest order here, in the list and on their page alike", async () => {
    const db = getDb();
    const nameless = await createUser(db, { phone: cleaned(freshMobile()) });
    await db("users").where({ id: nameless.id }).update({ name: null, first_name: null, last_name: null });
    await linkCustomer(db, hostA.id, nameless.id);
    await createOrder(db, hostA.id, {
      customerId: nameless.id,
      customerName: `Web Klant ${tag}`,
      status: "archive",
      items: [{ name: "Cola", unitPrice: 250 }],
    });
    const list = await (await get(on(hostA), "/customers", cookies.admin)).text();
    expect(listed(list)).toContain(`Web Klant ${tag}`);
    const page = await get(on(hostA), `/customers/${String(nameless.id)}`, cookies.admin);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(new RegExp(`<h1[^>]*>Web Klant ${tag}</h1>`));
  });
});
