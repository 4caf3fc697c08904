// Opening hours: the week and its exceptions (closed days, other hours).
// Moved out of host-settings.server.ts (decision 085); the rules are those of decision 021:
// every save locks the restaurant's row, writes, audits (old → new) and sends host.changed after commit.
import { getDb } from "~/db.server";
import { addDays, calendarDate, dayKey, formatAmsterdam, fromWallClock, parseDay } from "~/domain/amsterdam-time";
import { auditDiff } from "~/domain/audit";
import { minuteOfDay, weekdayName } from "~/domain/opening-hours";
import {
  deleteOpeningException,
  listOpeningExceptions,
  replaceOpeningException,
  replaceWeeklyHours,
} from "~/models/host-settings.server";
import { type HoursForm } from "~/schemas/host-settings";
import { type Actor } from "~/services/audit-log.server";
import { ServiceError } from "~/services/errors.server";
import { getOpeningHours } from "~/models/host-operations.server";
import { type Saved, requireHost, change, NOTHING } from "~/services/settings/shared.server";
import type { HoursView } from "~/schemas/settings-view";

const hhmm = (t: string) => t.slice(0, 5);

export async function loadHours({ hostId, now = new Date() }: { hostId: number; now?: Date }): Promise<HoursView> {
  const host = await requireHost(hostId);
  const today = dayKey(now);
  const [hours, exceptions] = await Promise.all([
    getOpeningHours(getDb(), { hostId }),
    listOpeningExceptions(getDb(), { hostId, fromDate: today }),
  ]);
  const weekly = hours.filter((h) => h.date === undefined);
  const byDate = new Map<string, HoursView["exceptions"][number]>();
  for (const e of exceptions) {
    const day = parseDay(e.date);
    const entry = byDate.get(e.date) ?? {
      date: e.date,
      label: day ? formatAmsterdam(fromWallClock(day, 12, 0), "weekdayDayMonth") : e.date,
      closed: e.closed,
      shifts: [],
      note: e.note,
    };
    if (!e.closed && e.opens && e.closes) entry.shifts.push({ opens: e.opens, closes: e.closes });
    byDate.set(e.date, entry);
  }
  return {
    hostName: host.name,
    week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      name: weekdayName(weekday),
      shifts: weekly
        .filter((h) => h.weekday === weekday)
        .sort((a, b) => minuteOfDay(a.opens) - minuteOfDay(b.opens))
        .map((h) => ({ opens: hhmm(h.opens), closes: hhmm(h.closes) })),
    })),
    exceptions: [...byDate.values()],
    today,
    closedToday: byDate.get(today)?.closed ?? false,
  };
}

const weekText = (shifts: ReadonlyArray<{ weekday: number; opens: string; closes: string }>, weekday: number) =>
  shifts
    .filter((s) => s.weekday === weekday)
    .sort((a, b) => minuteOfDay(a.opens) - minuteOfDay(b.opens))
    .map((s) => `${hhmm(s.opens)}–${hhmm(s.closes)}`)
    .join(", ") || "gesloten";

export function saveHours({
  hostId,
  actor,
  input,
  now = new Date(),
}: {
  hostId: number;
  actor: Actor;
  input: HoursForm;
  now?: Date;
}): Promise<Saved<HoursForm["intent"]>> {
  switch (input.intent) {
    case "weekly":
      return change(hostId, actor, "hours", async (trx) => {
        const before = (await getOpeningHours(trx, { hostId })).filter((h) => h.date === undefined);
        const labels = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`d${d}`, weekdayName(d)]));
        const text = (shifts: typeof before) =>
          Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`d${d}`, weekText(shifts, d)]));
        const changes = auditDiff(text(before), text(input.shifts), labels);
        if (changes.length > 0) await replaceWeeklyHours(trx, { hostId, shifts: input.shifts });
        return {
          summary: "Openingstijden gewijzigd",
          changes,
          result: { intent: input.intent, message: changes.length ? "De openingstijden zijn opgeslagen." : NOTHING },
        };
      });
    case "exception":
    case "closed-today": {
      const date = input.intent === "closed-today" ? dayKey(now) : input.date;
      if (date < dayKey(now))
        throw new ServiceError("Kies vandaag of een latere datum.", 400, { date: "Kies vandaag of een latere datum." });
      const day = parseDay(date);
      if (!day || date > dayKey(fromWallClock(addDays(calendarDate(now), 366), 12))) {
        throw new ServiceError("Kies een datum binnen een jaar.", 400, { date: "Kies een datum binnen een jaar." });
      }
      const value =
        input.intent === "closed-today"
          ? { closed: true, shifts: [], note: "Vandaag gesloten" }
          : { closed: input.closed, shifts: input.shifts, note: input.note };
      return change(hostId, actor, "hours", async (trx) => {
        const before = await listOpeningExceptions(trx, { hostId, fromDate: date });
        const describe = (rows: Array<{ closed: boolean; opens: string | null; closes: string | null }>) =>
          rows.length === 0
            ? null
            : rows.some((r) => r.closed)
              ? "gesloten"
              : rows.map((r) => `${r.opens}–${r.closes}`).join(", ");
        const old = describe(before.filter((r) => r.date === date));
        const next = describe(
          value.closed
            ? [{ closed: true, opens: null, closes: null }]
            : value.shifts.map((s) => ({ closed: false, ...s })),
        );
        await replaceOpeningException(trx, { hostId, date, ...value });
        const changes = old === next ? [] : [{ field: date, label: `Uitzondering ${date}`, old, new: next }];
        const message =
          input.intent === "closed-today"
            ? "Vandaag gesloten: klanten kunnen alleen voor later bestellen."
            : "De uitzondering is opgeslagen.";
        return {
          summary: input.intent === "closed-today" ? "Vandaag gesloten" : "Uitzondering op de openingstijden",
          changes,
          result: { intent: input.intent, message },
        };
      });
    }
    case "exception-remove":
      return change(hostId, actor, "hours", async (trx) => {
        const before = (await listOpeningExceptions(trx, { hostId, fromDate: input.date })).filter(
          (r) => r.date === input.date,
        );
        if (before.length === 0) throw new ServiceError("Deze uitzondering bestaat niet (meer).", 404);
        await deleteOpeningException(trx, { hostId, date: input.date });
        const old = before.some((r) => r.closed) ? "gesloten" : before.map((r) => `${r.opens}–${r.closes}`).join(", ");
        const changes = [{ field: input.date, label: `Uitzondering ${input.date}`, old, new: null }];
        return {
          summary: "Uitzondering verwijderd",
          changes,
          result: { intent: input.intent, message: "De uitzondering is verwijderd." },
        };
      });
  }
}
