// Live events over ws at /ws on the same http server. The handshake carries the session cookie
// and must come from our own origin; a socket then joins channels it may see:
//   → {"type":"join","channel":"host:3"}   ← {"type":"joined","channel":"host:3"}
//   → {"type":"join","channel":"host:3","since":…}   ← {"type":"joined","channel":"host:3","missed":false}
//     (a page's first join, with when its data was read: `missed` says whether it must reload, decision 114)
//   ← {"type":"event","channel":"host:3","event":{"type":"order.created","payload":{…}}}
// A socket on the "root" channel (root only) gets every host's events, as channel "root" with
// payload.hostId added.
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { RequestHandler, Request, Response } from "express";
import { WebSocketServer, type WebSocket } from "ws";
import type { Tenant } from "~/context";
import { canJoin } from "~/realtime/access.server";
import { getDb } from "~/db.server";
import { getUserById } from "~/models/users.server";
import type { EventBus } from "~/realtime/bus.server";
import { CONTROL_CHANNEL, parseChannel, RESYNC_CHANNEL, ROOT_CHANNEL, SESSION_ENDED_CLOSE } from "~/realtime/channels";
import type { LiveEvent } from "~/realtime/events";
import { SESSION_ENDED, sessionHash, USER_SESSIONS_ENDED } from "~/realtime/session-events.server";
import { messageBudget, parseClientFrame } from "~/realtime/frames";
import { logger } from "~/infra/logger.server";
import { sameOrigin } from "~/domain/same-origin";
import { NO_ACCESS } from "~/domain/messages";
import { CATCH_UP_WINDOW_MS, CATCH_UP_MARGIN_MS, missedSince } from "~/realtime/catch-up";
import { SUSPENDED_ORDERS } from "~/domain/suspension";

const MAX_CHANNELS = 20;
/** A frame is at most 4 KiB (ws closes the socket with 1009 beyond that, before parsing). */
const MAX_FRAME_BYTES = 4096;
/** 30 messages per 10 s per socket: far above a board's joins and pings, far below a flood. */
const MESSAGES_PER_WINDOW = 30;
const MESSAGE_WINDOW_MS = 10_000;
const POLICY_VIOLATION = 1008;

interface Client {
  ws: WebSocket;
  channels: Set<string>;
  alive: boolean;
  userId: number | undefined;
  session: string | null;
}

/** The sockets a control event ends: one session's (logout) or every session of one user (role change). */
function endedBy(event: LiveEvent, client: Client): boolean {
  const payload = (typeof event.payload === "object" && event.payload !== null ? event.payload : {}) as Record<
    string,
    unknown
  >;
  if (event.type === SESSION_ENDED) return client.session !== null && client.session === payload.session;
  if (event.type === USER_SESSIONS_ENDED) return client.userId !== undefined && client.userId === payload.userId;
  return false;
}

