// The petition's counter changed (a signature verified or withdrawn, docs/issues/020.md §4): published on the
// bus's control channel after the write, so every instance drops its cached /petitie pages
// (page-cache.server.ts forgetPetition) and the next visitor sees the new count.
import type { EventBus } from "~/realtime/bus.server";
import { publish } from "~/realtime/bus.server";
import { CONTROL_CHANNEL } from "~/realtime/channels";

const PETITION_CHANGED = "petition.changed";

export function petitionChanged(): Promise<void> {
  return publish({ channel: CONTROL_CHANNEL, type: PETITION_CHANGED, payload: null });
}

/** Calls `onChange` for every petition change on the bus (this instance's own too). */
export function onPetitionChanged(bus: EventBus, onChange: () => void): () => void {
  return bus.subscribe((event) => {
    if (event.channel === CONTROL_CHANNEL && event.type === PETITION_CHANGED) onChange();
  });
}
