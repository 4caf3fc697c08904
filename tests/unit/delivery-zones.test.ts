import { describe, expect, it } from "vitest";
import {
  deliveryFee,
  meetsMinimum,
  minimumMessage,
  outsideZonesMessage,
  zipDigits,
  zoneFor,
  zoneSummary,
  type DeliveryZone,
} from "~/domain/delivery-zones";

const centrum: DeliveryZone = { name: "Centrum", zipFrom: 3511, zipTo: 3531, fee: 250, minimum: 1500, freeFrom: 2500 };
const oost: DeliveryZone = { name: "Oost", zipFrom: 3532, zipTo: 3585, fee: 395, minimum: 2000, freeFrom: null };
const cheapOverlap: DeliveryZone = { name: "Actie", zipFrom: 3520, zipTo: 3540, fee: 100, minimum: 0, freeFrom: null };
const closed: DeliveryZone = {
  name: "Dicht",
  zipFrom: 1000,
  zipTo: 1999,
  fee: 0,
  minimum: 0,
  freeFrom: null,
  active: false,
};
const ZONES = [centrum, oost, closed];

describe("zipDigits", () => {
  it.each([
    ["3511 AB", 3511],
    ["3511ab", 3511],
    [" 3585 ", 3585],
    ["0123 AB", null],
    ["351 AB", null],
    ["3511 A", null],
    ["", null],
  ])("%j → %s", (zip, digits) => expect(zipDigits(zip)).toBe(digits));
});

describe("zoneFor", () => {
  it.each([
    ["3511 AB", "Centrum"],
    ["3531 ZZ", "Centrum"],
    ["3532 AA", "Oost"],
    ["3585", "Oost"],
    ["3586 AA", null],
    ["1011 AB", null], // inside an inactive zone
    ["onzin", null],
  ])("%s → %s", (zip, name) => expect(zoneFor(ZONES, zip)?.name ?? null).toBe(name));

  it("takes the cheapest zone when ranges overlap", () => {
    expect(zoneFor([centrum, oost, cheapOverlap], "3525 AB")?.name).toBe("Actie");
  });
});

describe("deliveryFee and minimum", () => {
  it.each([
    [centrum, 1500, 250],
    [centrum, 2499, 250],
    [centrum, 2500, 0],
    [oost, 100_000, 395],
  ])("fee for %j at %i is %i", (zone, subtotal, fee) => expect(deliveryFee(zone, subtotal)).toBe(fee));

  it.each([
    [1499, false],
    [1500, true],
  ])("minimum 1500 with %i → %s", (subtotal, ok) => expect(meetsMinimum(centrum, subtotal)).toBe(ok));
});

describe("Dutch texts", () => {
  const euro = (text: string) => text.replace(/\u00a0/g, " ");
  it.each([
    [centrum, "3511 AB", "Bezorging naar 3511: € 2,50, gratis vanaf € 25,00"],
    [oost, "3544", "Bezorging naar 3544: € 3,95"],
    [{ ...centrum, fee: 0 }, "3511", "Bezorging naar 3511: gratis"],
  ])("%#: %s", (zone, zip, text) => expect(euro(zoneSummary(zone, zip))).toBe(text));

  it("names the postcode and the minimum", () => {
    expect(outsideZonesMessage("9999 AA")).toBe(
      "We bezorgen helaas niet in postcode 9999. Je kunt je bestelling wel afhalen.",
    );
    expect(euro(minimumMessage(centrum, "3511 AB"))).toBe(
      "Het minimale bestelbedrag voor bezorging naar 3511 is € 15,00.",
    );
  });
});
