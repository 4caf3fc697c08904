// The first join's catch-up (decision 114): a page loaded its data at `since` (the server's clock, from
// its loader) and now joins its channel. It reloads only when it may have missed an event in between:
// when this instance heard one on the channel since then, or was not listening the whole time.
// Clocks of two instances may differ by up to the margin; a page older than the window reloads anyway.
// missedSince({ since, now, lastHeard, listeningSince }) → true: reload, false: the page is current

/** How far two instances' clocks, or a loader's read and its `now`, may be apart. */
export const CATCH_UP_MARGIN_MS = 5_000;
/** A page that loaded longer ago than this reloads on its join whatever was heard (and the heard times are kept this long). */
export const CATCH_UP_WINDOW_MS = 60_000;

export function missedSince({
  since,
  now,
  lastHeard,
  listeningSince,
}: {
  /** when the page's loader read its data (ms since 1970, the server's clock) */
  since: number;
  /** this instance's clock at the join */
  now: number;
  /** when this instance last heard an event on the channel, if in the window */
  lastHeard: number | undefined;
  /** since when this instance hears every event (its start, or the bus's last resync); null while the bus is lost */
  listeningSince: number | null;
}): boolean {
  if (listeningSince === null || !Number.isFinite(since)) return true;
  const from = since - CATCH_UP_MARGIN_MS;
  if (now - since > CATCH_UP_WINDOW_MS || since > now + CATCH_UP_MARGIN_MS) return true;
  if (listeningSince > from) return true;
  return lastHeard !== undefined && lastHeard >= from;
}
