// `npx tsx scripts/layer-report.ts`: the imports that run up a layer, and the import cycles, in
// app/, db/ and server.ts (docs/architecture.md "The layers", decision 082). Reads the import and
// export statements as text (type-only imports count: a type is a dependency too); prints the count,
// each offending import, and each cycle. Exit code 0 always: it reports, the lint rules guard.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Lowest first. An import from a file to one of a higher rank counts as "up". */
const LAYERS: [rank: number, name: string, test: (file: string) => boolean][] = [
  [0, "domain", (f) => /^app\/(domain|schemas)\//.test(f) || f === "app/context.ts"],
  [1, "infra", (f) => f.startsWith("app/infra/") || f === "app/env.server.ts" || f === "app/db.server.ts"],
  [2, "models", (f) => f.startsWith("app/models/")],
  [3, "integrations", (f) => /^app\/(integrations|realtime)\//.test(f)],
  [4, "services", (f) => f.startsWith("app/services/")],
  [5, "http", (f) => f.startsWith("app/http/")],
  [
    6,
    "routes/components",
    (f) =>
      /^app\/(routes|components|server)\//.test(f) || /^app\/(root|entry\.[a-z]+)\.tsx?$/.test(f) || f === "server.ts",
  ],
];

function layerOf(file: string): { rank: number; name: string } | undefined {
  for (const [rank, name, test] of LAYERS) if (test(file)) return { rank, name };
  return undefined;
}

function walk(dir: string, out: string[]): string[] {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) walk(rel, out);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(rel);
  }
  return out;
}

const files = [...walk("app", []), ...walk("db", []), "server.ts"];
const known = new Set(files);

function resolve(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith("~/")) base = `app/${spec.slice(2)}`;
  else if (spec.startsWith(".")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return undefined; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

const graph = new Map<string, string[]>();
for (const file of files) {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8").replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");
  const targets = new Set<string>();
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(file, m[1] ?? m[2]);
    if (target && target !== file) targets.add(target);
  }
  graph.set(file, [...targets].sort());
}

const up: string[] = [];
for (const [from, targets] of graph) {
  const a = layerOf(from);
  if (!a) continue;
  for (const to of targets) {
    const b = layerOf(to);
    if (b && b.rank > a.rank) up.push(`${from} (${a.name}) → ${to} (${b.name})`);
  }
}

// Cycles: Tarjan's strongly connected components; each component of more than one file is a cycle
// (printed as one loop through it).
let index = 0;
const indexes = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const components: string[][] = [];
function connect(v: string): void {
  indexes.set(v, index);
  low.set(v, index);
  index += 1;
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!indexes.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v)!, low.get(w)!));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexes.get(w)!));
  }
  if (low.get(v) === indexes.get(v)) {
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const file of files) if (!indexes.has(file)) connect(file);

function loop(component: string[]): string[] {
  const inside = new Set(component);
  const start = component[0];
  const seen = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(seen.get(path[0])!);
        return [...path, start];
      }
      if (!seen.has(w)) {
        seen.set(w, v);
        queue.push(w);
      }
    }
  }
  return component;
}

console.log(`Imports up a layer: ${up.length}`);
for (const line of up.sort()) console.log(`  ${line}`);
console.log(`Import cycles: ${components.length}`);
for (const component of components) console.log(`  ${loop(component).join(" → ")}`);
