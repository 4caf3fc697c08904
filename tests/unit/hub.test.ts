// /admin/hub "Koppelingen" (docs/issues/020.md §2, decision 053): what is green, amber, red or off for each
// integration, table by table, with the boundaries (a printer silent 15 s, 5 min; a marketplace
// order unconfirmed 5 min) on both sides.
import { describe, expect, it } from "vitest";
import {
  marketplaceVerdict,
  openingVerdict,
  paymentsVerdict,
  printersVerdict,
  printerVerdict,
  pushVerdict,
  smsVerdict,
  whenText,
  worstState,
  type HubState,
  type MarketplaceFacts,
  type PaymentFacts,
  type PrinterFacts,
} from "~/domain/hub";

const now = new Date("2026-11-23T16:30:00Z"); // 17:30 in Amsterdam
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe("payments", () => {
  const base: PaymentFacts = { provider: "own", mode: "live", idealOffered: true, webhook: null };
  const at = ago(10 * MIN);
  it.each<[string, Partial<PaymentFacts>, HubState, RegExp]>([
    ["own live key, no webhook yet", {}, "green", /gekoppeld en live/],
    ["own live key, last webhook handled", { webhook: { result: "ok", at } }, "green", /live/],
    ["a failed webhook", { webhook: { result: "failed", at } }, "red", /niet verwerkt/],
    [
      "a failed webhook outranks a test key",
      { mode: "test", webhook: { result: "failed", at } },
      "red",
      /niet verwerkt/,
    ],
    ["a test key", { mode: "test" }, "amber", /Testsleutel/],
    ["a webhook for a payment we do not know", { webhook: { result: "unknown", at } }, "amber", /niet kent/],
    ["the simulator", { provider: "simulator", mode: null }, "amber", /simulator/],
    ["the platform's live key", { provider: "platform" }, "green", /live/],
    ["no key while iDEAL is offered", { provider: "none", mode: null }, "red", /iDEAL staat aan/],
    ["no key and no iDEAL", { provider: "none", mode: null, idealOffered: false }, "off", /contant of met pin/],
    ["a stored key that no longer opens", { provider: "broken" }, "red", /werkt niet meer/],
  ])("%s", (_, facts, state, summary) => {
    const v = paymentsVerdict({ ...base, ...facts });
    expect(v.state).toBe(state);
    expect(v.summary).toMatch(summary);
    expect(v.action.length).toBeGreaterThan(0);
  });
});

describe("a printer", () => {
  const base: PrinterFacts = { active: true, lastPollAt: ago(3_000), lastStatus: "200 OK", queued: 0, failedToday: 0 };
  it.each<[string, Partial<PrinterFacts>, HubState, RegExp]>([
    ["polled 3 s ago, all fine", {}, "green", /Online/],
    ["polled 14 s ago", { lastPollAt: ago(14_000) }, "green", /Online/],
    ["silent 15 s (two missed polls)", { lastPollAt: ago(15_000) }, "amber", /Geen contact sinds/],
    ["silent 4 min 59 s", { lastPollAt: ago(5 * MIN - 1_000) }, "amber", /Geen contact/],
    ["silent 5 minutes", { lastPollAt: ago(5 * MIN) }, "red", /Offline sinds 17:25/],
    ["never connected", { lastPollAt: null }, "red", /Nog nooit verbonden/],
    ["out of paper", { lastStatus: "410 Paper out" }, "red", /Papier op/],
    ["paper jam", { lastStatus: "411" }, "red", /Papier vast/],
    ["cover open", { lastStatus: "420" }, "red", /Klep open/],
    ["paper low is not a problem", { lastStatus: "211 Paper low" }, "green", /Online/],
    ["two tickets failed today", { failedToday: 2 }, "amber", /2 bonnen vandaag niet afgedrukt/],
    ["one ticket failed today", { failedToday: 1 }, "amber", /1 bon vandaag/],
    ["five tickets waiting", { queued: 5 }, "amber", /5 bonnen in de wachtrij/],
    ["four tickets waiting", { queued: 4 }, "green", /Online/],
    ["switched off", { active: false, lastPollAt: null }, "off", /Uitgeschakeld/],
  ])("%s", (_, facts, state, summary) => {
    const v = printerVerdict({ ...base, ...facts }, now);
    expect(v.state).toBe(state);
    expect(v.summary).toMatch(summary);
  });

  it("the card: none is off, the worst printer speaks for all, all green says so", () => {
    expect(printersVerdict([]).state).toBe("off");
    const green = { state: "green" as const, summary: "Online.", action: "Printers beheren" };
    const red = { state: "red" as const, summary: "Papier op.", action: "Printer nakijken" };
    expect(printersVerdict([{ name: "Keuken", verdict: green }])).toEqual({
      state: "green",
      summary: "De printer is online.",
      action: "Printers beheren",
    });
    expect(
      printersVerdict([
        { name: "Keuken", verdict: green },
        { name: "Bar", verdict: red },
      ]),
    ).toEqual({ state: "red", summary: "Bar: Papier op.", action: "Printer nakijken" });
  });
});

