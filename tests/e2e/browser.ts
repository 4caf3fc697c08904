// The Chromium the three Playwright configs launch (e2e, two instances, the smokes): Debian's
// `chromium-headless-shell` where it is installed, else Debian's full `chromium`; CHROMIUM_PATH
// overrides both. The headless shell is the same Blink without the full browser around it — the
// build Playwright itself runs headless tests in — and took 35 % less time on the same specs
// (decision 100). Lighthouse keeps the full browser (tests/e2e/lighthouse.spec.ts): its scores are
// a real Chrome's.
import fs from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

const args = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

export const launchOptions = { executablePath: chromiumPath, args };

/**
 * The full browser, for a spec that needs what the headless shell lacks or does differently: web
 * notifications (the shell answers `Notification.permission` "denied" whatever the context grants, so
 * no push switch shows: pwa.spec), and painting on after the network is cut (courier.spec's offline
 * walk). `test.use({ launchOptions: fullBrowser })` at the top of such a spec.
 */
export const fullBrowser = { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args };
