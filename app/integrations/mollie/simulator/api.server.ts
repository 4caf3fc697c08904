// The simulator's HTTPS side: the subset of Mollie's v2 API our client uses, answered in Mollie's
// JSON shape (application/hal+json, errors as {status, title, detail}). Faults on request:
// `faults.down` answers every call with 500; `faults.failNext` the next n calls, optionally after
// the payment was made (a create whose answer got lost: the retry must not make a second one).
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { toMollieAmount } from "../provider";
import { parseAmount, type SimulatorStore } from "./store";

export interface Faults {
  down: boolean;
  failNext: number;
  /** With failNext: do the work, then answer 500 anyway. */
  afterWork: boolean;
}

export interface ApiUrls {
  api: string;
  checkout: string;
}

const createSchema = z.object({
  amount: z.unknown(),
  description: z.string().min(1).max(255),
  redirectUrl: z.url(),
  webhookUrl: z.url().optional(),
  method: z.string().optional(),
  metadata: z.unknown().optional(),
});
const refundSchema = z.object({ amount: z.unknown(), description: z.string().max(255).optional() });

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/hal+json" }).end(JSON.stringify(body));
}

function problem(res: ServerResponse, status: number, title: string, detail: string, field?: string) {
  send(res, status, {
    status,
    title,
    detail,
    ...(field ? { field } : {}),
    _links: { documentation: { href: "https://docs.mollie.com/overview/handling-errors", type: "text/html" } },
  });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64_000) return null;
    chunks.push(chunk as Buffer);
  }
  try {
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
  } catch {
    return null;
  }
}

export function apiHandler(store: SimulatorStore, faults: Faults, urls: () => ApiUrls) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const auth = /^Bearer ((test|live)_\w+)$/.exec(req.headers.authorization ?? "");
    if (!auth) return problem(res, 401, "Unauthorized Request", "Missing authentication, or failed to authenticate");
    const mode = auth[2] as "test" | "live";
    let failAfter = false;
    if (faults.down) return problem(res, 500, "Internal Server Error", "The payment simulator is down (test hook)");
    if (faults.failNext > 0) {
      faults.failNext -= 1;
      if (!faults.afterWork) return problem(res, 500, "Internal Server Error", "Simulated failure (test hook)");
      failAfter = true;
    }
    const answer = (status: number, body: unknown) =>
      failAfter
        ? problem(res, 500, "Internal Server Error", "Simulated failure after the work was done (test hook)")
        : send(res, status, body);

    const path = new URL(req.url ?? "/", "https://simulator").pathname;
    const key =
      typeof req.headers["idempotency-key"] === "string" ? `${auth[1]}:${req.headers["idempotency-key"]}` : null;
    let m: RegExpExecArray | null;

    if (req.method === "POST" && path === "/v2/payments") {
      const earlier = store.replay(key);
      if (earlier) return answer(201, store.paymentJson(earlier, urls()));
      const body = createSchema.safeParse(await readJson(req));
      const amount = body.success ? parseAmount(body.data.amount) : null;
      if (!body.success)
        return problem(
          res,
          422,
          "Unprocessable Entity",
          body.error.issues[0]?.message ?? "Invalid body",
          String(body.error.issues[0]?.path[0] ?? ""),
        );
      if (amount === null || amount < 1)
        return problem(res, 422, "Unprocessable Entity", "The amount is invalid", "amount");
      const { description, redirectUrl, webhookUrl, metadata } = body.data;
      const payment = store.create(
        { mode, amount, description, redirectUrl, webhookUrl: webhookUrl ?? null, metadata: metadata ?? null },
        key,
      );
      return answer(201, store.paymentJson(payment, urls()));
    }
    if ((m = /^\/v2\/payments\/(tr_\w+)(\/refunds(?:\/(re_\w+))?)?$/.exec(path))) {
      const payment = store.payments.get(m[1]);
      if (!payment || payment.mode !== mode)
        return problem(res, 404, "Not Found", `No payment exists with token ${m[1]}.`);
      if (!m[2] && req.method === "GET") return answer(200, store.paymentJson(payment, urls()));
      if (m[2] && m[3] && req.method === "GET") {
        const refund = payment.refunds.find((r) => r.id === m?.[3]);
        return refund
          ? answer(200, store.refundJson(refund, urls()))
          : problem(res, 404, "Not Found", `No refund exists with token ${m[3]}.`);
      }
      if (m[2] && req.method === "GET") {
        const refunds = payment.refunds.map((r) => store.refundJson(r, urls()));
        return answer(200, {
          count: refunds.length,
          _embedded: { refunds },
          _links: {
            self: { href: `${urls().api}payments/${payment.id}/refunds`, type: "application/hal+json" },
            previous: null,
            next: null,
          },
        });
      }
      if (m[2] && req.method === "POST") {
        const earlier = key ? store.refundReplay(key) : null;
        if (earlier) return answer(201, store.refundJson(earlier, urls()));
        const body = refundSchema.safeParse(await readJson(req));
        const amount = body.success ? parseAmount(body.data.amount) : null;
        if (payment.status !== "paid")
          return problem(res, 422, "Unprocessable Entity", "The payment has not been paid, so it cannot be refunded");
        const remaining = payment.amount - store.refunded(payment);
        if (amount === null || amount < 1 || amount > remaining) {
          return problem(
            res,
            422,
            "Unprocessable Entity",
            `The amount is higher than the refundable amount of ${toMollieAmount(remaining).value}`,
            "amount",
          );
        }
        const refund = store.refund(payment, amount, (body.success && body.data.description) || "", key);
        return answer(201, store.refundJson(refund, urls()));
      }
    }
    return problem(res, 404, "Not Found", "The resource does not exist on the payment simulator");
  };
}
