// Delivery zones: postcode ranges with their costs and minimums.
// Moved out of host-settings.server.ts (decision 085); the rules are those of decision 021:
// every save locks the restaurant's row, writes, audits (old → new) and sends host.changed after commit.
import { getDb } from "~/db.server";
import { auditDiff } from "~/domain/audit";
import { centsToEuroInput } from "~/domain/euro-input";
import { formatZipRange } from "~/domain/host-settings";
import { formatEuro } from "~/domain/pricing";
import { deleteZone, insertZone, listZones, updateZone, type ZoneRecord } from "~/models/host-settings.server";
import { ZONE_NOT_FOUND, type ZonesForm } from "~/schemas/host-settings";
import { type Actor } from "~/services/audit-log.server";
import { ServiceError } from "~/services/errors.server";
import { type Saved, requireHost, change, NOTHING } from "~/services/settings/shared.server";
import type { ZoneView } from "~/schemas/settings-view";

function zoneView(z: ZoneRecord): ZoneView {
  return {
    id: z.id,
    name: z.name ?? "",
    range: formatZipRange(z.zipFrom, z.zipTo),
    fee: centsToEuroInput(z.fee),
    minimum: z.minimum ? centsToEuroInput(z.minimum) : "",
    freeFrom: z.freeFrom === null ? "" : centsToEuroInput(z.freeFrom),
    active: z.active,
    summary: zoneText(z),
  };
}

/** "3500-3599: € 2,50, minimum € 15,00, gratis vanaf € 25,00" — the audit's and the list's words. */
function zoneText(z: Omit<ZoneRecord, "id">): string {
  const parts = [`${formatZipRange(z.zipFrom, z.zipTo)}: ${z.fee === 0 ? "gratis" : formatEuro(z.fee)}`];
  if (z.minimum) parts.push(`minimum ${formatEuro(z.minimum)}`);
  if (z.freeFrom !== null) parts.push(`gratis vanaf ${formatEuro(z.freeFrom)}`);
  if (!z.active) parts.push("uit");
  return (z.name ? `${z.name} ` : "") + parts.join(", ");
}

export async function loadZones({ hostId }: { hostId: number }): Promise<{ hostName: string; zones: ZoneView[] }> {
  const host = await requireHost(hostId);
  return { hostName: host.name, zones: (await listZones(getDb(), { hostId })).map(zoneView) };
}

export function saveZones({
  hostId,
  actor,
  input,
}: {
  hostId: number;
  actor: Actor;
  input: ZonesForm;
}): Promise<Saved<ZonesForm["intent"]>> {
  switch (input.intent) {
    case "zone":
      return change(hostId, actor, "zones", async (trx) => {
        const zone = {
          name: input.name,
          zipFrom: input.range.from,
          zipTo: input.range.to,
          fee: input.fee ?? 0,
          minimum: input.minimum ?? 0,
          freeFrom: input.freeFrom,
          active: input.active,
        };
        const existingId = typeof input.id === "number" ? input.id : null;
        if (existingId === null) {
          await insertZone(trx, { hostId, zone });
          const changes = [{ field: "zone", label: "Bezorggebied", old: null, new: zoneText(zone) }];
          return {
            summary: "Bezorggebied toegevoegd",
            changes,
            result: { intent: input.intent, message: "Het bezorggebied is toegevoegd." },
          };
        }
        const before = (await listZones(trx, { hostId })).find((z) => z.id === existingId);
        if (!before || !(await updateZone(trx, { hostId, id: existingId, zone })))
          throw new ServiceError(ZONE_NOT_FOUND, 404);
        const changes = auditDiff({ zone: zoneText(before) }, { zone: zoneText(zone) }, { zone: "Bezorggebied" });
        return {
          summary: "Bezorggebied gewijzigd",
          changes,
          result: { intent: input.intent, message: changes.length ? "Het bezorggebied is opgeslagen." : NOTHING },
        };
      });
    case "zone-remove":
      return change(hostId, actor, "zones", async (trx) => {
        const before = (await listZones(trx, { hostId })).find((z) => z.id === input.id);
        if (!before || !(await deleteZone(trx, { hostId, id: input.id }))) throw new ServiceError(ZONE_NOT_FOUND, 404);
        const changes = [{ field: "zone", label: "Bezorggebied", old: zoneText(before), new: null }];
        return {
          summary: "Bezorggebied verwijderd",
          changes,
          result: { intent: input.intent, message: "Het bezorggebied is verwijderd." },
        };
      });
  }
}
