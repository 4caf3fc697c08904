// /admin/play "Testen" (docs/issues/020.md §3, decision 048): the restaurant's admin tries every channel on
// herself before customers do — a test SMS and push to her own phone, a test receipt on a chosen
// printer, a TEST order that goes through the board, the printer and the customer messages, and a
// test iDEAL payment (the simulator in development and tests, Mollie's test mode with a test key).
// A test order takes number 0 and never the day's counter, and no figure counts it (countedSql).
import crypto from "node:crypto";
import { getDb } from "~/db.server";
import { paperOf } from "~/domain/receipt";
import { printerStatusLine } from "~/domain/cloudprnt";
import { statusLabel } from "~/domain/order-status";
import { formatPhone } from "~/domain/phone-format";
import { cleanPhone } from "~/domain/validation";
import { sendPush } from "~/integrations/push/index.server";
import { getSmsProvider } from "~/integrations/sms/index.server";
import { getHost } from "~/models/hosts.server";
import { logNotification, pushSubscriptionsOf } from "~/models/notify.server";
import { amsterdamDay, insertOrder } from "~/models/orders.server";
import { testOrderPlacedText } from "~/domain/board";
import { getPrinter, listPrinters, queueJobs } from "~/models/printers.server";
import { listTestOrders } from "~/models/test-orders.server";
import { orderArrived } from "~/realtime/order-events.server";
import type { TestBenchInput } from "~/schemas/test-bench";
import type { TestBenchView } from "~/schemas/test-bench-view";
import type { Actor } from "~/services/audit-log.server";
import { ServiceError } from "~/services/errors.server";
import { requestPayment } from "~/services/payments.server";
import { announceToStaff } from "~/services/staff-push.server";
import { HOST_NOT_FOUND } from "~/domain/messages";

/** The admin at the bench: who she is and how to reach her own phone. */
export interface BenchUser {
  userId: number;
  name: string | null;
  phone: string | null;
}

export interface TestBenchDone {
  intent: TestBenchInput["intent"];
  message: string;
  /** After "Test iDEAL": the payment page to go to. */
  checkout?: string;
}

const NO_PHONE = "Je profiel heeft geen mobiel nummer. Vul het in bij Profiel en probeer het opnieuw.";
const TEST_PRICE_CENTS = 1250;

export async function loadTestBench({
  hostId,
  me,
  now = new Date(),
}: {
  hostId: number;
  me: BenchUser;
  now?: Date;
}): Promise<TestBenchView> {
  const db = getDb();
  const [host, printers, subs, orders] = await Promise.all([
    getHost(db, { hostId }),
    listPrinters(db, { hostId }),
    pushSubscriptionsOf(db, { userId: me.userId }),
    listTestOrders(db, { hostId }),
  ]);
  if (!host) throw new ServiceError(HOST_NOT_FOUND, 404);
  return {
    hostName: host.name,
    phone: me.phone ? formatPhone(me.phone) : null,
    pushDevices: subs.length,
    printers: printers.map((p) => {
      const line = printerStatusLine(p.lastPollAt, now);
      return { id: p.id, name: p.name, paper: paperOf(p.paper).label, status: line.text, online: line.online };
    }),
    orders: orders.map((o) => ({
      id: o.id,
      status: statusLabel(o.status) ?? o.status,
      payment: o.paymentMethod === "ideal" ? (o.paid ? "iDEAL betaald" : "iDEAL open") : "contant",
      createdAt: o.createdAt.toISOString(),
    })),
  };
}

