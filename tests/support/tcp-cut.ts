// A TCP pass-through to a server that a test can cut and mend: `cut()` ends every connection through
// it and refuses new ones until `mend()`. For a client that must notice a lost connection and come back
// by itself (a LISTEN on PostgreSQL), without touching the server behind it.
import net from "node:net";

export interface TcpCut {
  port: number;
  cut(): void;
  mend(): void;
  close(): Promise<void>;
}

export async function tcpCut(target: { host: string; port: number }): Promise<TcpCut> {
  const open = new Set<net.Socket>();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) return void client.resetAndDestroy();
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on("close", () => open.delete(s));
      s.on("error", () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut() {
      refusing = true;
      for (const s of open) s.destroy();
    },
    mend() {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
