// One way for a page to reload its data because something changed elsewhere (a live event, the
// clock, a return after idling): never in the middle of a navigation, a form's or a fetcher's
// submission, or another reload, but once that is done. Starting a reload then aborts the request
// under way, and Remix's single fetch lets that abort escape as an uncaught "AbortError: signal is
// aborted without reason" (react-router issue 14203). The full run of 2026-11-29 saw it on the
// courier's /ritten (his tap's reload met the order event it caused) and on the board in both smokes
// ("Klaar"'s reload met its own event). Bursts of events fold into one reload after the one under way.
// Offline nothing is started (it could only fail, and a failed reload is the error page): it is owed,
// and starts when the connection is back.
// const refresh = useRefresh(); useLiveChannel(channel, () => refresh());
import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";

export function useRefresh(): () => void {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || revalidator.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const state = useRef({ busy, owed: false, revalidate: revalidator.revalidate });
  state.current.busy = busy;
  state.current.revalidate = revalidator.revalidate;

  const start = useCallback(() => {
    state.current.owed = false;
    // busy until the next render says so: a second event in this tick must not interrupt it
    state.current.busy = true;
    void state.current.revalidate();
  }, []);

  useEffect(() => {
    if (!busy && state.current.owed && navigator.onLine) start();
  }, [busy, start]);

  useEffect(() => {
    const back = () => {
      if (!state.current.busy && state.current.owed) start();
    };
    window.addEventListener("online", back);
    return () => window.removeEventListener("online", back);
  }, [start]);

  return useCallback(() => {
    if (state.current.busy || !navigator.onLine) state.current.owed = true;
    else start();
  }, [start]);
}