export async function runTestBench({
  input,
  ...at
}: {
  hostId: number;
  me: BenchUser;
  actor: Actor;
  origin: string;
  input: TestBenchInput;
}): Promise<TestBenchDone> {
  const db = getDb();
  const host = await getHost(db, { hostId: at.hostId });
  if (!host) throw new ServiceError(HOST_NOT_FOUND, 404);
  const text = `Test van ${host.name}: zo ziet een bericht aan je klanten eruit.`;
  const log = (method: "sms" | "push", recipient: string, error: string | null) =>
    logNotification(db, {
      hostId: at.hostId,
      orderId: null,
      userId: at.me.userId,
      method,
      type: "test",
      sub: null,
      message: text,
      link: "/admin/play",
      from: at.actor.name ?? host.name,
      fromUserId: at.me.userId,
      recipient,
      status: error ? "failed" : "sent",
      error,
    });
  switch (input.intent) {
    case "sms": {
      const to = cleanPhone(at.me.phone ?? "");
      if (!to) throw new ServiceError(NO_PHONE, 409);
      try {
        await getSmsProvider().send({ to, message: text });
      } catch (err) {
        await log("sms", to, (err as Error).message);
        throw new ServiceError("De SMS kon niet verstuurd worden. Kijk bij Koppelingen wat er mis is.", 503);
      }
      await log("sms", to, null);
      return { intent: input.intent, message: `Test-SMS verstuurd naar ${formatPhone(to)}.` };
    }
    case "push": {
      const subs = await pushSubscriptionsOf(db, { userId: at.me.userId });
      if (subs.length === 0)
        throw new ServiceError(
          "Dit account heeft geen apparaat met meldingen aan. Zet meldingen aan op je telefoon (Profiel) en probeer het opnieuw.",
          409,
        );
      let sent = 0;
      for (const sub of subs) {
        const result = await sendPush(sub, JSON.stringify({ title: host.name, body: text, url: "/admin/play" }));
        await log("push", sub.endpoint, result.ok ? null : result.error);
        if (result.ok) sent += 1;
      }
      if (sent === 0) throw new ServiceError("De melding kwam nergens aan. Zet meldingen opnieuw aan.", 503);
      return {
        intent: input.intent,
        message: `Testmelding verstuurd naar ${sent === 1 ? "1 apparaat" : `${sent} apparaten`}.`,
      };
    }
    case "print": {
      const printer = await getPrinter(db, { hostId: at.hostId, id: input.printerId });
      if (!printer) throw new ServiceError("Printer niet gevonden.", 404);
      await queueJobs(db, { hostId: at.hostId, orderId: null, printerIds: [printer.id], requestedBy: at.me.userId });
      return { intent: input.intent, message: `Testafdruk staat klaar voor ${printer.name}.` };
    }
    case "order": {
      const order = await placeTestOrder(at, host, { deliver: input.deliver === "1", ideal: false });
      return {
        intent: input.intent,
        message: testOrderPlacedText(order.due),
      };
    }
    case "ideal": {
      const order = await placeTestOrder(at, host, { deliver: false, ideal: true });
      const payment = await requestPayment({
        hostId: at.hostId,
        hostName: host.name,
        orderId: order.id,
        customerId: null,
        baseUrl: at.origin,
      });
      const checkout = payment._links.checkout?.href;
      if (!checkout) throw new ServiceError("De testbetaling kon niet gestart worden.", 503);
      return {
        intent: input.intent,
        message: "Testbetaling klaar. Betaal hem: na betalen staat de bestelling met TEST op het bord.",
        checkout,
      };
    }
  }
}

/**
 * A TEST order in the admin's own name and phone: one line, number 0 (no counter, decision 048),
 * announced to the board and the staff devices like a real one. iDEAL waits as a concept until paid.
 */
async function placeTestOrder(
  at: { hostId: number; me: BenchUser },
  host: { id: number; name: string },
  { deliver, ideal }: { deliver: boolean; ideal: boolean },
) {
  const now = new Date();
  const order = await getDb().transaction((trx) =>
    insertOrder(trx, {
      order: {
        hostId: host.id,
        customerId: at.me.userId,
        number: 0,
        isTest: true,
        day: amsterdamDay(now),
        status: ideal ? "concept" : "new",
        due: new Date(now.getTime() + 30 * 60_000),
        asap: true,
        deliver,
        source: "internet",
        paymentMethod: ideal ? "ideal" : "cash",
        paymentStatus: ideal ? "none" : "cash",
        address: deliver
          ? {
              street: "Teststraat",
              number: "1",
              zipcode: "0000 TT",
              city: "Test",
              name: at.me.name ?? "Test",
              phone: at.me.phone ?? "",
            }
          : null,
        customerName: `TEST ${at.me.name ?? ""}`.trim(),
        phone: cleanPhone(at.me.phone ?? ""),
        description: "TESTBESTELLING — niet maken",
        subtotal: TEST_PRICE_CENTS,
        deliveryFee: 0,
        fee: 0,
        amount: TEST_PRICE_CENTS,
        idempotencyKey: `test-${crypto.randomUUID()}`,
        createdBy: at.me.userId,
      },
      items: [
        {
          productId: null,
          position: 1,
          name: "Testproduct",
          subname: null,
          remark: null,
          quantity: 1,
          unitPrice: TEST_PRICE_CENTS,
          extras: 0,
          amount: TEST_PRICE_CENTS,
          volume: null,
          variation: null,
          includes: [],
          includes2: null,
          removed: [],
          half: false,
          tab: null,
          groupName: null,
        },
      ],
    }),
  );
  if (!ideal) {
    await orderArrived({ hostId: host.id, customerId: at.me.userId }, order);
    void announceToStaff({ hostId: host.id, orderId: order.id });
  }
  return order;
}
