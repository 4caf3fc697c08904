// Re-reads the page's loaders when something changed elsewhere (a live event, a tap sent), without
// interrupting a re-read already under way: calls that arrive while one runs are folded into one
// more re-read when it ends. Remix aborts a running re-read when `revalidate()` is called again,
// and with single fetch that abort can surface in the browser as an unhandled "AbortError: signal
// is aborted without reason" (seen on /ritten when two live events came in together:
// tests/e2e/courier.spec.ts). Events come in bursts on the board and the thank-you page too.
import { useCallback, useEffect, useRef } from "react";
import { useRevalidator } from "@remix-run/react";

/** After this long a re-read counts as ended even if its "idle" was never rendered. */
const STUCK_MS = 10_000;

export function useRefresh(): () => void {
  const { state, revalidate } = useRevalidator();
  const startedAt = useRef<number | null>(null);
  const again = useRef(false);

  const start = useCallback(() => {
    startedAt.current = Date.now();
    revalidate();
  }, [revalidate]);

  useEffect(() => {
    if (state !== "idle" || startedAt.current === null) return;
    startedAt.current = null;
    if (again.current) {
      again.current = false;
      start();
    }
  }, [state, start]);

  return useCallback(() => {
    const running = startedAt.current !== null && Date.now() - startedAt.current < STUCK_MS;
    if (running) again.current = true;
    else start();
  }, [start]);
}
