// One POST to a restaurant's own JET Connect webhook over HTTP, with the Host header that routes it
// to the restaurant (fetch cannot set Host): the simulator's pushes and the owner's "Test de koppeling".
// await postToWebhook("http://127.0.0.1:3000/api/thuisbezorgd/hook/order", "roma.bestelinfo.nl", body, headers)
import http from "node:http";

export function postToWebhook(
  url: string,
  host: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = 10_000,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: `${u.pathname}${u.search}`,
        method: "POST",
        timeout: timeoutMs,
        headers: {
          ...headers,
          host,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}
