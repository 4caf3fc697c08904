/**
 * Star CloudPRNT's rules that need no I/O: which MAC a printer means, which document types we
 * serve, and what a confirmation code says. Printers send the MAC as they like ("00:11:62:…",
 * "00-11-62-…", "001162…", upper case, URL-encoded); we store lowercase with colons.
 */
import { dayKey, formatClock } from "./amsterdam-time";

/**
 * What we offer, best first (docs/issues/022.md): StarPRNT command bytes (mC-Print2/3, TSP100IV), then plain
 * text in the printer's code page. A GET without `type` gets the first.
 */
export const MEDIA_TYPES = ["application/vnd.star.starprnt", "text/plain"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Star's default poll interval; a printer is offline after two missed polls plus 5 s of slack. */
export const POLL_INTERVAL_MS = 5_000;
export const OFFLINE_AFTER_MS = 2 * POLL_INTERVAL_MS + 5_000;

/** The code pages a restaurant can choose for its printer (the printer's own setting). */
export const CODEPAGES = ["1252", "858", "437"] as const;
export type Codepage = (typeof CODEPAGES)[number];

/**
 * Printers added before docs/issues/022.md have no key and are served on their MAC alone until this moment
 * (decision 017); after it they are refused like a wrong key (401) until the restaurant makes one.
 */
export const MAC_ONLY_UNTIL = new Date("2027-03-01T00:00:00+01:00");
export function macOnlyAllowed(now: Date): boolean {
  return now.getTime() < MAC_ONLY_UNTIL.getTime();
}

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

/** The 3-digit number of a status or confirmation code ("520 Download timeout" → 520), or null. */
export function codeNumber(code: string): number | null {
  const m = /^(\d{3})\b/.exec(decodeCode(code));
  return m ? Number(m[1]) : null;
}

/** "OK", "200 OK", any 2xx: printed. Star's older firmware sends a bare "OK". */
export function isPrinted(code: string): boolean {
  const decoded = decodeCode(code);
  return /^ok$/i.test(decoded) || /^2\d\d\b/.test(decoded);
}

export type Confirmation = "printed" | "retry" | "failed";

/**
 * What a DELETE's code means for the job (Star's guide, "Print failure or error"): printed; 520
 * (download timeout, likely the network) is tried again, as Star's sample server does; any other
 * 51x/52x says the printer cannot process this job (unsupported type, too large, corrupt): failed
 * at once so the next ticket goes through; anything else (a printer error while printing) is tried
 * again, up to MAX_ATTEMPTS.
 */
export function confirmationOf(code: string): Confirmation {
  if (isPrinted(code)) return "printed";
  const n = codeNumber(code);
  if (n === 520) return "retry";
  if (n !== null && n >= 510 && n <= 529) return "failed";
  return "retry";
}

export type PrinterProblemKind = "offline" | "paper" | "cover" | "jam" | "error";

/** A printer's poll status as the board names it, or null when it is fine (2xx, e.g. 211 paper low). */
export function statusProblem(status: string | null): { kind: PrinterProblemKind; text: string } | null {
  if (!status) return null;
  const n = codeNumber(status);
  if (n === null || (n >= 200 && n < 300)) return null;
  if (n === 410) return { kind: "paper", text: "papier op" };
  if (n === 411) return { kind: "jam", text: "papier vast" };
  if (n === 420) return { kind: "cover", text: "klep open" };
  return { kind: "error", text: `fout ${decodeCode(status)}` };
}

/**
 * The board's printer banner for one printer: offline (it has polled before, but not within
 * OFFLINE_AFTER_MS), else the problem its last poll reported. A printer that never connected is a
 * matter for the settings page, not the kitchen.
 */
export function printerProblem(
  p: { lastPollAt: Date | null; lastStatus: string | null; active: boolean },
  now: Date,
): { kind: PrinterProblemKind; text: string } | null {
  if (!p.active || !p.lastPollAt) return null;
  if (now.getTime() - p.lastPollAt.getTime() >= OFFLINE_AFTER_MS)
    return { kind: "offline", text: printerStatusLine(p.lastPollAt, now).text };
  return statusProblem(p.lastStatus);
}

/** The settings page's status line: "online", "offline sinds 12:03", "nog nooit verbonden". */
export function printerStatusLine(lastPollAt: Date | null, now: Date): { online: boolean; text: string } {
  if (!lastPollAt) return { online: false, text: "nog nooit verbonden" };
  if (now.getTime() - lastPollAt.getTime() < OFFLINE_AFTER_MS) return { online: true, text: "online" };
  const since = formatClock(lastPollAt);
  if (dayKey(lastPollAt) === dayKey(now)) return { online: false, text: `offline sinds ${since}` };
  const [y, m, d] = dayKey(lastPollAt).split("-");
  return { online: false, text: `offline sinds ${d}-${m}-${y} ${since}` };
}
