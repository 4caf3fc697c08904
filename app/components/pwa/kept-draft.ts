// A half-filled form that survives a reload of the tab (the version watch reloads open pages, issue
// 19 §5): its values are kept in session storage (this tab only, gone when it closes) and given back
// once, on the next mount. Call forget() once the form has done its work.
// const forget = useKeptDraft("checkout", values, (kept) => setValues({...values, ...kept}))
import { useEffect, useRef } from "react";

const PREFIX = "bestelinfo.draft.";

export function useKeptDraft<T extends object>(
  name: string,
  values: T,
  restore: (kept: Partial<T>) => void,
): () => void {
  const restored = useRef(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const json = JSON.stringify(values);
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      try {
        const kept = sessionStorage.getItem(PREFIX + name);
        const parsed: unknown = kept ? JSON.parse(kept) : null;
        if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
          return restoreRef.current(parsed as Partial<T>);
      } catch {
        // storage off or a broken value: start empty
      }
    }
    try {
      sessionStorage.setItem(PREFIX + name, json);
    } catch {
      // storage full or off: nothing kept
    }
  }, [name, json]);
  return () => {
    try {
      sessionStorage.removeItem(PREFIX + name);
    } catch {
      // nothing to forget
    }
  };
}
