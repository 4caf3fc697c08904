import { describe, expect, it } from "vitest";
import { INSTALL_DISMISS_MS, installWay, isIosSafari } from "~/domain/install-prompt";
import { IDLE_TIMEOUT_MS, staleOnReturn } from "~/domain/idle";
import { lettermark, parseAppImageName, shortName } from "~/domain/web-manifest";

const now = Date.UTC(2026, 10, 23, 17, 30);
const base = { standalone: false, dismissedAt: null, now, canPrompt: true, iosSafari: false };

describe("installWay (docs/issues/019.md §3)", () => {
  it("offers the browser's install where it can, the iOS instruction on iOS Safari, nothing elsewhere", () => {
    expect(installWay(base)).toBe("prompt");
    expect(installWay({ ...base, canPrompt: false, iosSafari: true })).toBe("ios");
    expect(installWay({ ...base, canPrompt: false })).toBeNull();
  });
  it("stays away in the installed app and for 30 days after 'Niet nu'", () => {
    expect(installWay({ ...base, standalone: true })).toBeNull();
    expect(installWay({ ...base, dismissedAt: now - INSTALL_DISMISS_MS + 1 })).toBeNull();
    expect(installWay({ ...base, dismissedAt: now - INSTALL_DISMISS_MS })).toBe("prompt");
  });
  it("tells iOS Safari from other iOS browsers and from Android", () => {
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
    expect(isIosSafari(iphone, 5)).toBe(true);
    expect(isIosSafari(iphone.replace("Version/17.0", "CriOS/120.0"), 5)).toBe(false);
    expect(
      isIosSafari(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15",
        5,
      ),
    ).toBe(true);
    expect(
      isIosSafari(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15",
        0,
      ),
    ).toBe(false);
    expect(
      isIosSafari(
        "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
        5,
      ),
    ).toBe(false);
  });
});

describe("staleOnReturn (docs/spec.md §9 idle timeout)", () => {
  it("is stale from 600000 ms without activity on", () => {
    expect(IDLE_TIMEOUT_MS).toBe(600_000);
    expect(staleOnReturn(now - 599_999, now)).toBe(false);
    expect(staleOnReturn(now - 600_000, now)).toBe(true);
  });
});

describe("manifest names (docs/issues/019.md §1)", () => {
  it("shortens long names at a word, keeps a given short name, and draws a letter", () => {
    expect(shortName("Pizzeria Roma", null)).toBe("Pizzeria Roma");
    expect(shortName("Cafetaria De Gouden Friet", null)).toBe("Cafetaria De");
    expect(shortName("Cafetaria De Gouden Friet", "Gouden Friet")).toBe("Gouden Friet");
    expect(lettermark("'t Hoekje")).toBe("H");
    expect(lettermark("ñandu")).toBe("Ñ");
    expect(lettermark("  ")).toBe("B");
    expect(parseAppImageName("0a1b2c3d-maskable-512.png")).toEqual({
      tag: "0a1b2c3d",
      kind: "icon",
      purpose: "maskable",
      size: 512,
    });
    expect(parseAppImageName("0a1b2c3d-screen-wide.png")).toEqual({ tag: "0a1b2c3d", kind: "screen", form: "wide" });
  });
});
