// A local stand-in for Twilio's Messages API, driven by the real `twilio` client (TWILIO_API_BASE).
// It checks the Basic auth the client sends and records every message; GET /messages lists them
// newest first ({to, from, message, date}) so tests and e2e can read a login code.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeSms {
  to: string;
  from: string;
  message: string;
  date: string;
}

export interface FakeTwilio {
  url: string;
  port: number;
  accountSid: string;
  authToken: string;
  messages: FakeSms[];
  /** Env for a server that should send through this fake. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

export const FAKE_TWILIO_SID = "AC00000000000000000000000000000000";
export const FAKE_TWILIO_TOKEN = "fake-twilio-auth-token";
export const FAKE_TWILIO_FROM = "Bestelinfo";

export async function startFakeTwilio(port = 0): Promise<FakeTwilio> {
  const messages: FakeSms[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_TWILIO_SID}:${FAKE_TWILIO_TOKEN}`).toString("base64")}`;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method === "GET" && req.url === "/messages") return send(200, [...messages].reverse());
      const path = `/2010-04-01/Accounts/${FAKE_TWILIO_SID}/Messages.json`;
      if (req.method !== "POST" || req.url !== path)
        return send(404, { code: 20404, message: "Not found", status: 404 });
      if (req.headers.authorization !== expectedAuth)
        return send(401, { code: 20003, message: "Authenticate", status: 401 });
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      const sms = {
        to: form.get("To") ?? "",
        from: form.get("From") ?? "",
        message: form.get("Body") ?? "",
        date: new Date().toISOString(),
      };
      messages.push(sms);
      send(201, {
        sid: `SM${String(messages.length).padStart(32, "0")}`,
        account_sid: FAKE_TWILIO_SID,
        to: sms.to,
        from: sms.from,
        body: sms.message,
        status: "queued",
        date_created: new Date().toUTCString(),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${actual}`;
  return {
    url,
    port: actual,
    accountSid: FAKE_TWILIO_SID,
    authToken: FAKE_TWILIO_TOKEN,
    messages,
    env: {
      TWILIO_ACCOUNT_SID: FAKE_TWILIO_SID,
      TWILIO_AUTH_TOKEN: FAKE_TWILIO_TOKEN,
      TWILIO_FROM: FAKE_TWILIO_FROM,
      TWILIO_API_BASE: url,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The login code in an SMS ("ABCD is je Bestelinfo code …"). */
export function codeFrom(message: string): string {
  const m = /^([A-Z0-9]{4}) is je Bestelinfo code/.exec(message);
  if (!m) throw new Error(`no login code in: ${message}`);
  return m[1];
}
