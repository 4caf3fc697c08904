// The built stylesheet's text for <AppStylesheet> (app/components/inline-css.tsx), read once from
// build/client and kept in memory; "" while the development server (Vite) serves the CSS itself.
// inlineCss("/assets/tailwind-Cblip0RB.css") → "…css…"
import fs from "node:fs";
import path from "node:path";

const CLIENT = path.resolve("build/client");
const read = new Map<string, string>();

export function inlineCss(href: string): string {
  if (import.meta.env.DEV || !href.startsWith("/assets/") || !href.endsWith(".css")) return "";
  let text = read.get(href);
  if (text === undefined) {
    const file = path.join(CLIENT, href);
    // a closing tag inside the CSS would end the <style> early
    try {
      text = file.startsWith(CLIENT + path.sep) ? fs.readFileSync(file, "utf8").replace(/<\/style/gi, "<\\/style") : "";
    } catch {
      text = "";
    }
    read.set(href, text);
  }
  return text;
}
