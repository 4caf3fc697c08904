// Has this page hydrated (docs/issues/033.md §5)? False in the server's HTML and while React hydrates it,
// true from the render right after — and at once in anything mounted later. A button whose work
// is JavaScript only (opening a dialog, a fetcher) is disabled until then, visibly: before decision
// 062's modules have run, a tap on it did nothing.
//   const hydrated = useHydrated(); <button disabled={!hydrated || busy}>
import { useSyncExternalStore } from "react";

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
