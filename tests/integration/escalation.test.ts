// Escalation: an order left in 'new' past the host's minutes sends one SMS to the admin phone,
// logged on the order; accepted orders, hosts without the setting, and second sweeps send nothing.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import type { SmsProvider } from "~/integrations/sms/index.server";
import { getBus } from "~/realtime/bus.server";
import { hostChannel } from "~/realtime/channels";
import type { LiveEvent } from "~/realtime/events";
import { escalateUnaccepted } from "~/services/escalation.server";
import { createHost, createOrder } from "../../db/factory";
import { runsAloneAmongSweepers } from "../support/sweepers";

runsAloneAmongSweepers();

function recording(fail = false) {
  const sent: Array<{ to: string; message: string }> = [];
  const provider: SmsProvider = {
    name: "outbox",
    async send(sms) {
      if (fail) throw new Error("provider down");
      sent.push(sms);
    },
  };
  return { sent, provider };
}

let events: LiveEvent[] = [];
let stop = () => {};
beforeEach(() => {
  events = [];
  stop = getBus().subscribe((e) => events.push(e));
});
afterEach(() => stop());

describe("escalateUnaccepted", () => {
  it("texts the admin once for an order waiting longer than the host allows, and logs it", async () => {
    const db = getDb();
    const now = new Date();
    const host = await createHost(db, {
      name: "Escalatie Test",
      settings: { escalationMinutes: 5, adminPhone: "+31611112222" },
    });
    const late = await createOrder(db, host.id, { status: "new", createdAt: new Date(now.getTime() - 6 * 60_000) });
    await createOrder(db, host.id, { status: "new", createdAt: new Date(now.getTime() - 2 * 60_000) });
    await createOrder(db, host.id, { status: "order", createdAt: new Date(now.getTime() - 30 * 60_000) });
    const quiet = await createHost(db, { settings: {} });
    await createOrder(db, quiet.id, { status: "new", createdAt: new Date(now.getTime() - 60 * 60_000) });

    const sms = recording();
    await escalateUnaccepted(now, sms.provider);
    const mine = sms.sent.filter((s) => s.to === "+31611112222");
    expect(mine).toEqual([
      {
        to: "+31611112222",
        message: `Let op: bestelling ${late.number} bij Escalatie Test wacht al 5 minuten op acceptatie.`,
      },
    ]);
    expect(await db("notifications").where({ order_id: late.id }).select("method", "type", "status", "from")).toEqual([
      { method: "sms", type: "escalation", status: "sent", from: "system" },
    ]);
    // docs/issues/033.md §13: the restaurant's boards hear of it, so the card shows the message without a reload
    expect(events.filter((e) => e.channel === hostChannel(host.id))).toEqual([
      { channel: hostChannel(host.id), type: "order.escalated", payload: { id: late.id, number: late.number } },
    ]);
    const again = recording();
    await escalateUnaccepted(now, again.provider);
    expect(again.sent.filter((s) => s.to === "+31611112222")).toEqual([]);
  });

  it("logs a failed SMS and carries on", async () => {
    const db = getDb();
    const now = new Date();
    const host = await createHost(db, { settings: { escalationMinutes: 1, adminPhone: "+31633334444" } });
    const order = await createOrder(db, host.id, { status: "new", createdAt: new Date(now.getTime() - 10 * 60_000) });
    await escalateUnaccepted(now, recording(true).provider);
    expect(await db("notifications").where({ order_id: order.id }).select("status", "error")).toEqual([
      { status: "failed", error: "provider down" },
    ]);
  });
});
