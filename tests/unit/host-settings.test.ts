// The pure rules of /admin/settings (docs/issues/016.md §2, §7): the perma rule, own domains, postcode ranges,
// the pause's end, shift overlap with exceptions, and the audit diff that never writes a secret.
import { describe, expect, it } from "vitest";
import { fromWallClock } from "~/domain/amsterdam-time";
import { auditDiff, redactChanges, REDACTED } from "~/domain/audit";
import {
  cnamePointsAt,
  DOMAIN_MALFORMED,
  DOMAIN_PLATFORM,
  domainProblem,
  isPausedAt,
  normaliseDomain,
  pauseEnd,
  pauseMessage,
  ZIP_RANGE_MALFORMED,
  ZIP_RANGE_REVERSED,
  zipRange,
} from "~/domain/host-settings";
import { isOpenAt, nextOpening, openUntilText, shiftsProblem, type OpeningShift } from "~/domain/opening-hours";

describe("own domain", () => {
  it("normalises a pasted address and refuses the platform's own or a malformed one", () => {
    expect(normaliseDomain("https://WWW.PizzaRoma.nl/menu?x=1")).toBe("www.pizzaroma.nl");
    expect(domainProblem("www.pizzaroma.nl", "bestelinfo.nl")).toBeNull();
    expect(domainProblem("pizzaroma", "bestelinfo.nl")).toBe(DOMAIN_MALFORMED);
    expect(domainProblem("pizza..roma.nl", "bestelinfo.nl")).toBe(DOMAIN_MALFORMED);
    expect(domainProblem("roma.bestelinfo.nl", "bestelinfo.nl")).toBe(DOMAIN_PLATFORM);
  });
  it("reads a CNAME answer with or without its trailing dot", () => {
    expect(cnamePointsAt(["Roma.Bestelinfo.nl."], "roma.bestelinfo.nl")).toBe(true);
    expect(cnamePointsAt(["elders.example.nl"], "roma.bestelinfo.nl")).toBe(false);
    expect(cnamePointsAt([], "roma.bestelinfo.nl")).toBe(false);
  });
});

describe("zipRange: a delivery zone's postcodes", () => {
  it.each([
    ["3500-3599", { from: 3500, to: 3599 }],
    [" 3500 - 3599 ", { from: 3500, to: 3599 }],
    ["3500 t/m 3599", { from: 3500, to: 3599 }],
    ["3511", { from: 3511, to: 3511 }],
  ])("reads %j", (raw, range) => {
    expect(zipRange(raw)).toEqual(range);
  });
  it.each([
    ["3599-3500", ZIP_RANGE_REVERSED],
    ["0999-1200", ZIP_RANGE_MALFORMED],
    ["35-36", ZIP_RANGE_MALFORMED],
    ["3511AB-3600", ZIP_RANGE_MALFORMED],
    ["abc", ZIP_RANGE_MALFORMED],
    ["", ZIP_RANGE_MALFORMED],
  ])("refuses %j", (raw, error) => {
    expect(zipRange(raw)).toEqual({ error });
  });
});

describe("the pause ends by itself", () => {
  const now = fromWallClock({ year: 2026, month: 11, day: 23 }, 17, 30);
  it("is paused until its end time, and not after", () => {
    const until = fromWallClock({ year: 2026, month: 11, day: 23 }, 18, 0);
    expect(isPausedAt({ paused: true, pausedUntil: until }, now)).toBe(true);
    expect(isPausedAt({ paused: true, pausedUntil: until }, until)).toBe(false);
    expect(isPausedAt({ paused: true, pausedUntil: null }, now)).toBe(true);
    expect(isPausedAt({ paused: false, pausedUntil: until }, now)).toBe(false);
  });
  it("reads the end time as today, or tomorrow when it has passed", () => {
    expect(pauseEnd("18:00", now)).toEqual(fromWallClock({ year: 2026, month: 11, day: 23 }, 18, 0));
    expect(pauseEnd("01:00", now)).toEqual(fromWallClock({ year: 2026, month: 11, day: 24 }, 1, 0));
    expect(pauseEnd("25:00", now)).toBeNull();
    expect(pauseEnd("", now)).toBeNull();
  });
  it("tells the customer why and until when", () => {
    expect(
      pauseMessage("Roma", { reason: "Oven kapot.", until: fromWallClock({ year: 2026, month: 11, day: 23 }, 18, 0) }),
    ).toBe("Roma neemt op dit moment geen bestellingen aan (tot 18:00). Oven kapot.");
    expect(pauseMessage("Roma", { reason: null, until: null })).toBe("Roma neemt op dit moment geen bestellingen aan.");
  });
});

