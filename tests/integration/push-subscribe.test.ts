// Customers opt in to push from the browser: the subscription is stored for the logged-in user,
// one row per browser (endpoint), and bad or anonymous input is refused.
import { describe, expect, it } from "vitest";
import { createUser } from "../../db/factory";
import { getDb } from "../../app/db.server";
import { pushSubscriptionSchema } from "../../app/schemas/push";
import { pushPublicKey, subscribePush } from "../../app/services/push-subscriptions.server";

const subscription = (n: number) => ({
  endpoint: `https://push.example.test/send/${n}`,
  keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) },
});

describe("push subscriptions", () => {
  it("stores the browser's subscription for the logged-in user, once per endpoint", async () => {
    const db = getDb();
    const first = await createUser(db, { kind: "customer" });
    const second = await createUser(db, { kind: "customer" });
    const sub = pushSubscriptionSchema.parse(subscription(Date.now()));

    await subscribePush({ userId: first.id, sub, userAgent: "test-agent" });
    await subscribePush({ userId: first.id, sub, userAgent: "test-agent" });
    let rows = await db("push_subscriptions").where({ endpoint: sub.endpoint });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: first.id, user_agent: "test-agent" });

    // the same browser, another account: the subscription moves with the login
    await subscribePush({ userId: second.id, sub, userAgent: null });
    rows = await db("push_subscriptions").where({ endpoint: sub.endpoint });
    expect(rows.map((r) => r.user_id)).toEqual([second.id]);

    expect(pushPublicKey()).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });

  it.each([
    ["plain http endpoint", { ...subscription(1), endpoint: "http://push.example.test/x" }],
    ["no keys", { endpoint: "https://push.example.test/x" }],
    ["bad key", { ...subscription(1), keys: { p256dh: "not base64 !", auth: "A".repeat(22) } }],
  ])("refuses %s", (_name, body) => {
    const parsed = pushSubscriptionSchema.safeParse(body);
    expect(parsed.success).toBe(false);
  });
});
