// app/server/defer-modules.server.ts (decision 062): the page's modules after its first paint.
import { describe, expect, it } from "vitest";
import { deferModules, deferModulesInDocument } from "~/server/defer-modules.server";

// the end of a document as Remix 2.17's <Scripts/> renders it (lazy route discovery on)
const remixEnd = (nonce: string, extra = "") =>
  [
    `<link rel="modulepreload" href="/assets/entry.client-A.js"/>`,
    `<link rel="modulepreload" href="/assets/components-B.js"/>`,
    `<link rel="modulepreload" href="/assets/root-C.js"/>`,
    `<script${nonce}>window.__remixContext = {};</script>`,
    `<script${nonce} type="module" async="">;${extra}`,
    `import * as route0 from "/assets/root-C.js";`,
    `import * as route1 from "/assets/_index-D.js";`,
    `window.__remixManifest = {"entry":{"module":"/assets/entry.client-A.js"}};`,
    `window.__remixRouteModules = {"root":route0,"routes/_index":route1};`,
    ``,
    `import("/assets/entry.client-A.js");</script>`,
  ].join("\n");

const page = (end: string) => `<!DOCTYPE html><html><head></head><body><main>Menu</main>${end}</body></html>`;

function moduleScript(html: string): string {
  const m = /<script[^>]* type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error("no module script");
  return m[1];
}

describe("deferModules", () => {
  it("loads nothing before the first paint: no preload fetches, no static imports", () => {
    const out = deferModules(page(remixEnd(` nonce="n0"`)));
    expect(out).not.toContain(`rel="modulepreload"`);
    expect(moduleScript(out)).not.toMatch(/^import /m);
  });

  it("keeps every <link> (React hydrates <Scripts/>'s elements) with a rel that fetches nothing", () => {
    const out = deferModules(page(remixEnd("")));
    expect(out.match(/<link rel="modulepreload-after-paint" href="[^"]+"\/>/g)).toEqual([
      `<link rel="modulepreload-after-paint" href="/assets/entry.client-A.js"/>`,
      `<link rel="modulepreload-after-paint" href="/assets/components-B.js"/>`,
      `<link rel="modulepreload-after-paint" href="/assets/root-C.js"/>`,
    ]);
  });

  it("after the first frame: preloads every module, imports the route modules, then runs Remix's own script", () => {
    const script = moduleScript(deferModules(page(remixEnd(` nonce="n0"`))));
    const paint = script.indexOf("requestAnimationFrame");
    const preloads = script.indexOf(`["/assets/entry.client-A.js","/assets/components-B.js","/assets/root-C.js"]`);
    const routes = script.indexOf(
      `const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/_index-D.js")]);`,
    );
    const registry = script.indexOf(`window.__remixRouteModules = {"root":route0,"routes/_index":route1};`);
    const entry = script.indexOf(`import("/assets/entry.client-A.js");`);
    expect([paint, preloads, routes, registry, entry].every((i) => i >= 0)).toBe(true);
    expect(paint < preloads && preloads < routes && routes < registry && registry < entry).toBe(true);
  });

  it("keeps the script's nonce, and a runtime imported for its side effects still runs before the routes", () => {
    const out = deferModules(page(remixEnd(` nonce="n0"`, `\nimport "/@vite/hmr-runtime.js";`)));
    expect(out).toContain(`<script nonce="n0" type="module" async="">`);
    const script = moduleScript(out);
    expect(script.indexOf(`await import("/@vite/hmr-runtime.js");`)).toBeGreaterThan(-1);
    expect(script.indexOf(`await import("/@vite/hmr-runtime.js");`)).toBeLessThan(script.indexOf("Promise.all"));
  });

  it("is valid JavaScript in a module", async () => {
    const script = moduleScript(deferModules(page(remixEnd(""))));
    // parse only (an async function body accepts the top-level awaits a module has)
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script.replace(/^import\(/gm, "void import("))).not.toThrow();
  });

  it("leaves a document without Remix's module script as it is (an error page without scripts, a resource)", () => {
    const plain = page(`<p>Geen scripts</p>`);
    expect(deferModules(plain)).toBe(plain);
    const noRoutes = page(`<script type="module" async="">console.log(1)</script>`);
    expect(deferModules(noRoutes)).toBe(noRoutes);
  });

  it("is not fooled by a `$` in a URL or the manifest (no replacement patterns)", () => {
    const html = page(remixEnd("").replace(`{"module":"/assets/entry.client-A.js"}`, () => `{"module":"/a$&b.js"}`));
    expect(moduleScript(deferModules(html))).toContain(`{"module":"/a$&b.js"}`);
  });

  it("on the rendered bytes: changes only the end, and the same as on the whole text (multi-byte text around it)", () => {
    const text = page(remixEnd(` nonce="n0"`)).replace(
      "<main>Menu</main>",
      "<main>Één pizza’s — € 9,95 🍕</main><style>a::after{content:'→'}</style>",
    );
    const withContext = text.replace(
      "window.__remixContext = {};",
      () => `window.__remixContext = {"naam":"Café ‘t Hoekje 🍟"};`,
    );
    for (const html of [text, withContext]) {
      const bytes = Buffer.from(html, "utf8");
      const out = deferModulesInDocument(bytes);
      expect(out.toString("utf8")).toBe(deferModules(html));
      const cut = bytes.indexOf('<link rel="modulepreload"');
      expect(out.subarray(0, cut).equals(bytes.subarray(0, cut))).toBe(true);
    }
    const plain = Buffer.from(page(`<p>Geen scripts — €</p>`), "utf8");
    expect(deferModulesInDocument(plain)).toBe(plain);
  });
});
