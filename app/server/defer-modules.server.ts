// The page's JavaScript after its first paint (docs/issues/023.md §6, decision 062). Remix's <Scripts/> puts
// a `<link rel="modulepreload">` per module and an inline module script whose static imports load
// the route modules at once: on a phone they share the connection with the banner and the page's
// first paint waits behind their evaluation. Here the document's modules are fetched by that same
// inline script, right after the first frame is on screen: the preloads are added then (all in
// parallel, as before), the route modules are imported dynamically, and the rest of Remix's script
// (the manifest, the route modules' registry, the entry's import) runs unchanged.
//
// A pure transformation of the rendered HTML; anything not in the shape Remix renders is left as it is.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** The rel the document's preload links carry until the first paint: one the browser does not know. */
export const INERT_PRELOAD_REL = "modulepreload-after-paint";
const MODULE_SCRIPT = /<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"\n]+");$/gm;
const SIDE_EFFECT_IMPORT = /^import ("[^"\n]+");$/gm;

// after the first frame: rAF runs before it is painted, the timeout after; a hidden tab has no
// frames, so a timer starts it there
const AFTER_FIRST_PAINT =
  "await new Promise((go) => { requestAnimationFrame(() => setTimeout(go, 0)); setTimeout(go, 100); });";

/** Where <Scripts/>'s output starts: the first preload. Everything before it is left as bytes. */
const FIRST_PRELOAD = '<link rel="modulepreload"';

/**
 * The rendered document as React wrote it: only its end (from the first preload on: the preloads,
 * Remix's context and its module script) is decoded, changed and encoded again — not the inline
 * CSS and the page's markup before it (docs/issues/021.md §3: a whole-document pass cost the checkout ~8 %).
 * `<` is ASCII, so the cut never splits a character.
 */
export function deferModulesInDocument(html: Buffer): Buffer {
  const at = html.indexOf(FIRST_PRELOAD);
  if (at === -1) return html;
  const end = html.subarray(at).toString("utf8");
  const deferred = deferModules(end);
  return deferred === end ? html : Buffer.concat([html.subarray(0, at), Buffer.from(deferred, "utf8")]);
}

export function deferModules(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [tag, attributes, body] = script;
  const routes = [...body.matchAll(ROUTE_IMPORT)];
  if (routes.length === 0) return html;
  const sideEffects = [...body.matchAll(SIDE_EFFECT_IMPORT)].map((m) => m[1]);
  const hrefs = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const rest = body.replace(ROUTE_IMPORT, "").replace(SIDE_EFFECT_IMPORT, "");
  const names = routes.map((m) => m[1]).join(", ");
  const imports = routes.map((m) => `import(${m[2]})`).join(", ");
  const deferred = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(hrefs)}) document.head.appendChild(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    // a side-effect import (a runtime) ran before the route modules: it still does
    ...sideEffects.map((url) => `await import(${url});`),
    `const [${names}] = await Promise.all([${imports}]);`,
    rest,
  ].join("\n");
  // the <link>s stay for React's hydration (it expects <Scripts/>'s elements there), inert: a rel the
  // browser does not know fetches nothing
  return html
    .replace(tag, () => `<script${attributes} type="module" async="">${deferred}</script>`)
    .replace(PRELOAD, (_, href: string) => `<link rel="${INERT_PRELOAD_REL}" href="${href}"/>`);
}