describe("shifts: overlap refused, exceptions win over the week", () => {
  it("refuses overlapping shifts and a shift that closes before it opens; touching is fine", () => {
    expect(
      shiftsProblem(
        [
          { opens: "11:00", closes: "14:00" },
          { opens: "13:30", closes: "22:00" },
        ],
        "maandag",
      ),
    ).toBe("Diensten op maandag overlappen.");
    expect(
      shiftsProblem(
        [
          { opens: "16:00", closes: "22:00" },
          { opens: "11:00", closes: "16:30" },
        ],
        "dinsdag",
      ),
    ).toBe("Diensten op dinsdag overlappen.");
    expect(
      shiftsProblem(
        [
          { opens: "11:00", closes: "14:00" },
          { opens: "14:00", closes: "22:00" },
        ],
        "maandag",
      ),
    ).toBeNull();
    expect(shiftsProblem([{ opens: "22:00", closes: "11:00" }], "maandag")).toBe(
      "De sluitingstijd moet na de openingstijd liggen.",
    );
    expect(shiftsProblem([{ opens: "1x:00", closes: "11:00" }], "maandag")).toBe("Ongeldige tijd");
    expect(shiftsProblem([{ opens: "16:00", closes: "24:00" }], "vrijdag")).toBeNull();
  });

  // 2026-11-23 is a Monday
  const week: OpeningShift[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: "16:00", closes: "22:00" }));
  const mon = (hour: number, day = 23) => fromWallClock({ year: 2026, month: 11, day }, hour, 0);

  it("a closed date closes that day only, and the next opening skips it", () => {
    const hours = [...week, { weekday: 1, date: "2026-11-23", opens: "00:00", closes: "00:00" }];
    expect(isOpenAt(hours, mon(17))).toBe(false);
    expect(isOpenAt(hours, mon(17, 24))).toBe(true);
    expect(nextOpening(hours, mon(12))).toEqual(mon(16, 24));
    expect(openUntilText(hours, mon(17))).toBeNull();
  });
  it("other hours on a date replace that weekday's shifts", () => {
    const hours = [...week, { weekday: 1, date: "2026-11-23", opens: "12:00", closes: "15:00" }];
    expect(isOpenAt(hours, mon(13))).toBe(true);
    expect(isOpenAt(hours, mon(17))).toBe(false);
    expect(openUntilText(hours, mon(13))).toBe("Nu open tot 15:00");
  });
  it("only exceptions and no weekly hours: open all day, except the closed date", () => {
    const hours = [{ weekday: 1, date: "2026-11-23", opens: "00:00", closes: "00:00" }];
    expect(isOpenAt(hours, mon(17))).toBe(false);
    expect(isOpenAt(hours, mon(3, 24))).toBe(true);
  });
  // docs/issues/033.md §12: the exceptions are loaded from yesterday on; the day after a closed date, a
  // restaurant without weekly hours is open all day as with no hours at all — it does not close at 24:00
  it("the day after an exception, around midnight: open with no closing time, not 'tot 24:00'", () => {
    const hours = [{ weekday: 1, date: "2026-11-23", opens: "00:00", closes: "00:00" }];
    const tue = (hour: number, minute: number) => fromWallClock({ year: 2026, month: 11, day: 24 }, hour, minute);
    expect(openUntilText(hours, fromWallClock({ year: 2026, month: 11, day: 23 }, 23, 59))).toBeNull();
    expect(openUntilText(hours, tue(0, 0))).toBe("Nu open");
    expect(openUntilText(hours, tue(0, 1))).toBe("Nu open");
    expect(openUntilText(hours, tue(23, 59))).toBe("Nu open");
    expect(openUntilText(hours, tue(12, 0))).toBe(openUntilText([], tue(12, 0)));
    // an exception that ends the day at 24:00 runs on into the next day's first shift
    const late = [...week, { weekday: 1, date: "2026-11-23", opens: "20:00", closes: "24:00" }];
    expect(openUntilText(late, mon(23))).toBe("Nu open tot 24:00");
    const night = [...late, { weekday: 2, date: "2026-11-24", opens: "00:00", closes: "01:30" }];
    expect(openUntilText(night, fromWallClock({ year: 2026, month: 11, day: 23 }, 23, 45))).toBe("Nu open tot 01:30");
    // a closed date tomorrow: open until tonight's midnight; the day after tomorrow: no time today
    const tomorrow = [...hours, { weekday: 3, date: "2026-11-25", opens: "00:00", closes: "00:00" }];
    expect(openUntilText(tomorrow, tue(12, 0))).toBe("Nu open tot 24:00");
    const later = [...hours, { weekday: 4, date: "2026-11-26", opens: "00:00", closes: "00:00" }];
    expect(openUntilText(later, tue(12, 0))).toBe("Nu open");
  });
});

