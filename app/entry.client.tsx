import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// docs/spec.md §7: the service worker lives at /sw.js with scope /; errors are ignored. This module is
// imported dynamically and often runs after "load" has fired: then it registers at once.
if ("serviceWorker" in navigator) {
  // scope / is the default for a worker at /sw.js (and the bytes count on the menu's JS budget)
  const register = () => navigator.serviceWorker.register("/sw.js").catch(() => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register);
}

// A live re-read that a newer one replaces is aborted on purpose, and with single fetch Remix lets
// that abort surface as an unhandled "AbortError: signal is aborted without reason" (react-router
// PR 14761 suppresses it upstream; seen on /ritten when two live events came in together). It is
// not a fault, so it stays out of the console; every other rejection is still reported.
// (the menu's JS budget is 100 kB: this stays as short as it can be)
window.addEventListener("unhandledrejection", (e) => {
  if ((e.reason as Error | null)?.name === "AbortError") e.preventDefault();
});
