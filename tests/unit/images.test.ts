// Images (docs/issues/015.md §5): the size plan per kind, the content-hash URLs and the parsing of a served
// file's name (anything else is a 404, never a 500).
import { describe, expect, it } from "vitest";
import {
  BAD_SHAPE,
  IMAGE_WIDTHS,
  imageSrcSet,
  imageUrl,
  parseImageFile,
  shapeProblem,
  variantHeight,
} from "~/domain/images";

const key = "0123456789abcdef0123456789abcdef";

describe("the size plan", () => {
  it("has the widths the screens need: product card and dialog, banner, square logo for PWA icons", () => {
    expect(IMAGE_WIDTHS).toEqual({ product: [160, 320, 640], banner: [800, 1600], logo: [192, 512] });
  });

  it("keeps the aspect ratio and never answers a zero height", () => {
    expect(variantHeight({ width: 4032, height: 3024 }, 320)).toBe(240);
    expect(variantHeight({ width: 3024, height: 4032 }, 160)).toBe(213);
    expect(variantHeight({ width: 10_000, height: 1 }, 160)).toBe(1);
  });
});

describe("URLs", () => {
  it("name the content hash, the width and the format", () => {
    expect(imageUrl({ key }, 320, "webp")).toBe(`/img/${key}-320.webp`);
    expect(imageUrl({ key }, 320, "jpeg")).toBe(`/img/${key}-320.jpg`);
    expect(imageSrcSet({ key, kind: "banner" }, "webp")).toBe(`/img/${key}-800.webp 800w, /img/${key}-1600.webp 1600w`);
  });

  it("round-trip through parseImageFile", () => {
    for (const format of ["webp", "jpeg"] as const) {
      for (const width of [160, 320, 640, 800, 1600, 192, 512]) {
        expect(parseImageFile(imageUrl({ key }, width, format).slice(5))).toEqual({ key, width, format });
      }
    }
  });

  it.each([
    "",
    `${key}-320.png`,
    `${key}-321.webp`,
    `${key}-0320.webp`,
    `${key.toUpperCase()}-320.webp`,
    `${key.slice(1)}-320.webp`,
    `${key}-320.webp/..`,
    `${key}-99999999999999999999.webp`,
    `../${key}-320.webp`,
    `${key}-320.webp\u0000`,
  ])("refuses %j", (name) => {
    expect(parseImageFile(name)).toBeNull();
  });
});

describe("shapeProblem: a strip would be scaled up to gigabytes", () => {
  it("takes photos, banners and squares", () => {
    for (const size of [
      { width: 4032, height: 3024 },
      { width: 3024, height: 4032 },
      { width: 1600, height: 400 },
      { width: 500, height: 500 },
      { width: 100, height: 400 },
    ]) {
      expect(shapeProblem(size)).toBeNull();
    }
  });
  it("refuses a 10×2000 strip and a 8000×10 ribbon", () => {
    expect(shapeProblem({ width: 10, height: 2000 })).toBe(BAD_SHAPE);
    expect(shapeProblem({ width: 8000, height: 10 })).toBe(BAD_SHAPE);
    // the largest variant the allowed shape can ask for: 1600 px wide, 6400 px tall
    expect(
      variantHeight({ width: 100, height: 400 }, IMAGE_WIDTHS.banner[IMAGE_WIDTHS.banner.length - 1]),
    ).toBeLessThanOrEqual(6400);
  });
});
