// What a browser may send over /ws, parsed without trusting anything: any frame — not JSON, `null`,
// an array, a number, a huge or binary one, an unknown type, a field of the wrong type — is `null`,
// which the server answers with an error message; it never throws (docs/issues/014.md: one bad frame must not
// stop every restaurant).
// parseClientFrame('{"type":"join","channel":"host:3"}') → { type: "join", channel: "host:3" }
// A first join may say when the page's data was read: {"type":"join","channel":"host:3","since":1764540000000}
// (decision 114); a `since` that is not a whole positive number is left out, not refused.

export type ClientFrame =
  { type: "ping" } | { type: "join"; channel: string; since?: number } | { type: "leave"; channel: string };

/** Channels are short ("host:12", "customer:7", "root"); anything longer is no channel. */
export const MAX_CHANNEL_LENGTH = 64;

export function parseClientFrame(raw: string): ClientFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { type, channel, since } = value as Record<string, unknown>;
  if (type === "ping") return { type };
  if (type !== "join" && type !== "leave") return null;
  if (typeof channel !== "string" || channel.length === 0 || channel.length > MAX_CHANNEL_LENGTH) return null;
  if (type === "join" && Number.isSafeInteger(since) && (since as number) > 0)
    return { type, channel, since: since as number };
  return { type, channel };
}

/**
 * A per-socket budget of messages: `limit` per `windowMs`. A board sends a join per channel and a
 * ping now and then; a client over the budget is closed with 1008 (policy violation).
 */
export function messageBudget(limit: number, windowMs: number, now: () => number = Date.now) {
  let windowStart = now();
  let count = 0;
  return {
    /** false once this message is over the budget */
    take(): boolean {
      const t = now();
      if (t - windowStart >= windowMs) {
        windowStart = t;
        count = 0;
      }
      count++;
      return count <= limit;
    },
  };
}
