// What the new restaurant's checklist on the board ticks off (docs/issues/016.md §1): read from what exists
// (a printer, a Mollie key, an order, a changed product) and from what she marked herself
// (hosts.settings.checklist). Every query is scoped to the host.
import type { Knex } from "knex";
import { placedSql } from "~/models/placed-orders.server";

export interface ChecklistState {
  signedUp: boolean;
  dismissed: boolean;
  menuMarked: boolean;
  hoursMarked: boolean;
  productChanged: boolean;
  mollieKey: boolean;
  printer: boolean;
  order: boolean;
}

export async function getChecklistState(db: Knex, { hostId }: { hostId: number }): Promise<ChecklistState | null> {
  const row = await db("hosts as h")
    .join("organisations as o", "o.id", "h.organisation_id")
    .where("h.id", hostId)
    .first<
      | {
          createdVia: string | null;
          dismissed: boolean | null;
          menuMarked: boolean | null;
          hoursMarked: boolean | null;
          productChanged: boolean;
          mollieKey: boolean;
          printer: boolean;
          order: boolean;
        }
      | undefined
    >(
      "h.created_via as createdVia",
      db.raw(`(h.settings->'checklist'->>'dismissed')::boolean as "dismissed"`),
      db.raw(`(h.settings->'checklist'->>'menu')::boolean as "menuMarked"`),
      db.raw(`(h.settings->'checklist'->>'hours')::boolean as "hoursMarked"`),
      db.raw(`exists(select 1 from product_history ph where ph.host_id = h.id) as "productChanged"`),
      db.raw(`o.mollie_key_encrypted is not null as "mollieKey"`),
      db.raw(`exists(select 1 from printers p where p.host_id = h.id) as "printer"`),
      db.raw(`exists(select 1 from orders x where x.host_id = h.id and ${placedSql("x")}) as "order"`),
    );
  if (!row) return null;
  return {
    signedUp: row.createdVia === "register",
    dismissed: row.dismissed === true,
    menuMarked: row.menuMarked === true,
    hoursMarked: row.hoursMarked === true,
    productChanged: row.productChanged,
    mollieKey: row.mollieKey,
    printer: row.printer,
    order: row.order,
  };
}

/** Marks one item of hosts.settings.checklist (menu, hours, dismissed) as done. */
export async function markChecklist(
  db: Knex,
  { hostId, key }: { hostId: number; key: "menu" | "hours" | "dismissed" },
): Promise<void> {
  await db("hosts")
    .where({ id: hostId })
    .update({
      settings: db.raw(
        `jsonb_set(settings, '{checklist}', coalesce(settings->'checklist', '{}'::jsonb) || jsonb_build_object(?::text, true), true)`,
        [key],
      ),
    });
}
