// Opening hours and delivery zones of one host (migration 0004).
// const hours = await getOpeningHours(hostId); const zones = await getDeliveryZones(hostId, trx);
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";
import type { DeliveryZone } from "~/domain/delivery-zones";
import type { OpeningShift } from "~/domain/opening-hours";

/**
 * The weekly shifts, then the exceptions from yesterday on (migration 0017) as dated shifts: a
 * closed date as one "00:00"–"00:00" shift, which opens nothing (app/domain/opening-hours.ts).
 */
export async function getOpeningHours(db: Knex, { hostId }: { hostId: number }): Promise<OpeningShift[]> {
  const [rows, exceptions] = await Promise.all([
    db("opening_hours")
      .where({ host_id: hostId })
      .orderBy([{ column: "weekday" }, { column: "opens" }])
      .select<Array<{ weekday: number; opens: string; closes: string }>>("weekday", "opens", "closes"),
    db("opening_exceptions")
      .where({ host_id: hostId })
      .whereRaw("date >= (now() at time zone 'Europe/Amsterdam')::date - 1")
      .orderBy([{ column: "date" }, { column: "opens" }])
      .select<Array<{ date: string; weekday: number; closed: boolean; opens: string | null; closes: string | null }>>(
        db.raw("to_char(date, 'YYYY-MM-DD') as date"),
        db.raw("extract(isodow from date)::int as weekday"),
        "closed",
        "opens",
        "closes",
      ),
  ]);
  return [
    ...rows.map((r) => ({ weekday: r.weekday, opens: r.opens, closes: r.closes })),
    ...exceptions.map((e) => ({
      weekday: e.weekday,
      date: e.date,
      opens: e.closed ? "00:00" : (e.opens ?? "00:00"),
      closes: e.closed ? "00:00" : (e.closes ?? "00:00"),
    })),
  ];
}

/** Active zones only: an inactive zone delivers nowhere. */
export async function getDeliveryZones(db: Knex, { hostId }: { hostId: number }): Promise<DeliveryZone[]> {
  return db("delivery_zones")
    .where({ host_id: hostId, active: true })
    .orderBy([{ column: "zip_from" }, { column: "id" }])
    .select<DeliveryZone[]>(camelColumns(["name", "zip_from", "zip_to", "fee", "minimum", "free_from", "active"]));
}
