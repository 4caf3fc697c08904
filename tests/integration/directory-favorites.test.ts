// The "Favorieten" tile of the directory (docs/issues/014.md §21): the restaurants a customer ordered from,
// most often first; an unpaid iDEAL concept is not an order; without a login there is nothing to show.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { loadDirectory } from "~/services/home.server";
import { createHost, createOrder, createUser } from "../../db/factory";
import { customerOf } from "../support/session-user";

const request = new Request("http://localhost/hosts/favorite");

describe("Favorieten", () => {
  it("lists where the customer ordered, most often first, and no iDEAL concept", async () => {
    const db = getDb();
    const [often, once, never, unpaid] = await Promise.all([
      createHost(db),
      createHost(db),
      createHost(db),
      createHost(db),
    ]);
    const customer = await createUser(db);
    for (let i = 0; i < 3; i++) await createOrder(db, often.id, { customerId: customer.id });
    await createOrder(db, once.id, { customerId: customer.id });
    await createOrder(db, unpaid.id, { customerId: customer.id, status: "concept", paymentMethod: "ideal" });
    const { hosts, needsLogin } = await loadDirectory({
      user: await customerOf(customer.id),
      requestUrl: request.url,
      asked: "favorite",
    });
    expect(needsLogin).toBe(false);
    expect(hosts.map((h) => h.id)).toEqual([often.id, once.id]);
    expect(hosts.map((h) => h.id)).not.toContain(never.id);
  });

  it("lists the marked favourites first and still every restaurant ordered from (docs/issues/033.md §15)", async () => {
    const db = getDb();
    const [marked, ordered, both] = await Promise.all([createHost(db), createHost(db), createHost(db)]);
    const customer = await createUser(db);
    await createOrder(db, ordered.id, { customerId: customer.id });
    await createOrder(db, both.id, { customerId: customer.id });
    await db("host_customers").insert([
      { host_id: marked.id, customer_id: customer.id, favorite: true },
      { host_id: both.id, customer_id: customer.id, favorite: true },
    ]);
    const { hosts } = await loadDirectory({
      user: await customerOf(customer.id),
      requestUrl: request.url,
      asked: "favorite",
    });
    const ids = hosts.map((h) => h.id);
    expect(ids).toHaveLength(3);
    expect(ids.slice(0, 2).sort()).toEqual([marked.id, both.id].sort());
    expect(ids[2]).toBe(ordered.id);
  });

  it("asks for a login when nobody is logged in", async () => {
    const { hosts, needsLogin } = await loadDirectory({ user: null, requestUrl: request.url, asked: "favorite" });
    expect(hosts).toEqual([]);
    expect(needsLogin).toBe(true);
  });
});
