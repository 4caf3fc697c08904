// "Dagafsluiting" (docs/issues/017.md §3, decision 045): the day's figures per payment method, closing the
// day (a snapshot that never changes afterwards), the corrections of earlier closed days, and the
// close on the receipt printer. Refuses with a Dutch message: a malformed day 400, a day in the
// future 400, a second close of a day 409, an unknown printer 404, no printer 409.
import { getDb } from "~/db.server";
import { addDays, calendarDate, formatClock, fromWallClock, parseDay } from "~/domain/amsterdam-time";
import {
  allMethods,
  closeMethodLabel,
  closeTotals,
  corrections as correctionsOf,
  dayCloseLines,
  shortDay,
  type Correction,
  type DayCloseSnapshot,
  type MethodFigures,
} from "~/domain/day-close";
import { DATE_INVALID, dayText } from "~/domain/finance-period";
import { formatReceiptDate, paperOf } from "~/domain/receipt";
import { closesSince, dayFigures, getDayClose, insertDayClose, queueTextPrint } from "~/models/day-close.server";
import { getHost } from "~/models/hosts.server";
import { listPrinters } from "~/models/printers.server";
import { mailHtml, mailText } from "~/domain/mail";
import { logger } from "~/infra/logger.server";
import type { DayCloseView } from "~/schemas/day-close-view";
import { ServiceError } from "~/services/errors.server";
import { mailAvailable, sendMail } from "~/services/mail.server";
import { NO_PRINTER } from "~/services/printing.server";

export const ALREADY_CLOSED = "Deze dag is al afgesloten.";
export const FUTURE_DAY = "Een dag die nog moet komen kun je niet afsluiten.";
type DayCloseIntent = "close" | "print";
const PRINTER_NOT_FOUND = "Printer niet gevonden.";
const CHOOSE_PRINTER = "Kies een printer.";

/** How far back a close looks for changed closed days (decision 045). */
const LOOKBACK_DAYS = 31;

const today = (now: Date) => dayText(calendarDate(now));

/** The asked day (default today), or a 400 with the message on `dag`. */
function requireDay(dag: string | undefined, now: Date): string {
  if (dag === undefined || dag.trim() === "") return today(now);
  const d = parseDay(dag.trim());
  if (d === null || d.year < 2000 || d.year > 2999) throw new ServiceError(DATE_INVALID, 400, { dag: DATE_INVALID });
  return dayText(d);
}

const shift = (day: string, by: number) => {
  const d = parseDay(day);
  return d ? dayText(addDays(d, by)) : day;
};

const dateLabel = (day: string) => {
  const d = parseDay(day);
  return d ? formatReceiptDate(fromWallClock(d, 12)) : day;
};

/** The corrections of the closed days before `day`, against what was last reported for each. */
async function openCorrections(hostId: number, day: string) {
  const db = getDb();
  const earlier = await closesSince(db, { hostId, since: shift(day, -LOOKBACK_DAYS) });
  const baseline = new Map<string, MethodFigures[]>();
  // in the order the closes were made: a day's own snapshot, then what later closes reported for it
  for (const c of earlier) {
    baseline.set(c.day, c.snapshot.figures.methods);
    for (const [d, methods] of Object.entries(c.snapshot.reported)) baseline.set(d, methods);
  }
  const closedBefore = [...new Set(earlier.map((c) => c.day))].filter((d) => d < day).sort();
  const found: Correction[] = [];
  const reported: Record<string, MethodFigures[]> = {};
  for (const d of closedBefore) {
    const live = await dayFigures(db, { hostId, day: d });
    const changes = correctionsOf(d, baseline.get(d) ?? [], live.methods);
    if (changes.length) {
      found.push(...changes);
      reported[d] = live.methods;
    }
  }
  return { corrections: found, reported };
}

function closedLabel(at: Date, now: Date): string {
  const a = calendarDate(at);
  const sameDay = dayText(a) === today(now);
  return sameDay ? formatClock(at) : `${formatReceiptDate(at)} ${formatClock(at)}`;
}

async function figuresOf(hostId: number, day: string) {
  const closed = await getDayClose(getDb(), { hostId, day });
  if (closed) return { closed, figures: closed.snapshot.figures, corrections: closed.snapshot.corrections };
  const [figures, open] = await Promise.all([dayFigures(getDb(), { hostId, day }), openCorrections(hostId, day)]);
  return { closed: null, figures, corrections: open.corrections };
}

export async function loadDayClose({
  hostId,
  hostName,
  dag,
  now = new Date(),
}: {
  hostId: number;
  hostName: string;
  dag?: string;
  now?: Date;
}): Promise<DayCloseView> {
  const day = requireDay(dag, now);
  const db = getDb();
  const [{ closed, figures, corrections }, printers] = await Promise.all([
    figuresOf(hostId, day),
    listPrinters(db, { hostId }),
  ]);
  let changedSinceClose = false;
  if (closed) {
    const live = await dayFigures(db, { hostId, day });
    changedSinceClose = correctionsOf(day, figures.methods, live.methods).length > 0;
  }
  const now0 = today(now);
  return {
    hostName,
    day,
    date: dateLabel(day),
    today: now0,
    previousDay: shift(day, -1),
    nextDay: day < now0 ? shift(day, 1) : null,
    closed: closed ? { at: closedLabel(closed.closedAt, now), by: closed.closedBy } : null,
    changedSinceClose,
    canClose: !closed && day <= now0,
    methods: allMethods(figures.methods).map((m) => ({ ...m, label: closeMethodLabel(m.key) })),
    totals: closeTotals(figures.methods),
    unpaid: figures.unpaid.map((u) => ({ ...u, label: closeMethodLabel(u.method) })),
    couriers: figures.couriers ?? [],
    corrections: corrections.map((c) => ({ ...c, label: closeMethodLabel(c.method), dayLabel: shortDay(c.day) })),
    printers: printers.filter((p) => p.active).map((p) => ({ id: p.id, name: p.name })),
    statsQuery: new URLSearchParams({ period: "pick", from: day, to: day }).toString(),
  };
}

