// /admin/settings/thuisbezorgd's commission card (decision 056): what Thuisbezorgd charges this
// restaurant, from a date on. The statistics count each order at the rate of its day.
import { Form } from "@remix-run/react";
import { Field, fieldError } from "~/components/settings/settings-page";
import { Answer, button, card, secondary, type FormResult } from "~/components/settings/settings-ui";
import type { CommissionView } from "~/schemas/commission";

const INTENTS = ["commission", "commission-delete"];

export function CommissionForm({ data, result, today }: { data: CommissionView; result: FormResult; today: string }) {
  return (
    <section className={`${card} mt-4`} aria-labelledby="commission-title">
      <h2 id="commission-title" className="text-xl font-bold">
        Commissie van Thuisbezorgd
      </h2>
      <p>
        Nu: <strong data-testid="commission-current">{data.current}</strong>. Het financieel overzicht rekent elke
        bestelling met het tarief van haar dag; zonder tarief geldt {data.defaultLabel}.
      </p>
      <Form method="post" className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <input type="hidden" name="intent" value="commission" />
        <Field
          idPrefix="c"
          label="Vanaf"
          name="from"
          type="date"
          defaultValue={today}
          error={fieldError(result, INTENTS, "from")}
        />
        <Field
          idPrefix="c"
          label="Percentage"
          name="percent"
          inputMode="decimal"
          placeholder="13"
          hint="Van het orderbedrag"
          error={fieldError(result, INTENTS, "percent")}
        />
        <Field
          idPrefix="c"
          label="Per bestelling (€)"
          name="fee"
          inputMode="decimal"
          placeholder="0,19"
          hint="Vast bedrag"
          error={fieldError(result, INTENTS, "fee")}
        />
        <button type="submit" className={button}>
          Tarief opslaan
        </button>
      </Form>
      <Answer result={result} intents={INTENTS} />
      {data.rates.length > 0 ? (
        <table className="w-full text-left">
          <caption className="sr-only">Ingestelde tarieven</caption>
          <thead>
            <tr className="text-sm text-stone-700">
              <th scope="col">Vanaf</th>
              <th scope="col">Tarief</th>
              <th scope="col">
                <span className="sr-only">Actie</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rates.map((r) => (
              <tr key={r.from} className="border-t border-stone-200">
                <th scope="row" className="py-1 font-semibold">
                  {r.fromLabel}
                </th>
                <td>{r.label}</td>
                <td className="text-right">
                  <Form method="post">
                    <input type="hidden" name="intent" value="commission-delete" />
                    <input type="hidden" name="from" value={r.from} />
                    <button type="submit" className={secondary} aria-label={`Tarief vanaf ${r.fromLabel} verwijderen`}>
                      Verwijderen
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