function reject(socket: Duplex, status: number, text: string) {
  socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/**
 * canJoin, and at a suspended restaurant (docs/issues/033.md §3) a visitor who is not its staff or root joins
 * nothing there, not even the app version: true, false, or the suspension's refusal.
 */
async function joinable(userId: number | undefined, tenant: Tenant, channel: string): Promise<boolean | string> {
  if (tenant.kind === "host" && tenant.host.suspended) {
    const user = userId ? await getUserById(getDb(), { userId }) : null;
    if (user?.kind !== "host" && user?.kind !== "root") return SUSPENDED_ORDERS;
  }
  return canJoin(userId, tenant, channel);
}

/** A browser always sends Origin on an upgrade; a socket without one is not from our pages. */
function fromOurPages(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  return Boolean(origin) && sameOrigin(origin!, req.headers.host);
}

export function attachWebSocketServer(opts: {
  server: Server;
  sessionMiddleware: RequestHandler;
  resolveTenant: (req: IncomingMessage) => Promise<Tenant | null>;
  bus: EventBus;
  /** Headers every handshake answer carries (X-Worker in tests, decision 087). */
  headers?: Record<string, string>;
}) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const extra = Object.entries(opts.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
  if (extra.length) wss.on("headers", (headers) => headers.push(...extra));
  const clients = new Set<Client>();
  /** each channel's sockets: an event visits its members only, not every socket of the instance */
  const byChannel = new Map<string, Set<Client>>();
  const join = (c: Client, channel: string) => {
    c.channels.add(channel);
    let members = byChannel.get(channel);
    if (!members) byChannel.set(channel, (members = new Set()));
    members.add(c);
  };
  const leave = (c: Client, channel: string) => {
    c.channels.delete(channel);
    const members = byChannel.get(channel);
    members?.delete(c);
    if (members?.size === 0) byChannel.delete(channel);
  };
  const forget = (c: Client) => {
    for (const channel of [...c.channels]) leave(c, channel);
    clients.delete(c);
  };

  /** when this instance last heard an event on each channel, for a first join's catch-up (decision 114) */
  const heard = new Map<string, number>();
  /** since when this instance hears every event: from now, and again from the bus's resync; null while it is lost */
  let listeningSince: number | null = Date.now();

  const unsubscribe = opts.bus.subscribe((event: LiveEvent) => {
    if (event.channel === RESYNC_CHANNEL) {
      listeningSince = event.type === "resync" ? Date.now() : null;
      // "lost": nothing to tell the pages yet; they catch up on "resync"
      if (event.type !== "resync") return;
      for (const c of clients) for (const channel of c.channels) c.ws.send(JSON.stringify({ type: "joined", channel }));
      return;
    }
    if (event.channel === CONTROL_CHANNEL) {
      for (const c of clients) {
        if (!endedBy(event, c)) continue;
        for (const channel of [...c.channels]) leave(c, channel);
        c.ws.close(SESSION_ENDED_CLOSE, "sessie beëindigd");
      }
      return;
    }
    heard.set(event.channel, Date.now());
    // serialised and UTF-8 encoded once per channel, not once per socket, and sent only to the
    // channel's own members (docs/issues/021.md §5): a Buffer sent as a text frame is not encoded again by ws
    const members = byChannel.get(event.channel);
    if (members?.size) {
      const message = Buffer.from(
        JSON.stringify({ type: "event", channel: event.channel, event: { type: event.type, payload: event.payload } }),
      );
      for (const c of members) c.ws.send(message, { binary: false });
    }
    // root's feed over every restaurant joins one channel: each host's events reach it, with the host id
    const host = parseChannel(event.channel);
    if (host?.kind !== "host") return;
    // root's feed hears every host's events: a join of "root" that says `since` counts them too
    heard.set(ROOT_CHANNEL, Date.now());
    const roots = byChannel.get(ROOT_CHANNEL);
    if (!roots?.size) return;
    const payload = typeof event.payload === "object" && event.payload !== null ? event.payload : {};
    const forRoot = Buffer.from(
      JSON.stringify({
        type: "event",
        channel: ROOT_CHANNEL,
        event: { type: event.type, payload: { ...payload, hostId: host.hostId } },
      }),
    );
    // a root socket on the host's own channel as well already had it
    for (const c of roots) if (!members?.has(c)) c.ws.send(forRoot, { binary: false });
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/ws") return; // not ours (Vite's HMR socket lives on the same server in dev)
    if (!fromOurPages(req)) return reject(socket, 403, "Forbidden");
    const res = { getHeader() {}, setHeader() {}, end() {} } as unknown as Response;
    opts.sessionMiddleware(req as Request, res, async () => {
      try {
        const tenant = await opts.resolveTenant(req);
        if (!tenant) return reject(socket, 404, "Not Found");
        const userId = (req as Request).session?.userId;
        const session = userId ? sessionHash((req as Request).sessionID) : null;
        wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, userId, session, tenant));
      } catch (err) {
        logger().error(`ws upgrade failed: ${err instanceof Error ? err.message : String(err)}`);
        reject(socket, 503, "Service Unavailable");
      }
    });
  };
  opts.server.on("upgrade", onUpgrade);

  function onConnection(ws: WebSocket, userId: number | undefined, session: string | null, tenant: Tenant) {
    const client: Client = { ws, channels: new Set(), alive: true, userId, session };
    clients.add(client);
    ws.on("pong", () => (client.alive = true));
    ws.on("close", () => forget(client));
    ws.on("error", () => forget(client));
    const budget = messageBudget(MESSAGES_PER_WINDOW, MESSAGE_WINDOW_MS);
    const answer = (body: object) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(body));
    };
    ws.on("message", (raw, isBinary) => {
      if (!budget.take()) return ws.close(POLICY_VIOLATION, "te veel berichten");
      const frame = isBinary ? null : parseClientFrame(String(raw));
      if (!frame) return answer({ type: "error", message: "Ongeldig bericht" });
      if (frame.type === "ping") return answer({ type: "pong" });
      const { channel } = frame;
      if (frame.type === "leave") {
        leave(client, channel);
        return answer({ type: "left", channel });
      }
      if (client.channels.size >= MAX_CHANNELS) return answer({ type: "error", channel, message: NO_ACCESS });
      joinable(userId, tenant, channel).then(
        (allowed) => {
          if (allowed !== true) return answer({ type: "error", channel, message: allowed || NO_ACCESS });
          // a socket closed while its join was checked joins nothing
          if (ws.readyState !== ws.OPEN) return;
          join(client, channel);
          if (frame.since === undefined) return answer({ type: "joined", channel });
          const missed = missedSince({
            since: frame.since,
            now: Date.now(),
            lastHeard: heard.get(channel),
            listeningSince,
          });
          answer({ type: "joined", channel, missed });
        },
        (err: unknown) => {
          // a database that is down refuses the join; it is logged, not swallowed (docs/issues/013.md)
          logger().error(`ws join ${channel} failed: ${err instanceof Error ? err.message : String(err)}`);
          answer({ type: "error", channel, message: "Even niet beschikbaar" });
        },
      );
    });
  }

  const heartbeat = setInterval(() => {
    for (const c of clients) {
      if (!c.alive) {
        c.ws.terminate();
        forget(c);
        continue;
      }
      c.alive = false;
      c.ws.ping();
    }
    // a heard time older than any join it could answer is dropped: the map holds the last minute's channels
    const old = Date.now() - CATCH_UP_WINDOW_MS - CATCH_UP_MARGIN_MS;
    for (const [channel, at] of heard) if (at < old) heard.delete(channel);
  }, 30_000);
  heartbeat.unref();

  return {
    clientCount: () => clients.size,
    async close() {
      clearInterval(heartbeat);
      unsubscribe();
      opts.server.off("upgrade", onUpgrade);
      for (const c of clients) {
        c.ws.close(1001, "server shutting down");
        // a board that does not answer the close handshake must not hold the shutdown up
        setTimeout(() => c.ws.terminate(), 1_000).unref();
      }
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
