// Live events in the browser: one ws to /ws that joins `channel` (or several), reconnects with
// back-off after a drop, and calls onEvent for every event. After every (re)join it calls
// onEvent({type:"joined"}) so the page can catch up on what it missed while it was away (the
// database is the truth), and after a drop onEvent({type:"dropped"}) so it can say it is not live.
// `since`, the loader's time of the page's data (its `now`): the first join says it, and the server
// answers whether anything was heard on the channel since (`missed`); no reload right after the page
// loaded when nothing was (decision 114). A rejoin after a drop always says missed.
import { useEffect, useRef } from "react";
import { SESSION_ENDED_CLOSE } from "~/realtime/channels";
import type { LiveMessage } from "~/realtime/events";

export type { LiveMessage };

/** The socket closed: until the next "joined" the page misses events. */
export const DROPPED = "dropped";

/**
 * Whether the page's data may be behind after this message, so it reloads: any event, and a (re)join that
 * missed something; a first join that heard nothing since the page's `since` did not (decision 114).
 *   useLiveChannel(channel, (event) => mayBeBehind(event) && refresh(), { since: data.now });
 */
export function mayBeBehind(event: LiveMessage): boolean {
  if (event.type === DROPPED) return false;
  return event.type !== "joined" || event.missed;
}

export function useLiveChannel(
  channel: string | null,
  onEvent: (event: LiveMessage) => void,
  options?: { since?: string },
) {
  useLiveChannels(channel ? [channel] : [], onEvent, options);
}

/** One socket for several channels (the to-do list follows every restaurant a call centre serves). */
export function useLiveChannels(
  channels: ReadonlyArray<string>,
  onEvent: (event: LiveMessage) => void,
  { since }: { since?: string } = {},
) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  // the data's time when the socket starts, not each reload's: read by the first connect only
  const loadedAt = useRef(since);
  loadedAt.current = since;
  const key = channels.join(" ");
  useEffect(() => {
    const wanted = key === "" ? [] : key.split(" ");
    if (wanted.length === 0 || typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // said by the first socket's joins only: after a drop the page has missed whatever it missed
    const loaded = loadedAt.current ? Date.parse(loadedAt.current) : NaN;
    let firstJoinSince: number | undefined = Number.isFinite(loaded) ? loaded : undefined;
    const connect = () => {
      const scheme = window.location.protocol === "https:" ? "wss" : "ws";
      socket = new WebSocket(`${scheme}://${window.location.host}/ws`);
      const since = firstJoinSince;
      firstJoinSince = undefined;
      socket.onopen = () => {
        for (const channel of wanted) socket?.send(JSON.stringify({ type: "join", channel, since }));
      };
      socket.onmessage = (m) => {
        const msg = JSON.parse(String(m.data)) as {
          type: string;
          channel?: string;
          event?: LiveMessage;
          missed?: boolean;
        };
        if (msg.type === "joined" && msg.channel && wanted.includes(msg.channel)) {
          attempt = 0;
          handler.current({ type: "joined", missed: msg.missed !== false });
        } else if (msg.type === "event" && msg.channel && wanted.includes(msg.channel) && msg.event)
          handler.current(msg.event);
      };
      socket.onclose = (closed) => {
        if (stopped) return;
        // logged out or given another role (on any instance): the page reloads and its loader decides
        if (closed.code === SESSION_ENDED_CLOSE) return window.location.reload();
        handler.current({ type: DROPPED });
        timer = setTimeout(connect, Math.min(500 * 2 ** attempt++, 15_000));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      // closing a socket still connecting makes the browser warn ("closed before the connection is
      // established"; development's StrictMode unmounts every effect once): it closes once open
      if (socket?.readyState === WebSocket.CONNECTING) {
        const connecting = socket;
        connecting.onopen = () => connecting.close();
        connecting.onmessage = null;
      } else socket?.close();
    };
  }, [key]);
}
