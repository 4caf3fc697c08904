// A PostgreSQL LISTEN on one dedicated connection that comes back by itself (decisions 087, 102): the
// workers' event bus without Redis and the menu generations each keep one. While the connection is
// lost nothing is heard, so the owner is told (`lost`) at once and again when it listens (`listening`):
// what it kept from the notifications must not be trusted in between.
import pg from "pg";

export interface PgListener {
  close(): Promise<void>;
}

export interface PgListenerHandlers {
  notification: (payload: string) => void;
  /** the connection broke: nothing is heard until `listening` */
  lost: () => void;
  /** LISTEN is in place (first: the first time); a notification from now on reaches `notification` */
  listening: (first: boolean) => void;
  error: (message: string) => void;
}

/** Listens on `channel` (a plain identifier) until closed; resolves once the first LISTEN is in place. */
export async function pgListen(url: string, channel: string, on: PgListenerHandlers): Promise<PgListener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let tries = 0;
  let retry: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        connect(false).catch((err: unknown) => {
          on.error(`listening again failed: ${(err as Error).message}`);
          schedule();
        });
      },
      Math.min(50 + tries++ * 50, 500),
    );
  };
  /** connections lost or closed: what they still deliver is not heard */
  const gone = new WeakSet<pg.Client>();
  const lose = (c: pg.Client) => {
    gone.add(c);
    if (c !== client) return;
    client = null;
    on.lost();
    c.end().catch(() => {});
    schedule();
  };
  const connect = async (first: boolean) => {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (msg) => {
      // heard from the LISTEN on, before `listening` too (the same packet may carry both)
      if (!closed && !gone.has(c) && msg.channel === channel && msg.payload) on.notification(msg.payload);
    });
    c.on("error", (err: Error) => {
      on.error(err.message);
      lose(c);
    });
    c.on("end", () => lose(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      gone.add(c);
      c.end().catch(() => {});
      throw err;
    }
    if (closed) return void (gone.add(c), await c.end());
    if (gone.has(c)) throw new Error("the connection ended while it began to listen");
    client = c;
    tries = 0;
    on.listening(first);
  };
  await connect(true);

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      if (c) gone.add(c);
      await c?.end().catch(() => {});
    },
  };
}
