// The restaurant's people (docs/issues/016.md §3): each with name, phone and role, a role picker, "Link opnieuw
// sturen" and "Verwijderen"; a form to add someone by name and mobile number (docs/issues/033.md §9). Plain
// Remix <Form>s, so they work before the scripts run.
import { Form } from "@remix-run/react";
import { Answer, button, card, input, secondary, type FormResult } from "~/components/settings/settings-ui";
import { Field as UiField } from "~/components/ui/field";
import type { StaffMember } from "~/schemas/staff";

export function StaffSettings({
  hostName,
  people,
  roles,
  result,
}: {
  hostName: string;
  people: StaffMember[];
  roles: ReadonlyArray<{ value: string; label: string }>;
  result: FormResult;
}) {
  const fields = result?.intent === "add" && !result.ok ? (result.fields ?? {}) : {};
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Personeel van {hostName}</h1>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <section className={card} aria-labelledby="people-title">
          <h2 id="people-title" className="text-xl font-bold">
            Medewerkers
          </h2>
          <Answer result={result} intents={["role", "remove", "resend"]} />
          <ul className="divide-y divide-stone-200">
            {people.map((p) => (
              <li key={p.id} className="flex flex-wrap items-end justify-between gap-3 py-3">
                <div className="min-w-40">
                  <p className="text-lg font-bold">
                    {p.name}
                    {p.isMe ? <span className="ml-2 text-sm font-semibold text-stone-700">(jij)</span> : null}
                  </p>
                  {p.phone && p.phone !== p.name ? <p className="text-sm">{p.phone}</p> : null}
                  {p.email && p.email !== p.name ? <p className="text-sm">{p.email}</p> : null}
                </div>
                <div className="flex flex-wrap items-end gap-2">
                  <Form method="post" className="flex items-end gap-2">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="id" value={p.id} />
                    <label className="text-sm font-semibold">
                      Rol
                      <select
                        name="role"
                        defaultValue={p.role ?? ""}
                        className={`${input} block min-w-36`}
                        aria-label={`Rol van ${p.name}`}
                      >
                        {p.role ? null : <option value="">Geen rol</option>}
                        {roles.map((r) => (
                          <option key={r.value} value={r.value}>
                            {r.label}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="submit" className={secondary} aria-label={`Rol van ${p.name} opslaan`}>
                      Opslaan
                    </button>
                  </Form>
                  {p.phone && !p.isMe ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="resend" />
                      <input type="hidden" name="id" value={p.id} />
                      <button type="submit" className={secondary} aria-label={`Link opnieuw sturen naar ${p.name}`}>
                        Link opnieuw sturen
                      </button>
                    </Form>
                  ) : null}
                  <Form
                    method="post"
                    onSubmit={(e) => {
                      if (!window.confirm(`${p.name} verwijderen? Diegene wordt meteen uitgelogd.`)) e.preventDefault();
                    }}
                  >
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={p.id} />
                    <button type="submit" className={`${secondary} text-red-800`} aria-label={`${p.name} verwijderen`}>
                      Verwijderen
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <Form
          key={result?.intent === "add" && result.ok ? result.message : "add"}
          method="post"
          className={card}
          aria-labelledby="add-title"
          noValidate
        >
          <h2 id="add-title" className="text-xl font-bold">
            Medewerker toevoegen
          </h2>
          <p className="text-stone-800">
            Diegene krijgt een sms met een link om in te loggen, en kan daarna ook inloggen op de inlogpagina met dit
            mobiele nummer en een sms-code.
          </p>
          <input type="hidden" name="intent" value="add" />
          <UiField id="staff-name" label="Naam" error={fields.name}>
            {(control) => (
              <input
                {...control}
                name="name"
                type="text"
                autoComplete="off"
                maxLength={60}
                required
                className={`${input} ${fields.name ? "border-red-700" : ""}`}
              />
            )}
          </UiField>
          <UiField id="staff-phone" label="Mobiel nummer" error={fields.phone}>
            {(control) => (
              <input
                {...control}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                placeholder="06 12345678"
                required
                className={`${input} ${fields.phone ? "border-red-700" : ""}`}
              />
            )}
          </UiField>
          <UiField id="staff-role" label="Rol">
            {(control) => (
              <select {...control} name="role" defaultValue="cook" className={input}>
                {roles.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </select>
            )}
          </UiField>
          <Answer result={result} intents={["add"]} />
          <button type="submit" className={button}>
            Toevoegen
          </button>
        </Form>
      </div>
    </>
  );
}
