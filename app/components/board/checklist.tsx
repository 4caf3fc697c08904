// The new restaurant's first steps on the board (docs/issues/016.md §1): five items with a link each, ticked
// off as they are done; "Menu controleren" and "Openingstijden" tick off by hand; "Weghalen" hides it.
import { useFetcher } from "@remix-run/react";
import type { ChecklistItem } from "~/domain/sign-up";

export function Checklist({ items }: { items: ChecklistItem[] }) {
  const fetcher = useFetcher();
  const left = items.filter((i) => !i.done).length;
  return (
    <section
      aria-labelledby="checklist-title"
      className="mb-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="checklist-title" className="text-lg font-bold">
          Welkom! Nog {left === 1 ? "1 stap" : `${left} stappen`} om helemaal klaar te zijn
        </h2>
        <fetcher.Form method="post" action="/admin/checklist">
          <input type="hidden" name="intent" value="dismiss" />
          <button
            type="submit"
            className="min-h-11 rounded-full px-3 font-semibold text-primary-ink underline underline-offset-4"
          >
            Weghalen
          </button>
        </fetcher.Form>
      </div>
      <ul className="mt-2 flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.key} className="flex min-h-11 flex-wrap items-center gap-3">
            <span
              aria-hidden="true"
              className={`flex h-7 w-7 items-center justify-center rounded-full text-sm font-bold ${item.done ? "bg-green-700 text-white" : "border-2 border-stone-400"}`}
            >
              {item.done ? "✓" : ""}
            </span>
            <a
              href={item.href}
              className={`font-semibold underline underline-offset-4 ${item.done ? "text-stone-600 line-through" : "text-primary-ink"}`}
            >
              {item.label}
            </a>
            <span className="sr-only">{item.done ? "(klaar)" : "(nog te doen)"}</span>
            {!item.done && (item.key === "menu" || item.key === "hours") ? (
              <fetcher.Form method="post" action="/admin/checklist">
                <input type="hidden" name="intent" value="done" />
                <input type="hidden" name="key" value={item.key} />
                <button
                  type="submit"
                  className="min-h-11 rounded-full border border-stone-400 px-3 text-sm font-semibold"
                >
                  Gedaan<span className="sr-only">: {item.label}</span>
                </button>
              </fetcher.Form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
