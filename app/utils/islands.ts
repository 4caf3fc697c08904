// The personal islands of the cached menu page (decision 054). The page cache renders one shell for
// everyone (loader data marked `shell`) and adds this visitor's data as `window.__islands`, keyed by
// route id. While hydrating, a component renders the shell exactly as the server did (`pending`:
// the personal parts show no state rather than a wrong one); right after, the islands are merged
// in. A revalidated loader's data has no mark and is used as it is.
import { useSyncExternalStore } from "react";

/** The global the page cache's inline script sets. */
export const ISLANDS_GLOBAL = "__islands";

const subscribe = () => () => {};

export function useIsland<T extends object>(
  data: T & { shell?: boolean },
  route: "root" | "routes/_index",
): T & { pending: boolean } {
  // false on the server and while hydrating, true afterwards (and for a page rendered in the browser)
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!data.shell) return { ...data, pending: false };
  if (!hydrated) return { ...data, pending: true };
  const islands = (window as unknown as Record<string, Record<string, Partial<T>> | undefined>)[ISLANDS_GLOBAL];
  return { ...data, ...islands?.[route], pending: false };
}
