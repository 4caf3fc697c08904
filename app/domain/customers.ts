// The restaurant's customer list (/customers): how staff search it, how a customer's name, phone
// and last order read, the pages, and who may keep notes about a customer (docs/spec.md §6). Pure.
import { dayKey, formatAmsterdam, formatClock } from "./amsterdam-time";
import { ANONYMOUS_LABEL, isAnonymousPhone } from "./validation";
import { tabsOf } from "./board";
import { isTemplateKey, templateLabel } from "./template-settings";
import type { OrderStatus } from "./order-status";

export const CUSTOMERS_PER_PAGE = 50;
/** The longest note staff may keep about one customer. */
export const NOTE_MAX_LENGTH = 1000;
export const CUSTOMER_NOT_FOUND = "Klant niet gevonden.";

/** docs/spec.md §6: "Only non-customers may store engagement data." */
export function mayStoreEngagement(kind: string): boolean {
  return kind === "host" || kind === "root";
}

/** Escapes LIKE's wildcards so a typed "%" or "_" matches itself (with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * LIKE patterns for a search that looks like (part of) a phone number, matched against the stored
 * number (cleaned: +31612345678, or raw national 0612345678). "06-1234", "0612 34", "+31 6 12" and
 * "0031612" all mean the start of a Dutch number, so they give prefixes in both spellings; bare
 * digits ("345601") may be anywhere in it. Fewer than 2 digits, or letters: not a phone search.
 */
export function phoneSearchPatterns(query: string): string[] {
  const text = query.trim();
  if (!/^\+?[\d\s\-().]+$/.test(text)) return [];
  const digits = text.replace(/\D/g, "");
  if (digits.length < 2) return [];
  const national = (rest: string) => [`+31${rest}%`, `0${rest}%`];
  if (text.startsWith("+31")) return national(digits.slice(2));
  if (text.startsWith("+")) return [`+${digits}%`];
  if (digits.startsWith("0031")) return national(digits.slice(4));
  // typed bare ("020291"), a leading 0 may start the number or sit inside it (the last digits of
  // 06-12020291): both; with a separator ("06-1234") staff mean the start
  if (digits.startsWith("0"))
    return /^\d+$/.test(text) ? [...national(digits.slice(1)), `%${digits}%`] : national(digits.slice(1));
  return [`%${digits}%`];
}

/** docs/spec.md §3: the anonymous customer ('person/0000000000') reads "Anoniem" wherever a name shows. */
export function customerName(c: { name: string | null; phone: string | null }): string {
  if (isAnonymousPhone(c.phone)) return ANONYMOUS_LABEL;
  return c.name?.trim() || "Onbekend";
}

/** "12 nov 2026 om 18:30", for a title or the order list. */
export function formatDateTime(date: Date): string {
  return formatAmsterdam(date, "dateTime");
}

/**
 * When the last order was, as staff say it in Amsterdam: "Vandaag 18:30", "Gisteren 19:05",
 * "3 dagen geleden" within the week, else the date ("12 okt 2026").
 */
export function formatLastOrder(date: Date, now: Date): string {
  const day = dayKey(date);
  const today = dayKey(now);
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
  if (days === 0) return `Vandaag ${formatClock(date)}`;
  if (days === 1) return `Gisteren ${formatClock(date)}`;
  if (days > 1 && days < 7) return `${days} dagen geleden`;
  return formatAmsterdam(date, "date");
}

export interface PageInfo {
  page: number;
  pages: number;
  /** Page numbers to link, with null for a gap ("…"). */
  window: Array<number | null>;
}

/** Pages for `total` rows: the first, the last, and two either side of the current one. */
export function pageInfo(page: number, total: number, perPage = CUSTOMERS_PER_PAGE): PageInfo {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const wanted = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  const window: Array<number | null> = [];
  for (const p of wanted) {
    const last = window[window.length - 1];
    if (typeof last === "number" && p - last > 1) window.push(null);
    window.push(p);
  }
  return { page: current, pages, window };
}

/**
 * Where an order is on the board: its tab, on its own day ("Kies periode" of that day), at its
 * card. Null for orders the board never shows (a concept, an unknown status).
 */
export function boardLink(order: { id: number; status: OrderStatus; deliver: boolean; day: string }): string | null {
  const tab = tabsOf(order)[0];
  if (!tab) return null;
  const params = new URLSearchParams({ tab, periode: "pick", van: order.day, tot: order.day });
  return `/orders?${params.toString()}#order-${order.id}`;
}

const OTHER_NOTIFICATIONS: Record<string, string> = { message: "Bericht van het restaurant", escalation: "Escalatie" };

/** What a logged notification was about, in the words of /admin/settings/berichten. */
export function notificationLabel(n: { type: string; sub: string | null }): string {
  const key = { type: n.type, sub: n.sub ?? "" };
  if (isTemplateKey(key)) return templateLabel(key);
  return OTHER_NOTIFICATIONS[n.type] ?? n.type;
}

/**
 * A person's name as every screen shows it (docs/issues/013.md §4: one rule, not six): the name they go by,
 * else first and last name, else null — blank parts count as absent.
 */
export function displayName(person: {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string | null {
  const name = person.name?.trim();
  if (name) return name;
  const full = [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(" ");
  return full || null;
}

/**
 * A past order in "Mijn Bestelinfo" (docs/issues/033.md §15): numbers restart every day, so four orders can all
 * be "Bestelling 1" — the restaurant and the date come first, the day's number after.
 */
export function myOrderHeading(order: { hostName?: string | null; date: string; number: number }): {
  title: string;
  number: string;
} {
  return {
    title: [order.hostName, order.date].filter(Boolean).join(" · "),
    number: `Bestelling ${String(order.number)}`,
  };
}
