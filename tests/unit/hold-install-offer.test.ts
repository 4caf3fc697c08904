// components/pwa/hold-install-offer.tsx (decision 093's status note of 2026-12-01): the document's first script
// holds Chromium's install offer where the install prompt looks for it (HELD_INSTALL_OFFER), and keeps the
// browser's own bar away. The script is run here as the browser would, against a window of its own.
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HoldInstallOffer } from "~/components/pwa/hold-install-offer";
import { HELD_INSTALL_OFFER } from "~/domain/install-prompt";

function runHold(nonce?: string) {
  const html = renderToStaticMarkup(createElement(HoldInstallOffer, { nonce }));
  const script = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(html)?.[1];
  if (!script) throw new Error(`not one script: ${html}`);
  const listeners = new Map<string, (e: unknown) => void>();
  const win: Record<string, unknown> = {};
  const addEventListener = (type: string, fn: (e: unknown) => void) => listeners.set(type, fn);
  new Function("addEventListener", "window", script)(addEventListener, win);
  return { html, listeners, win };
}

describe("HoldInstallOffer", () => {
  it("holds the offer under HELD_INSTALL_OFFER and prevents the browser's own bar", () => {
    const { listeners, win } = runHold();
    const offer = {
      prevented: false,
      preventDefault() {
        this.prevented = true;
      },
    };
    listeners.get("beforeinstallprompt")?.(offer);
    expect(win[HELD_INSTALL_OFFER]).toBe(offer);
    expect(offer.prevented).toBe(true);
  });

  it("carries the page's nonce (script-src)", () => {
    expect(runHold("n0").html).toMatch(/^<script nonce="n0">/);
  });
});
