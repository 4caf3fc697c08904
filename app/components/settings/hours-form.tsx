// The forms of /admin/settings/openingstijden, out of the route like their siblings (decision 085).
import { Form } from "@remix-run/react";
import { Field, fieldError, SettingsPage } from "~/components/settings/settings-page";
import { Answer, button, card, secondary, type FormResult } from "~/components/settings/settings-ui";
import { FieldError } from "~/components/ui/field";
import { shiftField, SHIFTS_PER_DAY } from "~/schemas/host-settings";
import type { HoursView } from "~/schemas/settings-view";

/** A time in a row of times: its label for screen readers, its error the row's (`errorId`, a FieldError). */
function TimeInput({
  name,
  label,
  value,
  error,
  errorId,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  errorId: string;
}) {
  return (
    <input
      name={name}
      aria-label={label}
      defaultValue={value}
      inputMode="numeric"
      maxLength={5}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className={`min-h-11 w-20 rounded-lg border px-2 text-center ${error ? "border-red-700" : "border-stone-500"}`}
    />
  );
}

function Week({ week, result }: { week: HoursView["week"]; result: FormResult }) {
  return (
    <Form method="post" className={card} aria-labelledby="week-title">
      <h2 id="week-title" className="text-xl font-bold">
        Per week
      </h2>
      <p className="text-stone-800">
        Twee diensten op een dag, zoals lunch en diner? Vul de tweede in. Leeg is gesloten.
      </p>
      <input type="hidden" name="intent" value="weekly" />
      <div className="divide-y divide-stone-200">
        {week.map((day) => {
          const count = Math.max(2, Math.min(SHIFTS_PER_DAY, day.shifts.length));
          const dayError = fieldError(result, ["weekly"], `day-${day.weekday}`);
          const errors = Array.from({ length: count }, (_, i) => [
            fieldError(result, ["weekly"], shiftField("opens", day.weekday, i)),
            fieldError(result, ["weekly"], shiftField("closes", day.weekday, i)),
          ]);
          const firstError = dayError ?? errors.flat().find(Boolean);
          const errorId = `day-${day.weekday}-error`;
          return (
            <fieldset key={day.weekday} className="py-2">
              <legend className="sr-only">{day.name}</legend>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <span aria-hidden="true" className="w-28 text-lg font-semibold capitalize">
                  {day.name}
                </span>
                {Array.from({ length: count }, (_, i) => (
                  <span key={i} className="flex items-center gap-1">
                    <TimeInput
                      name={shiftField("opens", day.weekday, i)}
                      label={`${day.name} dienst ${i + 1} open`}
                      value={day.shifts[i]?.opens ?? ""}
                      error={errors[i][0]}
                      errorId={errorId}
                    />
                    <span aria-hidden="true">–</span>
                    <TimeInput
                      name={shiftField("closes", day.weekday, i)}
                      label={`${day.name} dienst ${i + 1} dicht`}
                      value={day.shifts[i]?.closes ?? ""}
                      error={errors[i][1]}
                      errorId={errorId}
                    />
                  </span>
                ))}
              </div>
              <FieldError id={errorId} message={firstError} />
            </fieldset>
          );
        })}
      </div>
      {result?.intent === "weekly" && !result.ok ? (
        <p role="alert" className="font-semibold text-red-800">
          Niet opgeslagen: {result.message}
        </p>
      ) : (
        <Answer result={result} intents={["weekly"]} />
      )}
      <button type="submit" className={button}>
        Openingstijden opslaan
      </button>
    </Form>
  );
}

export function HoursSettingsForm({ data, result }: { data: HoursView; result: FormResult }) {
  const err = (name: string) => fieldError(result, ["exception"], name);
  return (
    <SettingsPage title="Openingstijden" hostName={data.hostName}>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <Week week={data.week} result={result} />
        <div className="space-y-4">
          <section className={card} aria-labelledby="today-title">
            <h2 id="today-title" className="text-xl font-bold">
              Vandaag
            </h2>
            {data.closedToday ? (
              <p role="status" className="font-semibold">
                Vandaag gesloten. Klanten kunnen alleen voor later bestellen.
              </p>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="closed-today" />
                <button type="submit" className={button}>
                  Vandaag gesloten
                </button>
              </Form>
            )}
            {result?.intent === "closed-today" && !result.ok ? (
              <Answer result={result} intents={["closed-today"]} />
            ) : null}
          </section>
          <section className={card} aria-labelledby="exceptions-title">
            <h2 id="exceptions-title" className="text-xl font-bold">
              Uitzonderingen
            </h2>
            {data.exceptions.length === 0 ? <p>Geen uitzonderingen gepland.</p> : null}
            <ul className="divide-y divide-stone-200">
              {data.exceptions.map((e) => (
                <li key={e.date} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div>
                    <p className="font-semibold capitalize">{e.label}</p>
                    <p>
                      {e.closed ? "Gesloten" : e.shifts.map((s) => `${s.opens}–${s.closes}`).join(", ")}
                      {e.note ? ` · ${e.note}` : ""}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="exception-remove" />
                    <input type="hidden" name="date" value={e.date} />
                    <button type="submit" className={secondary} aria-label={`Uitzondering ${e.label} verwijderen`}>
                      Verwijderen
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
            <Answer result={result} intents={["exception-remove"]} />
            <Form method="post" className="space-y-3 border-t border-stone-200 pt-3">
              <h3 className="text-lg font-semibold">Uitzondering toevoegen</h3>
              <input type="hidden" name="intent" value="exception" />
              <Field label="Datum" name="date" type="date" defaultValue={data.today} error={err("date")} />
              <label className="flex min-h-11 items-center gap-2 font-semibold">
                <input type="checkbox" name="closed" value="on" className="h-5 w-5" />
                Gesloten (feestdag, vakantie)
              </label>
              <fieldset>
                <legend className="font-semibold">Of andere tijden</legend>
                <div className="mt-1 flex flex-wrap gap-2">
                  <span className="flex items-center gap-1">
                    <TimeInput
                      name="opens"
                      label="Open"
                      value=""
                      error={err("opens")}
                      errorId="exception-times-error"
                    />
                    –
                    <TimeInput
                      name="closes"
                      label="Dicht"
                      value=""
                      error={err("closes")}
                      errorId="exception-times-error"
                    />
                  </span>
                  <span className="flex items-center gap-1">
                    <TimeInput
                      name="opens2"
                      label="Tweede dienst open"
                      value=""
                      error={err("opens2")}
                      errorId="exception-times-error"
                    />
                    –
                    <TimeInput
                      name="closes2"
                      label="Tweede dienst dicht"
                      value=""
                      error={err("closes2")}
                      errorId="exception-times-error"
                    />
                  </span>
                </div>
                <FieldError
                  id="exception-times-error"
                  message={err("opens") ?? err("closes") ?? err("opens2") ?? err("closes2")}
                />
              </fieldset>
              <Field label="Opmerking" name="note" error={err("note")} placeholder="Tweede Kerstdag" />
              <Answer result={result} intents={["exception"]} />
              <button type="submit" className={button}>
                Uitzondering opslaan
              </button>
            </Form>
          </section>
        </div>
      </div>
    </SettingsPage>
  );
}
