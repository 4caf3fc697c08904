// A ready delivery on the board (decision 076): who has it since when ("Onderweg met Tim sinds
// 18:05") with "Terugnemen", or a courier to give it to; and the note of a courier who brought it
// back. Admin and service staff only (the server checks again).
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { formatClock } from "~/domain/amsterdam-time";
import type { BoardCardOrder } from "~/schemas/board-view";
import { useHydrated } from "~/components/hydrated";
import { Field, FieldError } from "~/components/ui/field";

type Answer = { result: "OK" } | { result: "ERROR"; message: string };

export function CourierAssign({
  order,
  couriers,
}: {
  order: BoardCardOrder;
  couriers: ReadonlyArray<{ id: number; name: string }>;
}) {
  const fetcher = useFetcher<Answer>();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState("");
  if (!order.deliver || order.status !== "done" || order.marketplace?.courier === null) return null;
  const busy = fetcher.state !== "idle" || !hydrated;
  const post = (courierId: number | null) =>
    fetcher.submit(
      { intent: "courier", courierId },
      { method: "post", action: `/api/board/${order.id}`, encType: "application/json" },
    );
  const selectId = `courier-${order.id}`;
  const error = fetcher.data?.result === "ERROR" ? fetcher.data.message : undefined;
  return (
    <div className="space-y-2">
      {order.courierNote && !order.courier ? (
        <p role="alert" className="rounded-lg border-2 border-red-700 bg-white p-2 font-semibold text-red-900">
          Terug van de bezorger — {order.courierNote}
        </p>
      ) : null}
      {order.courier ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-sky-100 p-2 text-sky-950">
          <span className="font-semibold">
            Onderweg met {order.courier.name} sinds {formatClock(new Date(order.courier.since))}
          </span>
          <button
            type="button"
            disabled={busy}
            onClick={() => post(null)}
            className="min-h-11 rounded-full border border-sky-900 bg-white px-3 font-semibold disabled:opacity-60"
          >
            Terugnemen
          </button>
          <FieldError id={`${selectId}-back-error`} message={error} live="alert" />
        </div>
      ) : couriers.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <Field id={selectId} label="Bezorger" error={error} live="alert">
            {(control) => (
              <select
                {...control}
                value={chosen}
                onChange={(e) => setChosen(e.target.value)}
                className="mt-1 min-h-11 rounded-lg border border-stone-400 bg-white px-2"
              >
                <option value="">Kies…</option>
                {couriers.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button
            type="button"
            disabled={busy || chosen === ""}
            onClick={() => post(Number(chosen))}
            className="min-h-11 rounded-full border border-stone-400 px-3 font-semibold text-stone-900 disabled:opacity-60"
          >
            Toewijzen
          </button>
        </div>
      ) : null}
    </div>
  );
}
