// /admin/kortingen "Kortingen" (docs/issues/020.md §5): the restaurant's promotions at a glance — what, when,
// the code, on or off — and one form to add or edit one. Built for a tablet at the counter: big
// targets, one column of cards, the form below.
import { Form, Link } from "@remix-run/react";
import { FormAnswer } from "~/components/form-answer";
import { DiscountForm, type DiscountRow, type DiscountsResult } from "~/components/discounts/discount-form";
import { box, secondary } from "~/components/discounts/looks";

export function DiscountsScreen({
  discounts,
  tabs,
  groups,
  editing,
  result,
}: {
  discounts: DiscountRow[];
  tabs: string[];
  groups: string[];
  editing: DiscountRow | null;
  result: DiscountsResult | null;
}) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Kortingen</h1>
      {result && result.intent === "switch" ? <FormAnswer answer={result} /> : null}
      <section aria-labelledby="list-title" className="space-y-3">
        <h2 id="list-title" className="sr-only">
          Alle kortingen
        </h2>
        {discounts.length === 0 ? (
          <p className={box}>Nog geen kortingen. Voeg hieronder de eerste toe.</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {discounts.map((d) => (
              <li key={d.id} className={`${box} ${d.active ? "" : "opacity-75"}`}>
                <div className="flex items-start justify-between gap-2">
                  <h3 className="text-lg font-bold">{d.name}</h3>
                  <span
                    className={`rounded-full px-3 py-1 text-sm font-semibold ${d.active ? "bg-green-100 text-green-900" : "bg-stone-200 text-stone-800"}`}
                  >
                    {d.active ? "Aan" : "Uit"}
                  </span>
                </div>
                <p>{d.what}</p>
                {d.when ? <p className="text-stone-700">{d.when}</p> : null}
                <p className="text-stone-700">
                  {d.code ? (
                    <>
                      Code: <strong className="font-mono">{d.code}</strong>
                    </>
                  ) : (
                    "Automatisch"
                  )}
                  {d.maxUsesPerCustomer ? ` · max. ${d.maxUsesPerCustomer}× per klant` : ""}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link to={`?bewerk=${d.id}#korting-form`} className={secondary}>
                    Bewerken<span className="sr-only"> {d.name}</span>
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value="switch" />
                    <input type="hidden" name="id" value={d.id} />
                    <input type="hidden" name="active" value={d.active ? "0" : "1"} />
                    <button type="submit" className={secondary}>
                      {d.active ? "Uitzetten" : "Aanzetten"}
                      <span className="sr-only"> {d.name}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* a new key after every added promotion: the form starts empty again */}
      <DiscountForm
        key={editing?.id ?? `new-${discounts.length}`}
        tabs={tabs}
        groups={groups}
        editing={editing}
        result={result}
      />
    </div>
  );
}
