// The personal islands of the cached menu page (decision 054). The page cache renders one shell for
// everyone (loader data marked `shell`) and adds this visitor's data as `window.__islands`, keyed by
// route id. While hydrating, a component renders the shell exactly as the server did (`pending`:
// the personal parts show no state rather than a wrong one); right after, the islands are merged
// in. A revalidated loader's data has no mark and is used as it is.
import { startTransition, useEffect, useState } from "react";

/** The global the page cache's inline script sets. */
export const ISLANDS_GLOBAL = "__islands";

/** The islands are merged (the page hydrated, the document parsed): what mounts after that starts merged. */
let documentHydrated = false;

export function useIsland<T extends object>(
  data: T & { shell?: boolean },
  route: "root" | "routes/_index",
): T & { pending: boolean } {
  // false on the server and while hydrating, true afterwards — set in a transition: a sync update
  // reaching a lazy part that is still hydrating (the directory's own chunk, loading) makes React
  // drop that part's server HTML and render it again from nothing (React #421, a blank flash); a
  // transition lets it finish hydrating first
  const [hydrated, setHydrated] = useState(() => documentHydrated);
  useEffect(() => {
    if (hydrated) return;
    // the islands script ends the document (decision 104): a page that hydrated before the parser reached
    // it waits for it, and so does a part that mounts meanwhile
    const merge = () => {
      documentHydrated = true;
      startTransition(() => setHydrated(true));
    };
    if (document.readyState == "loading") addEventListener("DOMContentLoaded", merge);
    else merge();
  }, [hydrated]);
  if (!data.shell) return { ...data, pending: false };
  if (!hydrated) return { ...data, pending: true };
  const islands = (window as unknown as Record<string, Record<string, Partial<T>> | undefined>)[ISLANDS_GLOBAL];
  return { ...data, ...islands?.[route], pending: false };
}