/** "Dag afsluiten": the day's figures and the corrections of earlier closed days, frozen. */
export async function closeDay({
  hostId,
  userId,
  dag,
  now = new Date(),
}: {
  hostId: number;
  userId: number | null;
  dag: string;
  now?: Date;
}) {
  const day = requireDay(dag, now);
  if (day > today(now)) throw new ServiceError(FUTURE_DAY, 400, { dag: FUTURE_DAY });
  const db = getDb();
  if (await getDayClose(db, { hostId, day })) throw new ServiceError(ALREADY_CLOSED, 409);
  const [figures, open] = await Promise.all([dayFigures(db, { hostId, day }), openCorrections(hostId, day)]);
  const snapshot: DayCloseSnapshot = { figures, corrections: open.corrections, reported: open.reported };
  // two owners pressing at once: the unique (host, day) lets one through
  if (!(await insertDayClose(db, { hostId, day, closedBy: userId, snapshot, closedAt: now })))
    throw new ServiceError(ALREADY_CLOSED, 409);
  const mailed = await mailDayClose(hostId, { day, figures, corrections: open.corrections, closedAt: now });
  return { intent: "close" as DayCloseIntent, message: `${dateLabel(day)} is afgesloten.${mailed}` };
}

/** The width of the mailed close: the 80 mm receipt's, so it reads like the printed one. */
const MAIL_COLUMNS = 48;

/**
 * The close by mail to the address the owner set (/admin/settings/profiel, decision 080). Never
 * undoes the close: what happened is told in the answer's message.
 */
async function mailDayClose(
  hostId: number,
  close: {
    day: string;
    figures: DayCloseSnapshot["figures"];
    corrections: DayCloseSnapshot["corrections"];
    closedAt: Date;
  },
): Promise<string> {
  const host = await getHost(getDb(), { hostId });
  const to = typeof host?.settings.dayCloseMail === "string" ? host.settings.dayCloseMail : null;
  if (!host || !to) return "";
  if (!mailAvailable()) return " De e-mail is niet verstuurd: e-mail versturen is op dit moment niet mogelijk.";
  const date = dateLabel(close.day);
  const lines = dayCloseLines(
    {
      restaurant: host.name,
      date,
      state: `Afgesloten ${formatClock(close.closedAt)}`,
      figures: close.figures,
      corrections: close.corrections,
    },
    MAIL_COLUMNS,
  );
  const body = {
    heading: `Dagafsluiting ${date}`,
    paragraphs: [`De dagafsluiting van ${host.name}.`],
    pre: lines.join("\n").trimEnd(),
  };
  try {
    await sendMail({
      kind: "day-close",
      to,
      subject: `Dagafsluiting ${host.name} ${date}`,
      text: mailText(body),
      html: mailHtml(body),
    });
    return ` De dagafsluiting is gemaild naar ${to}.`;
  } catch (err) {
    logger().warn({ area: "day-close", hostId }, `day close not mailed: ${(err as Error).name}`);
    return " De e-mail kon niet worden verstuurd.";
  }
}

/** "Print op bonprinter": the close as text for the chosen (or only) active printer's paper. */
export async function printDayClose({
  hostId,
  hostName,
  userId,
  dag,
  printerId,
  now = new Date(),
}: {
  hostId: number;
  hostName: string;
  userId: number | null;
  dag: string;
  printerId: number | null;
  now?: Date;
}) {
  const day = requireDay(dag, now);
  const db = getDb();
  const active = (await listPrinters(db, { hostId })).filter((p) => p.active);
  if (active.length === 0) throw new ServiceError(NO_PRINTER, 409);
  let printer = active.length === 1 && printerId === null ? active[0] : null;
  if (printerId !== null) {
    printer = active.find((p) => p.id === printerId) ?? null;
    if (!printer) throw new ServiceError(PRINTER_NOT_FOUND, 404, { printer: PRINTER_NOT_FOUND });
  }
  if (!printer) throw new ServiceError(CHOOSE_PRINTER, 400, { printer: CHOOSE_PRINTER });
  const { closed, figures, corrections } = await figuresOf(hostId, day);
  const state = closed
    ? `Afgesloten ${closedLabel(closed.closedAt, now)}${closed.closedBy ? ` door ${closed.closedBy}` : ""}`
    : `Nog niet afgesloten (stand ${formatClock(now)})`;
  const lines = dayCloseLines(
    { restaurant: hostName, date: dateLabel(day), state, figures, corrections },
    paperOf(printer.paper).columns,
  );
  await queueTextPrint(db, { hostId, printerId: printer.id, content: lines.join("\n"), requestedBy: userId });
  return { intent: "print" as DayCloseIntent, message: `De dagafsluiting gaat naar ${printer.name}.` };
}
