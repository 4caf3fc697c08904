// Tells a customer what happened to their order (docs/spec.md §1, §5, §9): web push to every subscribed
// device first, an SMS when no push got through, and every attempt logged on the order. It never
// throws: a status change must not fail because a provider is down.
// await notifyCustomer(db, {host, order, text, type, sub, from})
import type { Knex } from "knex";
import { formatClock } from "~/domain/amsterdam-time";
import { defaultTemplate, fillTemplate, type TemplateKey } from "~/domain/message-templates";
import { shouldNotify } from "~/domain/notifications";
import { cleanPhone } from "~/domain/validation";
import { sendPush, type PushResult } from "~/integrations/push/index.server";
import { getSmsProvider, type SmsProvider } from "~/integrations/sms/index.server";
import {
  deletePushSubscription,
  hostTemplate,
  logNotification,
  pushSubscriptionsOf,
  touchPushSubscription,
  type LoggedNotification,
} from "~/models/notify.server";
import { logger } from "~/infra/logger.server";

export interface NotifyOrder {
  id: number;
  number: number;
  customerId: number | null;
  customerName: string | null;
  phone: string | null;
  due: Date;
}

export interface NotifyDeps {
  sms?: SmsProvider;
  push?: (sub: { endpoint: string; p256dh: string; auth: string }, payload: string) => Promise<PushResult>;
}

/** The message for a situation: the host's wording when it has one, else ours, filled in. */
export async function renderTemplate(
  db: Knex,
  host: { id: number; name: string },
  order: NotifyOrder,
  key: TemplateKey,
) {
  const text = (await hostTemplate(db, { hostId: host.id, key })) ?? defaultTemplate(key);
  if (!text) throw new Error(`geen sjabloon ${key.type}/${key.sub}`);
  return fillTemplate(text, {
    naam: order.customerName?.split(" ")[0] || "klant",
    nummer: String(order.number),
    restaurant: host.name,
    tijd: formatClock(order.due),
  });
}

export interface NotifyInput {
  host: { id: number; name: string };
  order: NotifyOrder;
  message: string;
  type: string;
  sub?: string | null;
  from: string;
  fromUserId?: number | null;
  /** 'sms': straight to the phone, no push first (an iDEAL link for someone on the phone with us). */
  via?: "sms";
  /** Logged with the message; the order's thank-you page unless given. */
  link?: string;
}

/** Returns how it went: "push", "sms", or null when nothing was delivered or nothing was sent. */
export async function notifyCustomer(
  db: Knex,
  input: NotifyInput,
  deps: NotifyDeps = {},
): Promise<"push" | "sms" | null> {
  const { host, order, message } = input;
  // docs/spec.md §5: nothing for the anonymous customer nor for a text too short to mean anything
  if (!shouldNotify(order.phone, message)) return null;
  const link = input.link ?? `/thanks/${order.id}`;
  const base = {
    hostId: host.id,
    orderId: order.id,
    userId: order.customerId,
    type: input.type,
    sub: input.sub ?? null,
    message,
    link,
    from: input.from,
    fromUserId: input.fromUserId ?? null,
  };
  const log = (entry: Pick<LoggedNotification, "method" | "recipient" | "status" | "error">) =>
    logNotification(db, { ...base, ...entry }).catch((err: Error) =>
      logger().error({ area: "notify" }, `log failed: ${err.message}`),
    );

  try {
    if (order.customerId !== null && input.via !== "sms") {
      const push = deps.push ?? sendPush;
      const payload = JSON.stringify({ title: host.name, body: message, url: link });
      let delivered = false;
      for (const sub of await pushSubscriptionsOf(db, { userId: order.customerId })) {
        const result = await push(sub, payload);
        await log({
          method: "push",
          recipient: sub.endpoint,
          status: result.ok ? "sent" : "failed",
          error: result.ok ? null : result.error,
        });
        if (result.ok) {
          delivered = true;
          await touchPushSubscription(db, { userId: order.customerId, id: sub.id });
        } else if (result.gone) {
          await deletePushSubscription(db, { userId: order.customerId, id: sub.id });
        }
      }
      if (delivered) return "push";
    }
    const to = cleanPhone(order.phone ?? "");
    // an order without a phone number (counter sale) can only be reached by push
    if (to === "") return null;
    try {
      await (deps.sms ?? getSmsProvider()).send({ to, message });
      await log({ method: "sms", recipient: to, status: "sent", error: null });
      return "sms";
    } catch (err) {
      await log({ method: "sms", recipient: to, status: "failed", error: (err as Error).message });
      return null;
    }
  } catch (err) {
    logger().error({ area: "notify" }, `order ${order.id}: ${(err as Error).message}`);
    return null;
  }
}

/**
 * One of the customer message templates (the host's wording, else ours) at its moment, logged on the
 * order: `ideal` when the iDEAL payment is in, `due`/`init` when an order for later is taken, the
 * board's status moves. Never throws.
 */
export async function notifyWithTemplate(
  db: Knex,
  input: {
    host: { id: number; name: string };
    order: NotifyOrder;
    key: TemplateKey;
    from: string;
    fromUserId?: number | null;
  },
  deps: NotifyDeps = {},
): Promise<"push" | "sms" | null> {
  let message: string;
  try {
    message = await renderTemplate(db, input.host, input.order, input.key);
  } catch (err) {
    // nothing can be sent without its text: say so in the log and on the order, never silently
    const error = `Het bericht kon niet worden gemaakt: ${(err as Error).message}`;
    logger().error({ area: "notify", orderId: input.order.id, template: `${input.key.type}/${input.key.sub}` }, error);
    await logNotification(db, {
      hostId: input.host.id,
      orderId: input.order.id,
      userId: input.order.customerId,
      method: "sms",
      type: input.key.type,
      sub: input.key.sub || null,
      message: "",
      link: `/thanks/${input.order.id}`,
      from: input.from,
      fromUserId: input.fromUserId ?? null,
      recipient: cleanPhone(input.order.phone ?? "") || null,
      status: "failed",
      error,
    }).catch((logErr: Error) => logger().error({ area: "notify" }, `log failed: ${logErr.message}`));
    return null;
  }
  return notifyCustomer(
    db,
    {
      host: input.host,
      order: input.order,
      message,
      type: input.key.type,
      sub: input.key.sub || null,
      from: input.from,
      fromUserId: input.fromUserId ?? null,
    },
    deps,
  );
}
