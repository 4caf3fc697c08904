// After `remix vite:build`: fail the build when something the product needs is missing, or when the
// menu page's JavaScript grows past its budget (docs/issues/013.md §10; the bench reports the same figure).
// - build/server/index.js and build/client/sw.js exist (the PWA worker build only prints on failure)
// - the JS a restaurant's menu page loads (Remix's entry, the root and the menu route, with every
//   module they import, from the build's route manifest) stays under JS_BUDGET_KB gzipped
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// 100 kB is the bench's budget (docs/issues/021.md §7). zod's core in the root had once taken the page to 105 kB;
// with the directory and the postcode check loaded only where they are used, the islands fit under it.
const JS_BUDGET_KB = 100;
const MENU_ROUTES = ["root", "routes/_index"];
const CLIENT = "build/client";

function fail(message) {
  console.error(`build check: ${message}`);
  process.exit(1);
}

for (const file of ["build/server/index.js", `${CLIENT}/sw.js`]) {
  if (!fs.existsSync(file)) fail(`${file} is missing`);
}

// decision 110: the libraries' licence notices ship once, in their own file, not in every chunk
const licences = `${CLIENT}/assets/third-party-licenses.txt`;
if (!fs.existsSync(licences) || !fs.readFileSync(licences, "utf8").includes("react-dom 18"))
  fail(`${licences} is missing or does not name react-dom`);
const bannered = fs
  .readdirSync(path.join(CLIENT, "assets"))
  .filter((f) => f.endsWith(".js") && fs.readFileSync(path.join(CLIENT, "assets", f), "utf8").includes("@license"));
if (bannered.length > 0) fail(`licence banners are back in ${bannered.join(", ")}`);

const manifestFile = fs.readdirSync(path.join(CLIENT, "assets")).find((f) => /^manifest-[\w-]+\.js$/.test(f));
if (!manifestFile) fail("no Remix route manifest in build/client/assets");
const source = fs.readFileSync(path.join(CLIENT, "assets", manifestFile), "utf8");
const manifest = JSON.parse(source.replace(/^window\.__remixManifest\s*=\s*/, "").replace(/;\s*$/, ""));

const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
for (const id of MENU_ROUTES) {
  const route = manifest.routes[id];
  if (!route) fail(`route ${id} is not in the manifest`);
  files.add(route.module);
  for (const file of route.imports ?? []) files.add(file);
}
const sizes = [...files].map((url) => ({ url, gzip: zlib.gzipSync(fs.readFileSync(path.join(CLIENT, url))).length }));
const kb = sizes.reduce((sum, f) => sum + f.gzip, 0) / 1000;
if (kb > JS_BUDGET_KB) {
  const biggest = sizes
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 5)
    .map((f) => `${f.url} ${(f.gzip / 1000).toFixed(1)} kB`)
    .join(", ");
  fail(
    `the menu page loads ${kb.toFixed(1)} kB of JS gzipped, over its ${JS_BUDGET_KB} kB budget (${sizes.length} files; biggest: ${biggest})`,
  );
}
console.log(
  `build check: ok — menu page JS ${kb.toFixed(1)} kB gzipped (budget ${JS_BUDGET_KB} kB, ${sizes.length} files)`,
);
