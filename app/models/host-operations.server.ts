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
  return toShifts(await shiftRows(db, { hostId }));
}

/**
 * getOpeningHours' statement, to read as it is or inside another (models/hosts.server.ts
 * `getHostForOrder`): the week (kind 0) by weekday, then the dated exceptions (kind 1) by date.
 */
export function shiftRows(db: Knex, { hostId }: { hostId: number }): Knex.QueryBuilder<ShiftRow, ShiftRow[]> {
  return db("opening_hours")
    .where({ host_id: hostId })
    .select<ShiftRow[]>(
      db.raw("0 as kind"),
      "weekday",
      "opens",
      "closes",
      db.raw("null::text as date"),
      db.raw("false as closed"),
    )
    .unionAll((exceptions) =>
      exceptions
        .from("opening_exceptions")
        .where({ host_id: hostId })
        .whereRaw("date >= (now() at time zone 'Europe/Amsterdam')::date - 1")
        .select(
          db.raw("1"),
          db.raw("extract(isodow from date)::int"),
          "opens",
          "closes",
          db.raw("to_char(date, 'YYYY-MM-DD')"),
          "closed",
        ),
    )
    .orderBy([{ column: "kind" }, { column: "date" }, { column: "weekday" }, { column: "opens" }]);
}

/** shiftRows' rows as the domain's shifts: a closed date is one "00:00"–"00:00" shift. */
export function toShifts(rows: readonly ShiftRow[]): OpeningShift[] {
  return rows.map((r) =>
    r.kind === 0
      ? { weekday: r.weekday, opens: r.opens!, closes: r.closes! }
      : {
          weekday: r.weekday,
          date: r.date!,
          opens: r.closed ? "00:00" : (r.opens ?? "00:00"),
          closes: r.closed ? "00:00" : (r.closes ?? "00:00"),
        },
  );
}

export interface ShiftRow {
  kind: 0 | 1;
  weekday: number;
  opens: string | null;
  closes: string | null;
  date: string | null;
  closed: boolean;
}

/** Active zones only: an inactive zone delivers nowhere. */
export async function getDeliveryZones(db: Knex, { hostId }: { hostId: number }): Promise<DeliveryZone[]> {
  return db("delivery_zones")
    .where({ host_id: hostId, active: true })
    .orderBy([{ column: "zip_from" }, { column: "id" }])
    .select<DeliveryZone[]>(camelColumns(["name", "zip_from", "zip_to", "fee", "minimum", "free_from", "active"]));
}
