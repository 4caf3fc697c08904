// Shared e2e helpers: the demo restaurants' addresses on this run's server, and the axe check
// every visited page must pass.
import fs from "node:fs";
import path from "node:path";
import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

export const port = Number(process.env.E2E_PORT);
export const hostUrl = (perma: string | null, path = "/") =>
  `http://${perma ? `${perma}.` : ""}localhost:${port}${path}`;

/**
 * A demo staff member logged in through the login page, as a person does: e-mail and the demo
 * password (root on the platform domain: perma null). Waits until the page has left /login, or
 * reached `landing` when given. Without the UI: staffLogin in api.ts.
 */
export async function staffLoginUi(page: Page, perma: string | null, email: string, landing?: RegExp) {
  await page.goto(hostUrl(perma, "/login"));
  await page.getByRole("link", { name: "Inloggen als medewerker" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Wachtwoord").fill("bestelinfo");
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  if (landing) await page.waitForURL(landing);
  else await expect(page).not.toHaveURL(/\/login/);
}

export async function expectAccessible(page: Page) {
  // colours are judged at rest: a button still fading in (the cart after "Toevoegen") is not its contrast
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // WCAG A/AA and axe's best practices (landmarks, one h1, heading order, unique landmarks…): docs/issues/023.md
  // axe runs inside the page itself: AxeBuilder.analyze() finishes its run in a second, blank page,
  // and injecting axe there hung for the whole test timeout under Debian's Chromium 156 (traces of
  // settings.spec and product-editor.spec: the blank page's evaluate never returned). Same rules, same tags.
  // Injected once per document (a page that has it from an earlier pass keeps it), and asked for its
  // violations only: the passes, incomplete and inapplicable results it would otherwise collect node by
  // node are never read here (decision 094). The same rules run and the same violations are found.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
  );
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

const SIZES = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1024, height: 768 },
  desktop: { width: 1280, height: 800 },
} as const;

type Size = keyof typeof SIZES;
/** "top": the viewport as the page opens; "full": the whole page; "below": the viewport scrolled to the page's end, when it is longer */
type Picture = "top" | "full" | "below";
const SUFFIX: Record<Picture, string> = { top: "", full: "-full", below: "-onder" };

/**
 * Screenshots of the page as it is, and whole (`${name}-${size}.png`, `${name}-${size}-full.png`): a phone
 * project at 390×844, the desktop one as a tablet and a desktop; "all" (a spec that runs on one project
 * only, decision 094) at all three sizes, or at the `sizes` given, with the viewport and the scroll
 * position put back after. `pictures` chooses which pictures each size gets.
 */
export async function screenshots(
  page: Page,
  name: string,
  project: string,
  { sizes, pictures = ["top", "full"] }: { sizes?: Size[]; pictures?: Picture[] } = {},
) {
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  const labels: Size[] =
    sizes ??
    (project === "all" ? ["phone", "tablet", "desktop"] : project === "desktop" ? ["tablet", "desktop"] : ["phone"]);
  const putBack = project === "all" || sizes !== undefined;
  const before = page.viewportSize();
  const y = await page.evaluate(() => window.scrollY);
  for (const label of labels) {
    await page.setViewportSize(SIZES[label]);
    await page.evaluate(() => window.scrollTo(0, 0));
    // another device's size is taken in CSS pixels: the phone's 2.6 device pixels per CSS pixel (in
    // `npm run screenshots`) would make a desktop's picture 3360 px wide and its encoding slow
    const scale = putBack && label !== "phone" ? "css" : "device";
    for (const picture of pictures) {
      if (picture === "below") {
        if (!(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 10))) continue;
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      }
      const file = path.join(dir, `${name}-${label}${SUFFIX[picture]}.png`);
      fs.writeFileSync(file, await page.screenshot({ fullPage: picture === "full", scale }));
    }
  }
  if (putBack && before) {
    await page.setViewportSize(before);
    await page.evaluate((top) => window.scrollTo(0, top), y);
  }
}
