// A proxy between the browser and this run's app that sends the menu document ("/", HTML) in two parts:
// up to `splitAt(html)` at once, the rest when `rest()` resolves — a parser working in slices, a last
// packet that comes late. Everything else (assets, the API, the live socket) goes through as it is.
// The document is asked for uncompressed so it can be cut; a split at -1 sends it whole.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { port } from "./support";

export async function documentProxy(splitAt: (html: Buffer) => number, rest: () => Promise<void>) {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, "accept-encoding": "identity" },
      },
      (answer) => {
        const isDocument = req.url === "/" && String(answer.headers["content-type"]).startsWith("text/html");
        if (!isDocument) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (c: Buffer) => chunks.push(c));
        answer.on("end", () => {
          const html = Buffer.concat(chunks);
          const at = splitAt(html);
          const headers = { ...answer.headers };
          delete headers["content-length"];
          res.writeHead(answer.statusCode ?? 502, headers);
          if (at < 0) return void res.end(html);
          res.write(html.subarray(0, at));
          void rest().then(() => res.end(html.subarray(at)));
        });
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  // the live socket (the app's version watch) goes through as it is; closed with the proxy
  const upgraded = new Set<net.Socket>();
  server.on("upgrade", (req, socket: net.Socket, head) => {
    const up = net.connect(port, "127.0.0.1", () => {
      up.write(`${req.method} ${req.url} HTTP/1.1\r\n`);
      for (let i = 0; i < req.rawHeaders.length; i += 2) up.write(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`);
      up.write("\r\n");
      up.write(head);
      up.pipe(socket).pipe(up);
    });
    upgraded.add(up).add(socket);
    up.on("error", () => socket.destroy());
    socket.on("error", () => up.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const close = async () => {
    server.closeAllConnections();
    for (const s of upgraded) s.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return { close, port: (server.address() as AddressInfo).port };
}
