// Ordering ahead (docs/issues/012.md §6), pure: which days are offered, the closed menu's sentence, when an
// order waits as planned and when it is released, and what a paid concept order becomes.
import { describe, expect, it } from "vitest";
import { fromWallClock } from "~/domain/amsterdam-time";
import {
  aheadDays,
  arrivalStatus,
  firstOrderMoment,
  offeredDay,
  orderAheadText,
  orderDays,
  releaseAt,
  statusWhenPaid,
  timeChoice,
} from "~/domain/order-ahead";
import { offeredTimes } from "~/domain/time-options";

// Tuesday to Sunday 16:00–22:00, closed on Monday: the demo's snackbar
const DINNER = [2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: "16:00", closes: "22:00" }));
const monday = (hour: number, minute = 0) => fromWallClock({ year: 2026, month: 11, day: 23 }, hour, minute);
const tuesday = (hour: number, minute = 0) => fromWallClock({ year: 2026, month: 11, day: 24 }, hour, minute);

describe("orderDays", () => {
  it("offers the days with opening time still ahead, up to the limit", () => {
    expect(orderDays(DINNER, monday(3), 3)).toEqual([
      { value: "2026-11-24", label: "Morgen" },
      { value: "2026-11-25", label: "woensdag 25 november" },
      { value: "2026-11-26", label: "donderdag 26 november" },
    ]);
    expect(orderDays(DINNER, tuesday(12), 1).map((d) => d.label)).toEqual(["Vandaag", "Morgen"]);
    // after closing, today is gone
    expect(orderDays(DINNER, tuesday(22, 30), 1).map((d) => d.label)).toEqual(["Morgen"]);
    expect(orderDays(DINNER, monday(3), 0)).toEqual([]);
  });

  it("without opening hours every day is open", () => {
    expect(orderDays([], monday(3), 2).map((d) => d.label)).toEqual(["Vandaag", "Morgen", "woensdag 25 november"]);
  });

  it("takes only an offered day; none means today", () => {
    expect(offeredDay("2026-11-24", DINNER, monday(3), 7)).toEqual({ year: 2026, month: 11, day: 24 });
    expect(offeredDay("2026-11-23", DINNER, monday(3), 7)).toBeNull(); // closed all Monday
    expect(offeredDay("2026-12-24", DINNER, monday(3), 7)).toBeNull(); // beyond the limit
    expect(offeredDay("2026-02-30", DINNER, monday(3), 7)).toBeNull();
    expect(offeredDay(undefined, DINNER, monday(3), 7)).toEqual({ year: 2026, month: 11, day: 23 });
  });

  it("reads the restaurant's limit, or 7 days", () => {
    expect(aheadDays(undefined)).toBe(7);
    expect(aheadDays(0)).toBe(0);
    expect(aheadDays(14)).toBe(14);
    expect(aheadDays(-1)).toBe(7);
    expect(aheadDays("3")).toBe(7);
  });
});

describe("the closed menu's sentence", () => {
  it("says when one can order ahead for", () => {
    expect(orderAheadText(DINNER, monday(3), 7)).toBe("Vandaag gesloten — bestel vooruit voor morgen 16:00");
    expect(orderAheadText(DINNER, tuesday(11), 7)).toBe("Nu gesloten — bestel vooruit voor vandaag 16:00");
    const saturdayOnly = [{ weekday: 6, opens: "12:00", closes: "14:00" }];
    expect(orderAheadText(saturdayOnly, monday(3), 7)).toBe("Vandaag gesloten — bestel vooruit voor zaterdag 12:00");
    expect(orderAheadText(saturdayOnly, monday(3), 2)).toBe("Gesloten");
  });

  it("preselects the first moment it opens", () => {
    expect(firstOrderMoment(DINNER, monday(3))).toEqual({ day: "2026-11-24", time: "16:00" });
  });
});

describe("planned orders", () => {
  it("wait as planned when due more than an hour ahead, and are released an hour before", () => {
    expect(arrivalStatus(tuesday(16, 30), tuesday(15, 30))).toBe("new");
    expect(arrivalStatus(tuesday(16, 31), tuesday(15, 30))).toBe("pending");
    expect(arrivalStatus(tuesday(18), monday(3))).toBe("pending");
    expect(releaseAt(tuesday(18)).toISOString()).toBe(tuesday(17).toISOString());
  });

  it("a paid concept order arrives as a new one would; other statuses stay", () => {
    expect(statusWhenPaid("concept", tuesday(18), monday(3))).toBe("pending");
    expect(statusWhenPaid("concept", tuesday(18), tuesday(17, 30))).toBe("new");
    expect(statusWhenPaid("order", tuesday(18), monday(3))).toBe("order");
  });
});

describe("what the checkout and the order desk offer (docs/issues/033.md §14)", () => {
  it("closed now: only a chosen moment, on the days it opens, the first opening preselected", () => {
    const closed = timeChoice(DINNER, monday(12), 2);
    expect(closed).toEqual({
      asapNow: false,
      days: [
        { value: "2026-11-24", label: "Morgen" },
        { value: "2026-11-25", label: "woensdag 25 november" },
      ],
      firstMoment: { day: "2026-11-24", time: "16:00" },
    });
    // "Binnen 15…120 minuten" would be refused ("Op dat tijdstip zijn we gesloten"): not offered
    expect(offeredTimes(true, closed.asapNow).map((o) => o.value)).toEqual(["pick"]);
    expect(offeredTimes(false, closed.asapNow).map((o) => o.value)).toEqual(["pick"]);
  });

  it("open now: as soon as possible, the minutes and a chosen moment, today or a later day", () => {
    const open = timeChoice(DINNER, tuesday(18), 1);
    expect(open).toEqual({
      asapNow: true,
      days: [
        { value: "2026-11-24", label: "Vandaag" },
        { value: "2026-11-25", label: "Morgen" },
      ],
      firstMoment: null,
    });
    expect(offeredTimes(true, true).map((o) => o.label)).toEqual([
      "Zo snel mogelijk",
      "Binnen 15 minuten",
      "Binnen 30 minuten",
      "Binnen 45 minuten",
      "Binnen 60 minuten",
      "Binnen 90 minuten",
      "Binnen 120 minuten",
      "Kies een tijd",
    ]);
    expect(offeredTimes(false, true)[1].label).toBe("Over 10 minuten");
  });
});
