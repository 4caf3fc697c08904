// Shared e2e helpers: the demo restaurants' addresses on this run's server, and the axe check
// every visited page must pass.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const port = Number(process.env.E2E_PORT);
export const hostUrl = (perma: string | null, path = "/") =>
  `http://${perma ? `${perma}.` : ""}localhost:${port}${path}`;

/** Logs a demo staff member in with e-mail and the demo password (root on the platform domain: perma null). */
export async function staffLogin(page: Page, perma: string | null, email: string) {
  await page.goto(hostUrl(perma, "/login"));
  await page.getByRole("button", { name: "Inloggen als medewerker" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Wachtwoord").fill("bestelinfo");
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
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
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}