describe("SMS", () => {
  it.each<[string, Parameters<typeof smsVerdict>[0], HubState]>([
    ["Twilio, sent, none failed", { provider: "twilio", sentToday: 12, failedToday: 0 }, "green"],
    ["Twilio, nothing yet today", { provider: "twilio", sentToday: 0, failedToday: 0 }, "green"],
    ["some failed", { provider: "twilio", sentToday: 12, failedToday: 1 }, "amber"],
    ["all failed", { provider: "twilio", sentToday: 0, failedToday: 3 }, "red"],
    ["switched off on the platform", { provider: "disabled", sentToday: 0, failedToday: 0 }, "red"],
    ["the dev outbox", { provider: "outbox", sentToday: 2, failedToday: 0 }, "amber"],
  ])("%s", (_, facts, state) => {
    expect(smsVerdict(facts).state).toBe(state);
  });
});

describe("push", () => {
  it.each<[string, Parameters<typeof pushVerdict>[0], HubState]>([
    ["staff devices on, none failed", { staffDevices: 2, customerDevices: 40, sentToday: 9, failedToday: 0 }, "green"],
    ["no staff device", { staffDevices: 0, customerDevices: 40, sentToday: 9, failedToday: 0 }, "amber"],
    ["some failed", { staffDevices: 1, customerDevices: 0, sentToday: 9, failedToday: 2 }, "amber"],
    ["all failed", { staffDevices: 1, customerDevices: 0, sentToday: 0, failedToday: 2 }, "red"],
  ])("%s", (_, facts, state) => {
    expect(pushVerdict(facts).state).toBe(state);
  });
});

describe("Thuisbezorgd", () => {
  const link = { active: true, offlineSince: null };
  const base: MarketplaceFacts = { link, waiting: 0, oldestWaitingAt: null, failedToday: 0 };
  it.each<[string, Partial<MarketplaceFacts>, HubState, RegExp]>([
    ["not linked", { link: null }, "off", /Niet gekoppeld/],
    ["linked, nothing waiting", {}, "green", /Gekoppeld/],
    ["the link switched off", { link: { active: false, offlineSince: null } }, "amber", /staat uit/],
    ["offline at the marketplace", { link: { active: true, offlineSince: ago(20 * MIN) } }, "red", /offline/],
    ["one order waiting 1 minute", { waiting: 1, oldestWaitingAt: ago(MIN) }, "amber", /1 bestelling wordt/],
    [
      "two orders waiting, the oldest 5 minutes",
      { waiting: 2, oldestWaitingAt: ago(5 * MIN) },
      "red",
      /2 bestellingen wachten/,
    ],
    ["an order not placed today", { failedToday: 1 }, "amber", /niet geplaatst/],
    [
      "a call Thuisbezorgd refused (decision 064)",
      { link: { active: true, offlineSince: null, problem: "Thuisbezorgd weigerde het offline zetten (HTTP 400)" } },
      "red",
      /Thuisbezorgd weigerde het offline zetten \(HTTP 400\)\./,
    ],
  ])("%s", (_, facts, state, summary) => {
    const v = marketplaceVerdict({ ...base, ...facts }, now);
    expect(v.state).toBe(state);
    expect(v.summary).toMatch(summary);
  });
});

describe("open or paused", () => {
  it.each<[string, Parameters<typeof openingVerdict>[0], HubState, RegExp]>([
    ["not paused", { suspended: false, paused: false, pausedUntil: null }, "green", /^Niet gepauzeerd\. Nu open\.$/],
    ["paused until switched off", { suspended: false, paused: true, pausedUntil: null }, "amber", /Gepauzeerd/],
    [
      "paused until 18:00",
      { suspended: false, paused: true, pausedUntil: new Date("2026-11-23T17:00:00Z") },
      "amber",
      /tot 18:00/,
    ],
    ["a pause that has ended", { suspended: false, paused: true, pausedUntil: ago(MIN) }, "green", /Niet gepauzeerd/],
    ["taken offline by root", { suspended: true, paused: false, pausedUntil: null }, "red", /Uit de lucht/],
  ])("%s", (_, facts, state, summary) => {
    const v = openingVerdict(facts, now);
    expect(v.state).toBe(state);
    expect(v.summary).toMatch(summary);
  });

  it("not paused is not open: closed by its hours, it says so and when it opens (docs/issues/033.md §15)", () => {
    // Monday 23 November 2026, 09:00 in Amsterdam; open Tuesday to Sunday 16:00–22:00
    const monday = new Date("2026-11-23T08:00:00Z");
    const hours = [2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: "16:00", closes: "22:00" }));
    const closed = openingVerdict({ suspended: false, paused: false, pausedUntil: null, hours }, monday);
    expect(closed).toMatchObject({
      state: "green",
      summary: "Niet gepauzeerd. Nu gesloten volgens de openingstijden · open morgen om 16:00.",
    });
    const tuesdayEvening = new Date("2026-11-24T18:00:00Z");
    expect(openingVerdict({ suspended: false, paused: false, pausedUntil: null, hours }, tuesdayEvening).summary).toBe(
      "Niet gepauzeerd. Nu open tot 22:00.",
    );
  });
});

describe("helpers", () => {
  it("the worst state wins; none is off", () => {
    expect(worstState([])).toBe("off");
    expect(worstState(["green", "off"])).toBe("green");
    expect(worstState(["green", "amber", "off"])).toBe("amber");
    expect(worstState(["amber", "red", "green"])).toBe("red");
  });

  it("says when on the Amsterdam clock", () => {
    expect(whenText(null, now)).toBe("nog nooit");
    expect(whenText(ago(2 * MIN), now)).toBe("vandaag 17:28");
    expect(whenText(new Date("2026-11-22T22:10:00Z"), now)).toBe("gisteren 23:10");
    expect(whenText(new Date("2026-11-20T08:05:00Z"), now)).toBe("20-11-2026 09:05");
  });
});
