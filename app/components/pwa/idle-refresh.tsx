// docs/spec.md §9: after 600000 ms without a tap, a key or the tab in view, the page's data reloads the
// moment someone comes back (the board must never show a stale list). <IdleRefresh />
import { useEffect } from "react";
import { useRefresh } from "~/components/live/use-refresh";
import { staleOnReturn } from "~/domain/idle";

export function IdleRefresh() {
  const refresh = useRefresh();
  useEffect(() => {
    let last = Date.now();
    const active = () => {
      if (document.visibilityState === "hidden") return;
      const now = Date.now();
      if (staleOnReturn(last, now)) refresh();
      last = now;
    };
    const events = ["pointerdown", "keydown", "visibilitychange"] as const;
    for (const e of events) document.addEventListener(e, active, { passive: true });
    window.addEventListener("focus", active);
    return () => {
      for (const e of events) document.removeEventListener(e, active);
      window.removeEventListener("focus", active);
    };
  }, [refresh]);
  return null;
}
