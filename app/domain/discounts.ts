// Discounts (docs/issues/020.md §5, decision 050): the restaurant's promotions and the one price rule the
// checkout page and the placing transaction share. Pure: the caller passes the order's lines, the
// running promotions, the typed code and how often this customer used each one. All money in cents.
// priceDiscount({ lines, deliver: false, now, discounts, code: "WELKOM", uses: {} })
//   → { discount: 250, applied: { id, name, … }, perLine: [250, 0], code: "applied" }
import { weekdayFromMonday, wallClock } from "./amsterdam-time";
import { formatEuro } from "./pricing";

export type DiscountKind = "percent" | "amount" | "second_half" | "free_item";
export type DiscountScope = "order" | "tab" | "group";

export interface Discount {
  id: number;
  name: string;
  kind: DiscountKind;
  /** percent: 1–100; amount: cents off; second_half and free_item: unused (0). */
  value: number;
  scope: DiscountScope;
  /** The tab or group name when scope is 'tab' or 'group'. */
  target: string | null;
  /** The goods must add up to at least this (cents); 0 = no minimum. Required for free_item. */
  minimum: number;
  pickupOnly: boolean;
  /** ISO weekdays 1 (Monday) – 7 (Sunday); empty = every day. */
  weekdays: ReadonlyArray<number>;
  /** "HH:MM" Amsterdam time, from inclusive, until exclusive; null = all day. */
  fromTime: string | null;
  untilTime: string | null;
  /** "YYYY-MM-DD" Amsterdam days, inclusive; null = open-ended. */
  startsOn: string | null;
  endsOn: string | null;
  /** Upper-case; null = automatic (applies without a code). */
  code: string | null;
  /** null = unlimited. */
  maxUsesPerCustomer: number | null;
  active: boolean;
}

export interface DiscountLine {
  /** Line total in cents (quantity × (unit + extras)). */
  amount: number;
  quantity: number;
  tab?: string | null;
  group?: string | null;
}

export type CodeOutcome = "none" | "applied" | "unknown" | "not_now" | "no_match" | "used" | "not_better";

export interface DiscountResult {
  /** Cents off the goods; never more than the goods it applies to. */
  discount: number;
  applied: Discount | null;
  /** The discount per input line, in order; adds up to `discount` exactly. */
  perLine: number[];
  /** What became of the typed code. */
  code: CodeOutcome;
}

/** The customer's messages for a typed code (SPEC wording style). */
export const CODE_MESSAGES: Record<Exclude<CodeOutcome, "none" | "applied">, string> = {
  unknown: "Deze code is niet geldig",
  not_now: "Deze code is nu niet geldig",
  no_match: "Deze code geldt niet voor deze bestelling",
  used: "Deze code heb je al gebruikt",
  not_better: "Er geldt al een hogere korting; de code is niet nodig",
};

export const KIND_LABELS: Record<DiscountKind, string> = {
  percent: "Percentage korting",
  amount: "Bedrag korting",
  second_half: "Tweede halve prijs",
  free_item: "Gratis artikel vanaf een bedrag",
};

export const WEEKDAY_LABELS = ["ma", "di", "wo", "do", "vr", "za", "zo"] as const;

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

