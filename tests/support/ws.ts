// A ws client for tests: connect with a Host/Origin/cookie and read the messages as they come.
import WebSocket from "ws";

export interface TestSocket {
  ws: WebSocket;
  /** The handshake answer's headers (X-Worker with WORKER_HEADER=1). */
  headers: Record<string, string | string[] | undefined>;
  next: (predicate?: (m: Record<string, unknown>) => boolean, timeoutMs?: number) => Promise<Record<string, unknown>>;
  send: (m: unknown) => void;
  close: () => void;
}

export function connectWs(opts: { port: number; host: string; origin?: string; cookie?: string }): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: `${opts.host}:${opts.port}` };
    headers.origin = opts.origin ?? `http://${opts.host}:${opts.port}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    const ws = new WebSocket(`ws://127.0.0.1:${opts.port}/ws`, { headers });
    const inbox: Record<string, unknown>[] = [];
    const waiters: Array<() => void> = [];
    let answered: TestSocket["headers"] = {};
    ws.once("upgrade", (res) => (answered = res.headers));
    ws.on("message", (raw) => {
      inbox.push(JSON.parse(String(raw)));
      waiters.splice(0).forEach((w) => w());
    });
    ws.once("unexpected-response", (_req, res) => reject(new Error(`handshake refused: ${res.statusCode}`)));
    ws.once("error", reject);
    ws.once("open", () =>
      resolve({
        ws,
        headers: answered,
        send: (m) => ws.send(JSON.stringify(m)),
        close: () => ws.close(),
        next: (predicate = () => true, timeoutMs = 3000) =>
          new Promise((res, rej) => {
            const timer = setTimeout(() => rej(new Error("no matching ws message in time")), timeoutMs);
            const check = () => {
              const i = inbox.findIndex(predicate);
              if (i >= 0) {
                clearTimeout(timer);
                res(inbox.splice(i, 1)[0]);
              } else waiters.push(check);
            };
            check();
          }),
      }),
    );
  });
}
