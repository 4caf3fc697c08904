// docs/issues/033.md §7–§9, the owner's day on a tablet (820×1180, both projects; the phone project's touch and
// mobile emulation make it the tablet in her hand): a new product starts at "Naam", not in the
// preview's "Opmerking"; "Opgeslagen." shows beside Opslaan, in view and read out (role=status), when
// she saved from far down the page; on the product list a tab and its like-named group have one
// heading, the sold-out action is an outlined button and the sold-out state a tag; the staff page asks
// for a name. Screenshots of the editor, the list and the staff page in test-results/screenshots.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, hostUrl, staffLoginUi } from "./support";

test.use({ viewport: { width: 820, height: 1180 } });

async function shot(page: Page, name: string, project: string) {
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `tablet-${name}-${project}.png`) });
  await page.screenshot({ path: path.join(dir, `tablet-${name}-${project}-full.png`), fullPage: true });
}

const background = (page: Page, name: string) =>
  page.getByRole("button", { name }).evaluate((button) => getComputedStyle(button).backgroundColor);

test("the owner adds a side dish on a tablet: focus on Naam, the save answered beside Opslaan, one heading, sold out as a tag", async ({
  page,
}, testInfo) => {
  // a long walk (a product made, saved twice, listed, sold out and removed) on a shared CPU
  test.slow();
  const project = testInfo.project.name;
  // one product per project: both run side by side on the same restaurant
  const name = `Tabletfriet ${project}`;
  await staffLoginUi(page, "pizzaroma", "admin@pizzaroma.nl");

  // §7: a new product starts at its name — the preview's "Opmerking" took the focus
  await page.goto(hostUrl("pizzaroma", "/admin/products/nieuw?tab=Bijgerechten"));
  const nameField = page.getByLabel("Naam", { exact: true });
  await expect(nameField).toBeFocused();
  await page.keyboard.type(name);
  await expect(nameField).toHaveValue(name);
  await page.getByLabel("Groep", { exact: true }).fill("Bijgerechten");
  await page.getByLabel("Prijs", { exact: true }).fill("2,50");
  // typing a size renames the preview's choices (it starts afresh): the focus stays where she types
  await page.getByRole("button", { name: "+ Formaat toevoegen" }).click();
  const size = page.getByLabel("Naam formaat 1");
  await size.pressSequentially("Groot");
  await expect(size).toBeFocused();
  await expect(size).toHaveValue("Groot");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\?toegevoegd=1$/);
  await expect(page.getByRole("status").filter({ hasText: `${name} is toegevoegd.` })).toBeInViewport();

  // saved from the bottom of the page: the answer is beside the button, in view, a status
  await page.getByRole("button", { name: "+ Keuzegroep toevoegen" }).scrollIntoViewIfNeeded();
  await page.getByLabel("Prijs", { exact: true }).fill("2,75");
  await page.getByRole("button", { name: "+ Keuzegroep toevoegen" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
  await page.getByRole("button", { name: "Opslaan" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Opgeslagen." });
  await expect(saved).toBeInViewport();
  const [button, notice] = await Promise.all([
    page.getByRole("button", { name: "Opslaan" }).boundingBox(),
    saved.boundingBox(),
  ]);
  // beside Opslaan: in the bar at the bottom of the screen, not a screen away
  expect(Math.abs((notice?.y ?? 0) - (button?.y ?? 9999))).toBeLessThan(80);
  await expectAccessible(page);
  await shot(page, "product-editor", project);

  // §8: the list — "Bijgerechten" once (tab and group have the same name), the action an outlined
  // button, the state a tag beside the price
  await page.goto(hostUrl("pizzaroma", "/admin/products"));
  const sides = page.getByRole("region", { name: /^Bijgerechten \(/ });
  await expect(sides.getByRole("heading", { name: /^Bijgerechten/ })).toHaveCount(1);
  await expect(page.getByRole("region", { name: /^Pasta \(/ }).getByRole("heading")).toHaveCount(1);
  const row = sides.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
  const soldOut = `${name} uitverkocht zetten tot morgen`;
  await expect(row.getByRole("button", { name: soldOut })).toHaveText("Uitverkocht zetten");
  expect(await background(page, soldOut)).toBe("rgb(255, 255, 255)");
  await row.getByRole("button", { name: soldOut }).scrollIntoViewIfNeeded();
  await shot(page, "product-list", project);
  await row.getByRole("button", { name: soldOut }).click();
  await expect(row.getByText("Uitverkocht tot morgen")).toBeVisible();
  await expect(row.getByRole("button", { name: `${name} weer beschikbaar zetten` })).toBeVisible();
  // the state is no button
  await expect(row.getByRole("button", { name: /Uitverkocht tot morgen/ })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, "product-list-sold-out", project);

  // tidy: the demo restaurant keeps its own menu
  await row.getByRole("link", { name, exact: true }).click();
  await page.getByRole("button", { name: "Verwijderen", exact: true }).first().click();
  await page
    .getByRole("dialog")
    .filter({ hasText: "Dit kan niet ongedaan worden gemaakt." })
    .getByRole("button", { name: "Verwijderen" })
    .click();
  await expect(page).toHaveURL(hostUrl("pizzaroma", "/admin/products"));
});

test("the staff page on a tablet asks for a name and offers 'Link opnieuw sturen'", async ({ page }, testInfo) => {
  await staffLoginUi(page, "pizzaroma", "admin@pizzaroma.nl");
  await page.goto(hostUrl("pizzaroma", "/admin/users"));
  await expect(page.getByRole("heading", { name: "Medewerker toevoegen" })).toBeVisible();
  await expect(page.getByLabel("Naam")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Link opnieuw sturen naar / }).first()).toBeVisible();
  await expectAccessible(page);
  await shot(page, "staff", testInfo.project.name);
});
