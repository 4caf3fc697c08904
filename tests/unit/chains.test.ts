// The chain page's pure rules (decision 034): {type} words, which modes a location offers, and
// which location a postcode goes to.
import { describe, expect, it } from "vitest";
import { chainType, locationForPostcode, noLocationMessage, offersModes, type ChainLocation } from "~/domain/chains";

const zone = (zipFrom: number, zipTo: number, fee = 250) => ({ zipFrom, zipTo, fee, minimum: 0, freeFrom: null });
const loc = (
  id: number,
  name: string,
  zones: ChainLocation["zones"],
  extra: Partial<ChainLocation> = {},
): ChainLocation => ({ id, name, open: true, delivery: true, zones, ...extra });

describe("chainType", () => {
  it("knows the SPEC's two words and nothing else", () => {
    expect(chainType(undefined)).toBeUndefined();
    expect(chainType("afhalen")).toBe("afhalen");
    expect(chainType("bezorgen")).toBe("bezorgen");
    for (const bad of ["pickup", "Afhalen", "", "bezorgen\0", "__proto__"]) expect(chainType(bad), bad).toBeNull();
  });
});

describe("offersModes", () => {
  it("reads an empty payment list as the mode switched off, and delivery needs a zone", () => {
    expect(offersModes(undefined, 0)).toEqual({ pickup: true, delivery: false });
    expect(offersModes(undefined, 2)).toEqual({ pickup: true, delivery: true });
    expect(offersModes({ pickup: [], deliver: ["cash"] }, 1)).toEqual({ pickup: false, delivery: true });
    expect(offersModes({ pickup: ["cash"], deliver: [] }, 3)).toEqual({ pickup: true, delivery: false });
  });
});

describe("locationForPostcode", () => {
  const noord = loc(1, "Noord", [zone(3550, 3569)]);
  const centrum = loc(2, "Centrum", [zone(3511, 3531, 300)]);
  const oost = loc(3, "Oost", [zone(3520, 3540, 150)]);

  it("picks the location whose zone covers the postcode", () => {
    expect(locationForPostcode([noord, centrum, oost], "3561 AB")?.id).toBe(1);
    expect(locationForPostcode([noord, centrum, oost], "3512")?.id).toBe(2);
  });

  it("prefers the cheaper fee where zones overlap, and an open location before a closed one", () => {
    expect(locationForPostcode([centrum, oost], "3525 XY")?.id).toBe(3);
    expect(locationForPostcode([centrum, { ...oost, open: false }], "3525 XY")?.id).toBe(2);
  });

  it("skips a location that does not deliver, and answers null outside every zone or for a bad postcode", () => {
    expect(locationForPostcode([{ ...noord, delivery: false }], "3561")).toBeNull();
    expect(locationForPostcode([noord, centrum], "9999 ZZ")).toBeNull();
    for (const bad of ["", "abc", "0123 AB", "3511\0", "35111"])
      expect(locationForPostcode([centrum], bad), bad).toBeNull();
  });

  it("says in Dutch that no location delivers there", () => {
    expect(noLocationMessage(" 9999 zz ")).toBe("Geen van onze vestigingen bezorgt in 9999 ZZ. Je kunt wel afhalen.");
  });
});
