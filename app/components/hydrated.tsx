// Has this page hydrated (docs/issues/033.md §5)? False in the server's HTML and while React hydrates it,
// true from the render after — and at once in anything mounted later. A button whose work
// is JavaScript only (opening a dialog, a fetcher) is disabled until then, visibly: before decision
// 062's modules have run, a tap on it did nothing.
//   const hydrated = useHydrated(); <button disabled={!hydrated || busy}>
//
// One flag for the page, turned on in a transition (decision 111): React draws every part that asks
// again in slices between the browser's other work. A `useSyncExternalStore` per part (until
// 2026-11-30) turned each on in one synchronous render right after hydration: on a board with 25 cards
// that render was the page's longest task.
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";

const Hydrated = createContext(false);

/** Around the whole page (root's Document); marks `<html data-hydrated>` once its parts have it (the e2e suite waits for that). */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "";
    else startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}

export const useHydrated = (): boolean => useContext(Hydrated);