function minutesOf(clock: string): number {
  const [h, m] = clock.split(":").map(Number);
  return h * 60 + m;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** Is the promotion running at this instant for this kind of order (dates, weekdays, hours, pickup)? */
export function isRunning(d: Discount, at: { now: Date; deliver: boolean }): boolean {
  if (!d.active) return false;
  if (d.pickupOnly && at.deliver) return false;
  const wall = wallClock(at.now);
  const day = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  if (d.startsOn && day < d.startsOn) return false;
  if (d.endsOn && day > d.endsOn) return false;
  if (d.weekdays.length > 0 && !d.weekdays.includes(weekdayFromMonday(wall) + 1)) return false;
  const minute = wall.hour * 60 + wall.minute;
  if (d.fromTime && minute < minutesOf(d.fromTime)) return false;
  if (d.untilTime && minute >= minutesOf(d.untilTime)) return false;
  return true;
}

/** Does it run on this Amsterdam day at some hour (the menu names it, with its hours) — dates and weekdays only. */
export function runsToday(d: Discount, now: Date): boolean {
  return isRunning({ ...d, fromTime: null, untilTime: null, pickupOnly: false }, { now, deliver: false });
}

function inScope(d: Discount, line: DiscountLine): boolean {
  if (d.scope === "tab") return (line.tab ?? null) === d.target;
  if (d.scope === "group") return (line.group ?? null) === d.target;
  return true;
}

/**
 * `total` cents over the weights by largest remainder (ties to the earlier line): the parts add up
 * to `total` exactly, and no part exceeds its weight when total ≤ the weights' sum.
 */
export function allocate(total: number, weights: ReadonlyArray<number>): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const floors = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - floors.reduce((s, f) => s + f, 0);
  const order = weights
    .map((w, i) => ({ i, remainder: (total * w) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors;
}

/** Units of the in-scope lines, each with its line index and unit price (the line's amount spread over its units). */
function units(
  lines: ReadonlyArray<DiscountLine>,
  eligible: ReadonlyArray<boolean>,
): { line: number; price: number }[] {
  const out: { line: number; price: number }[] = [];
  lines.forEach((l, i) => {
    if (!eligible[i] || l.quantity < 1 || l.amount <= 0) return;
    const parts = allocate(
      l.amount,
      Array.from({ length: l.quantity }, () => 1),
    );
    for (const price of parts) out.push({ line: i, price });
  });
  return out;
}

/** The discount per line one promotion gives these lines (assumes it is running). */
export function discountFor(d: Discount, lines: ReadonlyArray<DiscountLine>): number[] {
  const zero = lines.map(() => 0);
  const goods = lines.reduce((s, l) => s + Math.max(0, l.amount), 0);
  if (goods < d.minimum) return zero;
  const eligible = lines.map((l) => inScope(d, l) && l.amount > 0);
  const weights = lines.map((l, i) => (eligible[i] ? l.amount : 0));
  const base = weights.reduce((s, w) => s + w, 0);
  if (base === 0) return zero;
  switch (d.kind) {
    case "percent": {
      const pct = Math.min(100, Math.max(0, d.value));
      return allocate(Math.round((base * pct) / 100), weights);
    }
    case "amount":
      return allocate(Math.min(base, Math.max(0, d.value)), weights);
    case "second_half": {
      // every second unit at half price, the cheaper of each pair: sorted dearest first, the odd places
      const sorted = units(lines, eligible).sort((a, b) => b.price - a.price || a.line - b.line);
      const out = [...zero];
      sorted.forEach((u, k) => {
        if (k % 2 === 1) out[u.line] += Math.round(u.price / 2);
      });
      return out;
    }
    case "free_item": {
      const cheapest = units(lines, eligible).sort((a, b) => a.price - b.price || a.line - b.line)[0];
      const out = [...zero];
      if (cheapest) out[cheapest.line] = cheapest.price;
      return out;
    }
  }
}

/**
 * An order's discount after staff changed its lines on the board: the promotion it was priced with,
 * recomputed on the new lines ("tweede pizza halve prijs" with one pizza left gives nothing; below
 * the minimum nothing); a promotion deleted since keeps the old amount, never more than the goods.
 * rediscount(null, 500, [{ amount: 300, quantity: 1 }]) → 300
 */
export function rediscount(applied: Discount | null, previous: number, lines: ReadonlyArray<DiscountLine>): number {
  if (applied) return discountFor(applied, lines).reduce((s, d) => s + d, 0);
  return Math.min(
    previous,
    lines.reduce((s, l) => s + Math.max(0, l.amount), 0),
  );
}

/**
 * The price rule (decision 050): one discount per order — the largest of the running automatic
 * promotions and the typed code. A code that is unknown, not running now, or used up is reported
 * and ignored; a valid code that gives less than the automatic promotion is reported as not needed.
 */
export function priceDiscount(input: {
  lines: ReadonlyArray<DiscountLine>;
  deliver: boolean;
  now: Date;
  discounts: ReadonlyArray<Discount>;
  code?: string | null;
  /** Earlier uses by this customer, per discount id. */
  uses: Readonly<Record<number, number>>;
}): DiscountResult {
  const { lines } = input;
  const usable = (d: Discount) =>
    isRunning(d, input) && (d.maxUsesPerCustomer === null || (input.uses[d.id] ?? 0) < d.maxUsesPerCustomer);
  const total = (parts: number[]) => parts.reduce((s, p) => s + p, 0);

  let best: { d: Discount; parts: number[]; sum: number } | null = null;
  for (const d of input.discounts) {
    if (d.code !== null || !usable(d)) continue;
    const parts = discountFor(d, lines);
    const sum = total(parts);
    if (sum > 0 && (!best || sum > best.sum || (sum === best.sum && d.id < best.d.id))) best = { d, parts, sum };
  }

  let code: CodeOutcome = "none";
  const typed = input.code ? normalizeCode(input.code) : "";
  if (typed) {
    const d = input.discounts.find((x) => x.code !== null && x.code === typed && x.active);
    if (!d) code = "unknown";
    else if (!isRunning(d, input)) code = "not_now";
    else if (!usable(d)) code = "used";
    else {
      const parts = discountFor(d, lines);
      const sum = total(parts);
      if (best && best.sum >= sum) code = "not_better";
      else if (sum === 0) code = "no_match";
      else {
        best = { d, parts, sum };
        code = "applied";
      }
    }
  }
  if (!best) return { discount: 0, applied: null, perLine: lines.map(() => 0), code };
  return { discount: best.sum, applied: best.d, perLine: best.parts, code };
}

/** The line on the receipt, the board and the thank-you page: "Korting: Tweede pizza halve prijs". */
export function discountLabel(name: string | null | undefined): string {
  return name ? `Korting: ${name}` : "Korting";
}

/** When it runs, in words, for the admin list and the menu banner: "vr, za · 17:00–20:00 · alleen afhalen". */
export function describeWhen(d: Discount): string {
  const parts: string[] = [];
  if (d.weekdays.length > 0 && d.weekdays.length < 7)
    parts.push(
      [...d.weekdays]
        .sort((a, b) => a - b)
        .map((w) => WEEKDAY_LABELS[w - 1])
        .join(", "),
    );
  if (d.fromTime || d.untilTime) parts.push(`${d.fromTime ?? "00:00"}–${d.untilTime ?? "24:00"}`);
  if (d.startsOn && d.endsOn) parts.push(`${dutchDay(d.startsOn)} t/m ${dutchDay(d.endsOn)}`);
  else if (d.startsOn) parts.push(`vanaf ${dutchDay(d.startsOn)}`);
  else if (d.endsOn) parts.push(`t/m ${dutchDay(d.endsOn)}`);
  if (d.pickupOnly) parts.push("alleen afhalen");
  return parts.join(" · ");
}

function dutchDay(iso: string): string {
  const [y, m, day] = iso.split("-");
  return `${Number(day)}-${Number(m)}-${y}`;
}

/** "25 % korting op Pizza's" — what the promotion gives, in the admin list and on the menu. */
export function discountWhat(d: Discount): string {
  const on = d.scope === "order" ? "de hele bestelling" : (d.target ?? "");
  const from = d.minimum > 0 ? ` vanaf ${formatEuro(d.minimum)}` : "";
  switch (d.kind) {
    case "percent":
      return `${d.value} % korting op ${on}${from}`;
    case "amount":
      return `${formatEuro(d.value)} korting op ${on}${from}`;
    case "second_half":
      return `de tweede halve prijs bij ${on}${from}`;
    case "free_item":
      return `één gratis uit ${on} bij een bestelling${from}`;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The menu's promotions banner as server-made markup (the menu page carries no JS for it): the
 * automatic promotions that run today, each with what it gives and when. Codes stay a surprise
 * for who received them. Null when none runs today.
 */
export function promotionsHtml(discounts: ReadonlyArray<Discount>, now: Date): string | null {
  const today = discounts.filter((d) => d.code === null && runsToday(d, now));
  if (today.length === 0) return null;
  const items = today
    .map((d) => {
      const when = describeWhen(d);
      return `<li><strong>${escapeHtml(d.name)}</strong>: ${escapeHtml(discountWhat(d))}${when ? ` <span class="whitespace-nowrap">(${escapeHtml(when)})</span>` : ""}</li>`;
    })
    .join("");
  return `<div class="mx-auto max-w-[1000px] px-4 py-3"><aside aria-label="Acties" class="rounded-xl bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300"><p class="font-bold">Acties vandaag</p><ul class="list-disc pl-5">${items}</ul></aside></div>`;
}
