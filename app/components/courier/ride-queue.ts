// The courier's taps that still have to reach the server (decision 077): kept on the phone
// (localStorage, per restaurant), sent in the order they were made when the connection is back (the
// `online` event, a retry while any wait), each with the key made at the tap so a tap sent twice
// acts once. A refusal (4xx) is an answer too: the tap leaves the queue and its message is shown.
export interface QueuedTap {
  key: string;
  intent: "deliver" | "problem";
  orderId: number;
  number: number;
  label: string;
  received?: number | null;
  note?: string;
  at: string;
}

const storageKey = (scope: string) => `ritten-wachtrij:${scope}`;

export function readQueue(scope: string): QueuedTap[] {
  try {
    const raw = window.localStorage.getItem(storageKey(scope));
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? (list as QueuedTap[]) : [];
  } catch {
    return [];
  }
}

export function writeQueue(scope: string, list: QueuedTap[]): void {
  window.localStorage.setItem(storageKey(scope), JSON.stringify(list));
}

export type SendResult = { kind: "sent"; message: string } | { kind: "refused"; message: string } | { kind: "offline" };

/** One tap to the server: sent, refused with a Dutch message, or not reached (keep it). */
export async function sendTap(tap: {
  key: string;
  intent: string;
  orderId: number;
  received?: number | null;
  note?: string;
}): Promise<SendResult> {
  let res: Response;
  try {
    res = await fetch("/api/ritten", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(tap),
    });
  } catch {
    return { kind: "offline" };
  }
  // a server or proxy in trouble is not an answer: try again later
  if (res.status >= 500) return { kind: "offline" };
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (res.ok) return { kind: "sent", message: body.message ?? "Verstuurd." };
  return { kind: "refused", message: body.message ?? "Dit lukte niet." };
}

/** A key per tap (the schema takes 8–64 of [A-Za-z0-9-]). */
export function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
