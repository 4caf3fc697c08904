// Which requests take a rendered document as gzip, and the document's gzip with its stylesheet deflated
// once (decision 109; app/server/document-gzip.server.ts, app/server/page-encoding.server.ts).
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipDocument } from "~/server/document-gzip.server";
import { acceptsGzip } from "~/server/page-encoding.server";

describe("acceptsGzip", () => {
  it("takes what the header accepts, q=0 and no header being a no", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
    // remembered per header: the same answers again
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
  });
});

describe("gzipDocument", () => {
  const css = Array.from({ length: 400 }, (_, i) => `.c${i}{color:#${(i * 4099).toString(16).padStart(6, "0")}}`).join(
    "",
  );
  const page = (style: string) =>
    Buffer.from(
      `<!DOCTYPE html><html><head><title>Bedankt — €</title><style>${style}</style></head><body>Pizza</body></html>`,
    );

  it("gunzips to the page, with the stylesheet's deflate made once for every page", () => {
    for (const title of ["één", "twee"]) {
      const html = Buffer.from(page(css).toString().replace("Bedankt", title));
      expect(zlib.gunzipSync(gzipDocument(html, css)!).equals(html)).toBe(true);
    }
  });

  it("gives null where the stylesheet is not in the page or there is none (the development server links it)", () => {
    expect(gzipDocument(page("p{}"), css)).toBeNull();
    expect(gzipDocument(page(""), "")).toBeNull();
  });
});
