/**
 * Star CloudPRNT's rules that need no I/O: which MAC a printer means, which document types we
 * serve, and what a confirmation code says. Printers send the MAC as they like ("00:11:62:…",
 * "00-11-62-…", "001162…", upper case, URL-encoded); we store lowercase with colons.
 */
import { dayKey, formatClock } from "./amsterdam-time";

export const MEDIA_TYPES = ["text/vnd.star.markup", "text/plain"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** How often the simulated printer and the settings page expect a poll; online = polled within 60 s. */
export const ONLINE_WINDOW_MS = 60_000;

/** A printer that keeps failing a job stops blocking its queue after this many tries. */
export const MAX_ATTEMPTS = 10;

/** Lowercase colon form, or null when it is not six hex pairs. */
export function normaliseMac(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const hex = raw.trim().replace(/[:\-.\s]/g, "");
  if (!/^[0-9a-f]{12}$/i.test(hex)) return null;
  return hex.toLowerCase().match(/../g)?.join(":") ?? null;
}

export function isMediaType(value: unknown): value is MediaType {
  return MEDIA_TYPES.some((t) => t === value);
}

/** Star's codes are HTTP-like ("200 OK", "520 …"), often still URL-encoded; 2xx means printed. */
export function decodeCode(raw: unknown): string {
  if (typeof raw !== "string") return "";
  try {
    return decodeURIComponent(raw.replace(/\+/g, " ")).trim();
  } catch {
    return raw.trim();
  }
}

export function isPrinted(code: string): boolean {
  return decodeCode(code).startsWith("2");
}

/** The settings page's status line: "online", "offline sinds 12:03", "nog nooit verbonden". */
export function printerStatusLine(lastPollAt: Date | null, now: Date): { online: boolean; text: string } {
  if (!lastPollAt) return { online: false, text: "nog nooit verbonden" };
  if (now.getTime() - lastPollAt.getTime() < ONLINE_WINDOW_MS) return { online: true, text: "online" };
  const since = formatClock(lastPollAt);
  if (dayKey(lastPollAt) === dayKey(now)) return { online: false, text: `offline sinds ${since}` };
  const [y, m, d] = dayKey(lastPollAt).split("-");
  return { online: false, text: `offline sinds ${d}-${m}-${y} ${since}` };
}
