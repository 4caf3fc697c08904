// Opening hours and delivery zones of one host (migration 0004).
// const hours = await getOpeningHours(hostId); const zones = await getDeliveryZones(hostId, trx);
import type { Knex } from "knex";
import { getDb } from "~/db.server";
import type { DeliveryZone } from "~/domain/delivery-zones";
import type { OpeningShift } from "~/domain/opening-hours";

export async function getOpeningHours(hostId: number, db: Knex = getDb()): Promise<OpeningShift[]> {
  const rows = await db("opening_hours")
    .where({ host_id: hostId })
    .orderBy([{ column: "weekday" }, { column: "opens" }])
    .select<Array<{ weekday: number; opens: string; closes: string }>>("weekday", "opens", "closes");
  return rows.map((r) => ({ weekday: r.weekday, opens: r.opens, closes: r.closes }));
}

interface ZoneRow {
  name: string | null;
  zip_from: number;
  zip_to: number;
  fee: number;
  minimum: number;
  free_from: number | null;
  active: boolean;
}

/** Active zones only: an inactive zone delivers nowhere. */
export async function getDeliveryZones(hostId: number, db: Knex = getDb()): Promise<DeliveryZone[]> {
  const rows = await db("delivery_zones")
    .where({ host_id: hostId, active: true })
    .orderBy([{ column: "zip_from" }, { column: "id" }])
    .select<ZoneRow[]>("name", "zip_from", "zip_to", "fee", "minimum", "free_from", "active");
  return rows.map((r) => ({
    name: r.name,
    zipFrom: r.zip_from,
    zipTo: r.zip_to,
    fee: r.fee,
    minimum: r.minimum,
    freeFrom: r.free_from,
    active: r.active,
  }));
}
