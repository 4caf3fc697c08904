// decision 114: a page's first join reloads only when it may have missed an event since its data was read
import { describe, expect, it } from "vitest";
import { CATCH_UP_MARGIN_MS, CATCH_UP_WINDOW_MS, missedSince } from "~/realtime/catch-up";

const now = Date.UTC(2026, 10, 30, 17, 30);
const loaded = now - 1_500; // the page's loader read its data 1.5 s before the join
const listening = now - 3_600_000;

describe("missedSince", () => {
  it("is false when the instance heard nothing on the channel since the page's data, and listened all along", () => {
    expect(missedSince({ since: loaded, now, lastHeard: undefined, listeningSince: listening })).toBe(false);
    expect(
      missedSince({ since: loaded, now, lastHeard: loaded - CATCH_UP_MARGIN_MS - 1, listeningSince: listening }),
    ).toBe(false);
  });

  it("is true for an event heard after the data was read, or within the clocks' margin before it", () => {
    expect(missedSince({ since: loaded, now, lastHeard: loaded + 200, listeningSince: listening })).toBe(true);
    expect(missedSince({ since: loaded, now, lastHeard: loaded - CATCH_UP_MARGIN_MS, listeningSince: listening })).toBe(
      true,
    );
    // another instance's clock ahead of this one's: its loader's time is later than this instance's event
    expect(missedSince({ since: now + 2_000, now, lastHeard: now - 1_000, listeningSince: listening })).toBe(true);
  });

  it("is true when the instance did not hear everything since: just started, the bus lost or resynced since", () => {
    expect(missedSince({ since: loaded, now, lastHeard: undefined, listeningSince: now - 2_000 })).toBe(true);
    expect(missedSince({ since: loaded, now, lastHeard: undefined, listeningSince: null })).toBe(true);
    expect(
      missedSince({ since: loaded, now, lastHeard: undefined, listeningSince: loaded - CATCH_UP_MARGIN_MS + 1 }),
    ).toBe(true);
  });

  it("is true for a page older than the window, or from a clock too far ahead, whatever was heard", () => {
    expect(
      missedSince({ since: now - CATCH_UP_WINDOW_MS - 1, now, lastHeard: undefined, listeningSince: listening }),
    ).toBe(true);
    expect(missedSince({ since: now - CATCH_UP_WINDOW_MS, now, lastHeard: undefined, listeningSince: listening })).toBe(
      false,
    );
    expect(
      missedSince({ since: now + CATCH_UP_MARGIN_MS + 1, now, lastHeard: undefined, listeningSince: listening }),
    ).toBe(true);
    expect(missedSince({ since: NaN, now, lastHeard: undefined, listeningSince: listening })).toBe(true);
  });
});
