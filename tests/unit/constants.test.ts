import { describe, it, expect } from "vitest";
import * as c from "~/domain/constants";
import { labelOf } from "~/domain/labels";
import { errorPageText } from "~/domain/messages";

describe("constants", () => {
  it.each<[string, unknown, unknown]>([
    ["code length", c.CODE_LENGTH, 4],
    ["resend timer", c.CODE_RESEND_SECONDS, 15],
    ["cookie lifetime", c.COOKIE_LIFETIME_MS, 2_592_000_000],
    ["snackbar", c.SNACKBAR_TIMEOUT_MS, 4000],
    ["cart pulse", c.CART_PULSE_MS, 1000],
    ["autosave", c.AUTOSAVE_MS, 500],
    ["confirm success", c.CONFIRM_SUCCESS_MS, 1000],
    ["prefetch idle", c.PREFETCH_IDLE_MS, 2000],
    ["clock refresh", c.CLOCK_REFRESH_MS, 60_000],
    ["primary", c.PRIMARY_COLOR, "#0069b3"],
    ["secondary", c.SECONDARY_COLOR, "#e91e63"],
    ["version", c.APP_VERSION, "1.8.7"],
    ["product", c.PRODUCT_NAME, "Bestelinfo"],
    ["phone prefix", c.PHONE_PREFIX, "06"],
    ["phone digits", c.PHONE_SUFFIX_DIGITS, 8],
    ["country prefix", c.COUNTRY_PREFIX, "+31"],
    ["default source", c.DEFAULT_ORDER_SOURCE, "internet"],
    ["default payment", c.DEFAULT_PAYMENT_METHOD, "ideal"],
  ])("%s", (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each<[string, ReadonlyArray<unknown>, unknown[]]>([
    ["order sources", c.ORDER_SOURCES, ["app", "api", "internet", "phone", "desk", "thuisbezorgd"]],
    ["payment methods", c.PAYMENT_METHODS.map((m) => m.value), ["cash", "pin", "ideal"]],
    ["flags", c.FLAGS.map((f) => f.value), ["pork", "mild", "medium", "hot", "veggie", "peanut", "adult"]],
    [
      "restaurant categories",
      c.RESTAURANT_CATEGORIES.map((r) => r.value),
      [
        "favorite",
        "all",
        "pizza",
        "friet",
        "shoarma",
        "sushi",
        "chinees",
        "broodje",
        "surinaams",
        "grieks",
        "spare ribs",
        "kip",
        "spaans",
      ],
    ],
  ])("%s", (_, actual, expected) => {
    expect([...actual]).toEqual(expected);
  });

  it.each<[string, ReadonlyArray<{ label: string }>]>([
    ["flags", c.FLAGS],
    ["restaurant categories", c.RESTAURANT_CATEGORIES],
    ["payment methods", c.PAYMENT_METHODS],
  ])("every one of the %s has a distinct Dutch label", (_, table) => {
    const labels = table.map((entry) => entry.label);
    expect(labels.every((label) => label.trim() !== "")).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each([
    ["pizza", "Pizza"],
    ["spare ribs", "Spareribs"],
    ["unknown", null],
  ])("labelOf category %j is %j", (value, expected) => {
    expect(labelOf(c.RESTAURANT_CATEGORIES, value)).toBe(expected);
  });
});

describe("errorPageText", () => {
  it.each([
    [404, "Deze pagina niet gevonden"],
    [500, "Er heeft zich een fout voorgedaan"],
    [400, "Er heeft zich een fout voorgedaan"],
    [403, "Geen toegang"],
  ])("%i → %j", (status, expected) => {
    expect(errorPageText(status)).toBe(expected);
  });
});
