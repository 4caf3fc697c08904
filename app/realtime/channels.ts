// Channel names for live events. Pure: used by the server (publish, access) and the browser (join).
export const hostChannel = (hostId: number) => `host:${hostId}`;
export const customerChannel = (userId: number) => `customer:${userId}`;
export const ROOT_CHANNEL = "root";
/** The version watch (docs/spec.md §4, §7): the 'app' config document's changes, for every open page, logged in or not. */
export const CONFIG_CHANNEL = "config";
/** Between instances only (sessions that ended): parseChannel refuses it, so no socket can join. */
export const CONTROL_CHANNEL = "control";
/**
 * Within one instance only: the bus lost events (Redis was down, docs/issues/035.md §6). Every socket is told
 * "joined" again for its channels, and the page catches up from the database as after a reconnect.
 */
export const RESYNC_CHANNEL = "resync";
/** The close code of a socket whose session ended: the page reloads (and lands on the login). */
export const SESSION_ENDED_CLOSE = 4401;

export type ParsedChannel =
  { kind: "host"; hostId: number } | { kind: "customer"; userId: number } | { kind: "root" } | { kind: "config" };

export function parseChannel(channel: string): ParsedChannel | null {
  if (channel === ROOT_CHANNEL) return { kind: "root" };
  if (channel === CONFIG_CHANNEL) return { kind: "config" };
  const m = /^(host|customer):([1-9][0-9]{0,9})$/.exec(channel);
  if (!m) return null;
  const id = Number(m[2]);
  return m[1] === "host" ? { kind: "host", hostId: id } : { kind: "customer", userId: id };
}