describe("auditDiff: old → new, never a secret", () => {
  const labels = {
    name: "Naam",
    zipcode: "Postcode",
    mollieKey: "Mollie-sleutel",
    categories: "Categorieën",
    paused: "Pauze",
  };
  it("lists only what changed, in the labels' order, as text", () => {
    const changes = auditDiff(
      { name: "Roma", zipcode: "3511 AB", categories: ["pizza"], paused: false },
      { name: "Pizza Roma", zipcode: "3511 AB", categories: ["pizza", "friet"], paused: true },
      labels,
    );
    expect(changes).toEqual([
      { field: "name", label: "Naam", old: "Roma", new: "Pizza Roma" },
      { field: "categories", label: "Categorieën", old: "pizza", new: "pizza, friet" },
      { field: "paused", label: "Pauze", old: "nee", new: "ja" },
    ]);
  });
  it("treats empty and missing alike", () => {
    expect(auditDiff({ name: "" }, { name: null }, { name: "Naam" })).toEqual([]);
  });
  it("says a secret changed without its value, and a postcode is no secret", () => {
    const changes = auditDiff(
      { mollieKey: null, zipcode: "1000 AA" },
      { mollieKey: "live_abcdefghijklmnopqrstuvwxyz1234", zipcode: "2000 BB" },
      labels,
    );
    expect(changes).toEqual([
      { field: "zipcode", label: "Postcode", old: "1000 AA", new: "2000 BB" },
      { field: "mollieKey", label: "Mollie-sleutel", old: null, new: REDACTED },
    ]);
    expect(JSON.stringify(changes)).not.toContain("live_");
  });
  it("redacts secrets in changes built by hand (login codes, tokens, printer secrets)", () => {
    const out = redactChanges([
      { field: "loginCode", label: "Code", old: null, new: "AB12" },
      { field: "printerSecret", label: "Printer", old: "s1", new: "s2" },
      { field: "token", label: "Token", old: "t", new: null },
      { field: "role", label: "Rol", old: "Kok", new: "Beheerder" },
    ]);
    expect(out.map((c) => [c.old, c.new])).toEqual([
      [null, REDACTED],
      [REDACTED, REDACTED],
      [REDACTED, null],
      ["Kok", "Beheerder"],
    ]);
  });
});
