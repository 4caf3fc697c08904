// /admin/products order writes through the real server (docs/issues/015.md §1): the groups of a tab and the
// products of a group put in a new order by a drag (the whole list) or ↑/↓, and the tabs by a drag.
// Each write is scoped to the restaurant (another's product id is a 404), checks the list it was based
// on (out of date: 409), records the moved products in their history without bumping the version an
// open editor holds, and reaches the customer's menu (menu.changed). Every role is tried: the admin
// and root may; every staff role, a customer and another restaurant's admin get 403; a visitor the login.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import type { Role } from "~/domain/menu";
import { createHost, createOrganisation, createProduct, createUser } from "../../db/factory";
import type { AppClient } from "../support/server";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import { createRedisSession } from "../support/session";
import { eventually } from "../support/eventually";

let redis: { url: string };
let app: AppClient;
type TestHost = { id: number; perma: string };
let hostA: TestHost;
let hostB: TestHost;
const ids = { margherita: 0, funghi: 0, tonno: 0, calzone: 0, brood: 0, cola: 0, productB: 0 };
const cookies: Record<string, string> = {};
const STAFF: Role[] = ["order", "user", "cook", "courier", "callcenter"];
const STALE = "De volgorde is intussen gewijzigd. Ververs de pagina en probeer het opnieuw.";

beforeAll(async () => {
  redis = sharedRedis();
  const db = getDb();
  const orgA = await createOrganisation(db);
  const orgB = await createOrganisation(db);
  hostA = await createHost(db, {
    organisationId: orgA.id,
    menu: ["Pizza", "Dranken", "Salades"],
    settings: { payment: { pickup: ["cash"], deliver: ["cash"] } },
  });
  hostB = await createHost(db, { organisationId: orgB.id, menu: ["Pizza"] });
  const product = async (name: string, tab: string, groupName: string | null, sortOrder: number) =>
    (await createProduct(db, hostA.id, { name, tab, groupName, sortOrder, price: 900 })).id;
  ids.margherita = await product("Margherita", "Pizza", "Klassiek", 0);
  ids.funghi = await product("Funghi", "Pizza", "Klassiek", 1);
  ids.tonno = await product("Tonno", "Pizza", "Speciaal", 2);
  ids.calzone = await product("Calzone", "Pizza", "Speciaal", 3);
  ids.brood = await product("Knoflookbrood", "Pizza", null, 4);
  ids.cola = await product("Cola", "Dranken", null, 0);
  await createProduct(db, hostA.id, { name: "Caesar", tab: "Salades", price: 800 });
  ids.productB = (
    await createProduct(db, hostB.id, { name: "Pizza van B", tab: "Pizza", groupName: "Klassiek", price: 1100 })
  ).id;
  const session = async (user: { id: number }) => createRedisSession(redis.url, { userId: user.id });
  cookies.adminA = await session(
    await createUser(db, { kind: "host", organisationId: orgA.id, orgRole: "admin", name: "Anna" }),
  );
  cookies.adminB = await session(await createUser(db, { kind: "host", organisationId: orgB.id, orgRole: "admin" }));
  cookies.root = await session(await createUser(db, { kind: "root" }));
  cookies.customer = await session(await createUser(db));
  for (const role of STAFF)
    cookies[role] = await session(await createUser(db, { kind: "host", organisationId: orgA.id, orgRole: role }));
  app = await sharedAppServer();
}, 90_000);

const on = (host: { perma: string }) => `${host.perma}.localhost`;
/** A form post; `order` as the browser sends a list: the field once per item. */
function post(host: TestHost, cookie: string, fields: Record<string, string>, order: Array<string | number> = []) {
  const body = new URLSearchParams(fields);
  for (const o of order) body.append("order", String(o));
  return app.fetch(on(host), "/admin/products", { method: "POST", headers: cookie ? { cookie } : {}, body });
}
const pizzaOrder = async (hostId = hostA.id) =>
  (
    await getDb()("products")
      .where({ host_id: hostId, tab: "Pizza" })
      .orderBy(["sort_order", "id"])
      .select<{ id: number }[]>("id")
  ).map((r) => r.id);
