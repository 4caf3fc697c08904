// A push service for tests, on plain HTTP at 127.0.0.1: it keeps one browser-like key pair per
// subscription (ECDH P-256 + auth secret) and decrypts each aes128gcm message with http_ece, so a
// test reads what the customer's device would show. `fail` makes it answer with that status.
import crypto from "node:crypto";
import http from "node:http";
import { createRequire } from "node:module";

interface Ece {
  decrypt(buffer: Buffer, params: { version: "aes128gcm"; privateKey: crypto.ECDH; authSecret: Buffer }): Buffer;
}
const ece = createRequire(import.meta.url)("http_ece") as Ece;

export interface FakePush {
  subscription(name: string): { endpoint: string; p256dh: string; auth: string };
  received: Array<{ name: string; payload: unknown; headers: http.IncomingHttpHeaders }>;
  fail: Map<string, number>;
  close(): Promise<void>;
}

export async function startFakePush(): Promise<FakePush> {
  const keys = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  const received: FakePush["received"] = [];
  const fail = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const name = (req.url ?? "").replace("/push/", "");
      const key = keys.get(name);
      const status = fail.get(name);
      if (!key || status) {
        res.writeHead(status ?? 404).end();
        return;
      }
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: "aes128gcm",
        privateKey: key.ecdh,
        authSecret: key.auth,
      });
      received.push({ name, payload: JSON.parse(plain.toString("utf8")), headers: req.headers });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    received,
    fail,
    subscription(name) {
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      keys.set(name, { ecdh, auth });
      return {
        endpoint: `http://127.0.0.1:${port}/push/${name}`,
        p256dh: ecdh.getPublicKey("base64url"),
        auth: auth.toString("base64url"),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
