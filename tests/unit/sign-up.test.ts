import { describe, expect, it } from "vitest";
import { PERMA_RESERVED } from "~/domain/perma";
import {
  CATEGORY_UNKNOWN,
  HOURS_NONE,
  HOURS_ORDER,
  MODE_NONE,
  PAYMENT_NONE,
  ZONE_ORDER,
  checkSignUp,
  checklist,
  stepProblems,
} from "~/domain/sign-up";

const valid = {
  key: "abcdefghijklmnopqrstuvwx",
  name: "Snackbar Het Hoekje",
  perma: "hethoekje",
  category: "friet",
  address: "Kerkstraat 1",
  zipcode: "3811ab",
  city: "Amersfoort",
  phone: "0331234567",
  open2: "on",
  opens2: "16:00",
  closes2: "21:00",
  open7: "on",
  opens7: "0",
  closes7: "24:00",
  pickup: "on",
  deliver: "on",
  zipFrom: "3811",
  zipTo: "3818",
  fee: "2,50",
  minimum: "15",
  cash: "on",
  pin: "on",
  starter: "friet",
};

describe("checkSignUp", () => {
  it("turns the form into cents, shifts and a zone", () => {
    const checked = checkSignUp(valid);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value.zipcode).toBe("3811 AB");
    expect(checked.value.hours).toEqual([
      { weekday: 2, opens: "16:00", closes: "21:00" },
      { weekday: 7, opens: "00:00", closes: "24:00" },
    ]);
    expect(checked.value.zone).toEqual({ zipFrom: 3811, zipTo: 3818, fee: 250, minimum: 1500 });
    expect(checked.value.payment).toEqual(["cash", "pin"]);
  });

  it("names every wrong field in Dutch", () => {
    const checked = checkSignUp({
      ...valid,
      perma: "www",
      category: "favorite",
      zipcode: "12",
      phone: "12",
      closes2: "15:00",
      zipFrom: "3900",
      cash: undefined,
      pin: undefined,
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fields).toMatchObject({
      perma: PERMA_RESERVED,
      category: CATEGORY_UNKNOWN,
      zipcode: "Ongeldige postcode",
      phone: "Ongeldig telefoonnummer",
      closes2: HOURS_ORDER,
      zipTo: ZONE_ORDER,
      payment: PAYMENT_NONE,
    });
  });

  it("needs a day, a mode and a known starter; no zone without delivery", () => {
    const none = checkSignUp({
      ...valid,
      open2: undefined,
      open7: undefined,
      pickup: undefined,
      deliver: undefined,
      starter: "sushi",
    });
    expect(none.ok ? null : none.fields).toMatchObject({
      hours: HOURS_NONE,
      modes: MODE_NONE,
      starter: "Kies een startmenu.",
    });
    const pickupOnly = checkSignUp({ ...valid, deliver: undefined, zipFrom: "x" });
    expect(pickupOnly.ok && pickupOnly.value.zone).toBeNull();
  });

  it("refuses input that is not text without throwing", () => {
    expect(checkSignUp({ name: ["a", "b"], perma: { x: 1 }, key: 5 }).ok).toBe(false);
  });

  it("stepProblems shows only the step's own fields", () => {
    expect(Object.keys(stepProblems("restaurant", { ...valid, perma: "admin", cash: undefined }))).toEqual(["perma"]);
    expect(stepProblems("payment", { ...valid, perma: "admin" })).toEqual({});
  });
});

describe("checklist", () => {
  it("ticks off what is done, in order", () => {
    const items = checklist({ menu: false, hours: true, mollieKey: false, printer: true, order: false });
    expect(items.map((i) => i.label)).toEqual([
      "Menu controleren",
      "Openingstijden",
      "iDEAL koppelen",
      "Printer koppelen",
      "Test-bestelling plaatsen",
    ]);
    expect(items.filter((i) => i.done).map((i) => i.key)).toEqual(["hours", "printer"]);
  });
});
