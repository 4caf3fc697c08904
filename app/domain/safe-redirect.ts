// Where a login may send the browser afterwards: only a path on our own origin (docs/issues/014.md §2).
// Parsed the way a browser parses it (WHATWG URL: tabs and newlines are dropped, "\" is "/"), so
// "/%09/evil.example", "/\evil.example", "//evil.example" and "https://evil.example" all end up on
// another origin and are refused.
// safeRedirect("/orders?tab=new") === "/orders?tab=new"; safeRedirect("/\t/evil.example") === "/"

const BASE = "http://bestelinfo.invalid";

export function safeRedirect(to: string | null | undefined, fallback = "/"): string {
  if (!to || !to.startsWith("/")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  // a path that still reads as scheme-relative after parsing ("/%2F/evil" stays ours, "//" does not)
  return path.startsWith("//") ? fallback : path;
}
