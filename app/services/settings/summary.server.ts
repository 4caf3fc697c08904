// The settings index: one line per group (address, pause, hours, zones, categories).
// Moved out of host-settings.server.ts (decision 085); the rules are those of decision 021:
// every save locks the restaurant's row, writes, audits (old → new) and sends host.changed after commit.
import { getDb } from "~/db.server";
import { cnameTarget, isPausedAt } from "~/domain/host-settings";
import { listZones } from "~/models/host-settings.server";
import { getOpeningHours } from "~/models/host-operations.server";
import { requireHost, categoryLabel, clock } from "~/services/settings/shared.server";

export interface SettingsIndexView {
  hostName: string;
  address: string;
  paused: { on: boolean; text: string | null };
  hours: string;
  zones: string;
  categories: string;
}

export async function loadSettingsSummary({
  hostId,
  platformDomain,
  now = new Date(),
}: {
  hostId: number;
  platformDomain: string;
  now?: Date;
}): Promise<SettingsIndexView> {
  const host = await requireHost(hostId);
  const [hours, zones] = await Promise.all([getOpeningHours(getDb(), { hostId }), listZones(getDb(), { hostId })]);
  const days = new Set(hours.filter((h) => h.date === undefined).map((h) => h.weekday)).size;
  const paused = isPausedAt(host, now);
  return {
    hostName: host.name,
    address: host.url ?? cnameTarget(host.perma, platformDomain),
    paused: {
      on: paused,
      text: paused ? (host.pausedUntil ? `Gepauzeerd tot ${clock(host.pausedUntil)}` : "Gepauzeerd") : null,
    },
    hours: days === 0 ? "Geen openingstijden: altijd open" : `${days} ${days === 1 ? "dag" : "dagen"} per week open`,
    zones:
      zones.length === 0
        ? "Geen bezorggebieden"
        : `${zones.length} ${zones.length === 1 ? "bezorggebied" : "bezorggebieden"}`,
    categories: host.categories.length === 0 ? "Geen categorie" : host.categories.map(categoryLabel).join(", "),
  };
}
