// What one instance changed that others may hold in a cache (docs/issues/012.md §3, docs/issues/023.md): a restaurant's
// menu or its settings. Published on the bus's control channel after commit; every instance (this one
// too, through the bus) drops what it cached for that restaurant. The tenant cache (5 s) drops at
// once on host.changed; the menu has no cache yet, but the management screens already say when it
// changed, so the one the speed work adds can rely on it.
import type { EventBus } from "~/realtime/bus.server";
import { publish } from "~/realtime/bus.server";
import { CONTROL_CHANNEL } from "~/realtime/channels";

export const MENU_CHANGED = "menu.changed";
export const HOST_CHANGED = "host.changed";

export function menuChanged(hostId: number): Promise<void> {
  return publish({ channel: CONTROL_CHANNEL, type: MENU_CHANGED, payload: { hostId } });
}

export function hostChanged(hostId: number): Promise<void> {
  return publish({ channel: CONTROL_CHANNEL, type: HOST_CHANGED, payload: { hostId } });
}

/** Calls `onChange` with the restaurant and what changed, for every invalidation on the bus. */
export function onInvalidation(
  bus: EventBus,
  onChange: (change: { type: typeof MENU_CHANGED | typeof HOST_CHANGED; hostId: number }) => void,
): () => void {
  return bus.subscribe((event) => {
    if (event.channel !== CONTROL_CHANNEL || (event.type !== MENU_CHANGED && event.type !== HOST_CHANGED)) return;
    const hostId = (event.payload as { hostId?: unknown } | null)?.hostId;
    if (typeof hostId === "number") onChange({ type: event.type, hostId });
  });
}
