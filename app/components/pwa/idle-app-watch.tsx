// The version watch and update prompt (AppWatch) on the restaurant's menu (docs/issues/019.md §4): the menu's
// first-load JavaScript has no room for it (docs/issues/021.md §7, 100 kB), so it comes as its own chunk once
// the browser is idle after the page has shown — an open menu tab still reloads for a forced update.
import { lazy, Suspense, useEffect, useState } from "react";

const AppWatch = lazy(() => import("~/components/pwa/app-watch").then((m) => ({ default: m.AppWatch })));

export function IdleAppWatch() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 2_000);
    return () => clearTimeout(timer);
  }, []);
  return idle ? (
    <Suspense fallback={null}>
      <AppWatch />
    </Suspense>
  ) : null;
}
