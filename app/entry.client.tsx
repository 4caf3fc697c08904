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

// SPEC §7: the service worker lives at /sw.js with scope /; errors are ignored. This module is
// imported dynamically and often runs after "load" has fired: then it registers at once.
if ("serviceWorker" in navigator) {
  // scope / is the default for a worker at /sw.js (and the bytes count on the menu's JS budget)
  const register = () => navigator.serviceWorker.register("/sw.js").catch(() => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register);
}
