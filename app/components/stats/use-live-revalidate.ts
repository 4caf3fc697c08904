// Reload the loader when anything happens on the followed channels, after every (re)join (to catch
// up on a drop), and every minute (docs/spec.md §9 clock refresh) so time-based facts such as "Te laat"
// appear without an event. Bursts (one join per channel) are folded into one reload.
import { useEffect, useRef, useState } from "react";
import { DROPPED, useLiveChannels } from "~/components/live/use-live";
import { useRefresh } from "~/components/live/use-refresh";
import { CLOCK_REFRESH_MS } from "~/domain/constants";

export function useLiveRevalidate(channels: ReadonlyArray<string>): { live: boolean } {
  const [live, setLive] = useState(false);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = useRefresh();
  const soon = () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      refresh();
    }, 100);
  };
  useLiveChannels(channels, (event) => {
    if (event.type === DROPPED) return setLive(false);
    if (event.type === "joined") setLive(true);
    soon();
  });
  useEffect(() => {
    const timer = setInterval(() => refresh(), CLOCK_REFRESH_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(pending.current);
    };
  }, [refresh]);
  return { live };
}
