// The product's history below the editor: who changed what, when.
// Part of the product editor (components/products/product-editor/, decision 085).
import { Section } from "~/components/products/product-editor/fields";
import { formatAmsterdam } from "~/domain/amsterdam-time";

export interface HistoryEntry {
  id: number;
  version: number;
  who: string;
  at: string;
  action: "created" | "updated" | "deleted" | "duplicated";
  changes: Array<{ field: string; from: string; to: string }>;
}

const ACTIONS: Record<HistoryEntry["action"], string> = {
  created: "toegevoegd",
  updated: "gewijzigd",
  deleted: "verwijderd",
  duplicated: "gekopieerd",
};

export function History({ entries }: { entries: HistoryEntry[] }) {
  return (
    <Section title="Geschiedenis" hint="Wie wat wanneer heeft gewijzigd.">
      {entries.length === 0 ? (
        <p className="text-stone-700">Nog geen wijzigingen.</p>
      ) : (
        <ol className="divide-y divide-stone-200">
          {entries.map((e) => (
            <li key={e.id} className="py-2">
              <p>
                <span className="font-semibold">{formatAmsterdam(new Date(e.at), "dateTimeMedium")}</span> — {e.who},{" "}
                {ACTIONS[e.action]}
              </p>
              {e.changes.length > 0 ? (
                <ul className="ml-4 list-disc text-stone-800">
                  {e.changes.map((c, i) => (
                    <li key={i}>
                      {c.field}: {c.from} → {c.to}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