const state = async () => {
  const db = getDb();
  const host = await db("hosts").where({ id: hostA.id }).first<{ menu: string[] }>("menu");
  const products = await db("products")
    .whereIn("host_id", [hostA.id, hostB.id])
    .orderBy("id")
    .select("id", "sort_order", "version", "tab");
  const history = await db("product_history")
    .whereIn("host_id", [hostA.id, hostB.id])
    .count<{ count: string }[]>("* as count");
  return { menu: host?.menu, products, history: Number(history[0].count) };
};
const menuText = async () => (await (await app.fetch(on(hostA), "/")).text()).replace(/<!-- -->/g, "");
/** Eventually (menu.changed travels through Redis to the server's cache): the customer's menu passes `check`. */
async function menuShows(check: (html: string) => boolean) {
  return eventually("the menu shows the change", async () => check(await menuText()), { timeoutMs: 4_000 });
}
const answer = async (res: Response) => (await res.text()).replace(/&#x27;|&#39;/g, "'");

// each test starts from the seeded order: Klassiek (Margherita, Funghi), Speciaal (Tonno, Calzone), no group (Knoflookbrood)
beforeEach(async () => {
  const db = getDb();
  for (const [i, id] of [ids.margherita, ids.funghi, ids.tonno, ids.calzone, ids.brood].entries())
    await db("products").where({ id }).update({ sort_order: i });
  await db("hosts")
    .where({ id: hostA.id })
    .update({ menu: JSON.stringify(["Pizza", "Dranken", "Salades"]) });
});

describe("/admin/products: the order within a tab", () => {
  it("a drag of a group puts its products together before the others; the menu follows; the history names the moved ones", async () => {
    const versions = await getDb()("products").where({ host_id: hostA.id }).orderBy("id").select("id", "version");
    const res = await post(hostA, cookies.adminA, { intent: "group-order", tab: "Pizza" }, [
      "Speciaal",
      "",
      "Klassiek",
    ]);
    expect(res.status).toBe(200);
    expect(await answer(res)).toContain("Volgorde van de groepen opgeslagen.");
    expect(await pizzaOrder()).toEqual([ids.tonno, ids.calzone, ids.brood, ids.margherita, ids.funghi]);
    expect(
      await menuShows(
        (html) =>
          html.indexOf("Tonno") < html.indexOf("Knoflookbrood") &&
          html.indexOf("Knoflookbrood") < html.indexOf("Margherita"),
      ),
    ).toBe(true);

    const history = await getDb()("product_history")
      .where({ host_id: hostA.id })
      .orderBy("id")
      .select("product_id", "user_name", "changes", "version", "action");
    // one group moved from 1st to 3rd: its two products, nothing for the groups that only shifted
    expect(history.map((h) => h.product_id).sort()).toEqual([ids.margherita, ids.funghi].sort());
    expect(history[0]).toMatchObject({
      action: "updated",
      version: 1,
      changes: [{ field: "Plaats van Klassiek in Pizza", from: "1", to: "3" }],
    });
    expect(history[0].user_name).toContain("Anna");
    // no version bumped: an editor open on one of them still saves
    expect(await getDb()("products").where({ host_id: hostA.id }).orderBy("id").select("id", "version")).toEqual(
      versions,
    );
    await getDb()("product_history").where({ host_id: hostA.id }).delete();
  });

  it("a drag within a group reorders only that group; ↑/↓ move a product within its group, never into the next", async () => {
    const res = await post(hostA, cookies.adminA, { intent: "product-order", tab: "Pizza", group: "Speciaal" }, [
      ids.calzone,
      ids.tonno,
    ]);
    expect(res.status).toBe(200);
    expect(await answer(res)).toContain("Volgorde opgeslagen.");
    expect(await pizzaOrder()).toEqual([ids.margherita, ids.funghi, ids.calzone, ids.tonno, ids.brood]);
    expect(await menuShows((html) => html.indexOf("Calzone") < html.indexOf("Tonno"))).toBe(true);
    const moved = await getDb()("product_history").where({ host_id: hostA.id }).select("product_id", "changes");
    expect(moved).toHaveLength(1);
    expect(moved[0].changes[0].field).toBe("Plaats in Speciaal");

    // Funghi is last of Klassiek: down leaves it there (it does not jump into Speciaal)
    expect(
      (await post(hostA, cookies.adminA, { intent: "product-move", id: String(ids.funghi), direction: "down" })).status,
    ).toBe(200);
    expect(await pizzaOrder()).toEqual([ids.margherita, ids.funghi, ids.calzone, ids.tonno, ids.brood]);
    expect(
      (await post(hostA, cookies.adminA, { intent: "product-move", id: String(ids.funghi), direction: "up" })).status,
    ).toBe(200);
    expect(await pizzaOrder()).toEqual([ids.funghi, ids.margherita, ids.calzone, ids.tonno, ids.brood]);

    // a group with the buttons
    const down = await post(hostA, cookies.adminA, {
      intent: "group-move",
      tab: "Pizza",
      group: "Klassiek",
      direction: "down",
    });
    expect(down.status).toBe(200);
    expect(await answer(down)).toContain("Groep omlaag verplaatst.");
    expect(await pizzaOrder()).toEqual([ids.calzone, ids.tonno, ids.funghi, ids.margherita, ids.brood]);
    await getDb()("product_history").where({ host_id: hostA.id }).delete();
  });

  it("a drag of the tabs stores their order ('extra' is never part of it)", async () => {
    const res = await post(hostA, cookies.adminA, { intent: "tab-order" }, ["Salades", "Pizza", "Dranken"]);
    expect(res.status).toBe(200);
    expect((await state()).menu).toEqual(["Salades", "Pizza", "Dranken"]);
    expect(await menuShows((html) => html.indexOf("Caesar") < html.indexOf("Margherita"))).toBe(true);
  });

  it("out of date, wrong or hostile lists: 404 for another restaurant's product, 409 for a changed list, 400 for bad input; nothing changes", async () => {
    const before = await state();
    const cases: Array<[Record<string, string>, Array<string | number>, number, string]> = [
      [
        { intent: "product-order", tab: "Pizza", group: "Klassiek" },
        [ids.funghi, ids.productB],
        404,
        "Product niet gevonden.",
      ],
      [
        { intent: "product-order", tab: "Pizza", group: "Klassiek" },
        [ids.productB, ids.margherita, ids.funghi],
        404,
        "Product niet gevonden.",
      ],
      [{ intent: "product-order", tab: "Pizza", group: "Klassiek" }, [ids.funghi], 409, STALE],
      [{ intent: "product-order", tab: "Pizza", group: "Klassiek" }, [ids.funghi, ids.tonno], 409, STALE],
      [
        { intent: "product-order", tab: "Pizza", group: "Klassiek" },
        [ids.funghi, ids.margherita, ids.cola],
        409,
        STALE,
      ],
      [{ intent: "product-order", tab: "Dranken", group: "Klassiek" }, [ids.funghi, ids.margherita], 409, STALE],
      [
        { intent: "product-order", tab: "Pizza", group: "Klassiek" },
        ["3000000000", ids.margherita],
        400,
        "Product niet gevonden.",
      ],
      [
        { intent: "product-order", tab: "Pizza", group: "Klassiek" },
        [ids.funghi, ids.funghi],
        400,
        "Ongeldige volgorde.",
      ],
      [{ intent: "product-order", tab: "Pizza", group: "Klassiek" }, [], 400, "Ongeldige volgorde."],
      [{ intent: "product-move", id: "99999999999", direction: "up" }, [], 400, "Product niet gevonden."],
      [{ intent: "product-move", id: String(ids.productB), direction: "up" }, [], 404, "Product niet gevonden."],
      [{ intent: "group-order", tab: "Pizza" }, ["Speciaal", "Klassiek"], 409, STALE],
      [{ intent: "group-order", tab: "Pizza" }, ["Speciaal", "Klassiek", "", "Geheim"], 409, STALE],
      [{ intent: "group-order", tab: "Soepen" }, ["Klassiek"], 400, "Deze tab bestaat niet (meer). Ververs de pagina."],
      [{ intent: "group-move", tab: "Pizza", group: "Geheim", direction: "up" }, [], 409, STALE],
      [
        { intent: "group-move", tab: "Pizza", group: "Klassiek", direction: "opzij" },
        [],
        400,
        "Kies omhoog of omlaag.",
      ],
      [{ intent: "tab-order" }, ["Pizza", "Dranken"], 409, STALE],
      [{ intent: "tab-order" }, ["Pizza", "Dranken", "Salades", "extra"], 409, STALE],
      [{ intent: "tab-order" }, ["Pizza", "Pizza", "Salades"], 400, "Ongeldige volgorde."],
    ];
    for (const [fields, order, status, message] of cases) {
      const res = await post(hostA, cookies.adminA, fields, order);
      expect([fields, order, res.status]).toEqual([fields, order, status]);
      expect(await answer(res)).toContain(message);
    }
    // a NUL byte, and JSON sent to the form action
    expect(
      (await post(hostA, cookies.adminA, { intent: "group-order", tab: "Pizza" }, ["Speciaal\0", "Klassiek", ""]))
        .status,
    ).toBe(400);
    const json = await app.fetch(on(hostA), "/admin/products", {
      method: "POST",
      headers: { cookie: cookies.adminA, "content-type": "application/json" },
      body: JSON.stringify({
        intent: "product-order",
        tab: "Pizza",
        group: "Klassiek",
        order: [ids.funghi, ids.margherita],
      }),
    });
    expect(json.status).toBe(415);
    // B's admin on B's own site cannot order A's products either
    expect(
      (
        await post(hostB, cookies.adminB, { intent: "product-order", tab: "Pizza", group: "Klassiek" }, [
          ids.margherita,
          ids.productB,
        ])
      ).status,
    ).toBe(404);
    expect(await state()).toEqual(before);
  });

  it("roles: every staff role, a customer and another restaurant's admin get 403, a visitor the login, root may", async () => {
    const before = await state();
    const writes: Array<[Record<string, string>, Array<string | number>]> = [
      [{ intent: "product-order", tab: "Pizza", group: "Klassiek" }, [ids.funghi, ids.margherita]],
      [{ intent: "product-move", id: String(ids.funghi), direction: "up" }, []],
      [{ intent: "group-order", tab: "Pizza" }, ["Speciaal", "Klassiek", ""]],
      [{ intent: "group-move", tab: "Pizza", group: "Speciaal", direction: "up" }, []],
      [{ intent: "tab-order" }, ["Salades", "Pizza", "Dranken"]],
    ];
    for (const [fields, order] of writes) {
      for (const who of [...STAFF, "customer", "adminB"])
        expect([who, fields.intent, (await post(hostA, cookies[who], fields, order)).status]).toEqual([
          who,
          fields.intent,
          403,
        ]);
      const visitor = await post(hostA, "", fields, order);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("location")).toMatch(/^\/login/);
    }
    expect(await state()).toEqual(before);

    const root = await post(hostA, cookies.root, { intent: "product-order", tab: "Pizza", group: "Klassiek" }, [
      ids.funghi,
      ids.margherita,
    ]);
    expect(root.status).toBe(200);
    expect(await pizzaOrder()).toEqual([ids.funghi, ids.margherita, ids.tonno, ids.calzone, ids.brood]);
    const entry = await getDb()("product_history")
      .where({ host_id: hostA.id })
      .first<{ user_name: string }>("user_name");
    expect(entry?.user_name).toContain("(Bestelinfo)");
    await getDb()("product_history").where({ host_id: hostA.id }).delete();
  });
});
