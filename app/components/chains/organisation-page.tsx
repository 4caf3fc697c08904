// /organisation's page (decision 034): read-only facts for every staff member; for the
// organisation's admin a one-tap "Openen" per restaurant, the members and the marketplace switch;
// for root a new organisation and moving a restaurant. Plain forms: they work without JS.
import { Form, useNavigation } from "@remix-run/react";
import { FormAnswer } from "~/components/form-answer";
import { buttonPrimaryLarge } from "~/components/ui/classes";
import { Field } from "~/components/ui/field";

interface Data {
  organisation: { id: number; name: string; marketplaceSync: boolean } | null;
  kind: string;
  admin: boolean;
  roles: string[];
  hosts: Array<{ id: number; name: string; perma: string; own: boolean }>;
  members: Array<{ id: number; name: string; role: string; you: boolean }>;
  root: {
    organisations: Array<{ id: number; name: string }>;
    hosts: Array<{ id: number; name: string; perma: string; organisationId: number }>;
  } | null;
}

type Result = { ok: boolean; message: string; intent?: string; fields?: Record<string, string> } | null;

const card = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200";
const field = "h-12 w-full rounded-xl border border-stone-400 bg-white px-3";

function Message({ result, intent }: { result: Result; intent: string }) {
  if (!result || result.intent !== intent) return null;
  return <FormAnswer answer={result} className="mt-3" />;
}

export function OrganisationPage({ data, result }: { data: Data; result: Result }) {
  const busy = useNavigation().state !== "idle";
  const { organisation, admin } = data;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="mb-3 text-2xl font-bold">{organisation?.name ?? "Bestelinfo (platform)"}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold">Rol</dt>
          <dd>{data.kind === "root" ? "Platformbeheer" : data.roles.join(", ") || "Geen rol"}</dd>
          {organisation && !admin ? (
            <>
              <dt className="font-semibold">Thuisbezorgd-koppeling</dt>
              <dd>{organisation.marketplaceSync ? "Aan" : "Uit"}</dd>
            </>
          ) : null}
        </dl>
      </div>

      {data.hosts.length > 0 ? (
        <section aria-labelledby="org-hosts">
          <h2 id="org-hosts" className="mb-2 text-xl font-bold">
            Restaurants
          </h2>
          <ul className="flex flex-col gap-2">
            {data.hosts.map((h) => (
              <li key={h.id} className={`${card} flex flex-wrap items-center justify-between gap-3`}>
                <span className="text-lg font-semibold">
                  {h.name}{" "}
                  {h.own ? null : (
                    <span className="text-base font-normal text-stone-700">(bedient jullie organisatie)</span>
                  )}
                </span>
                {admin && h.own ? (
                  <Form method="post" reloadDocument>
                    <input type="hidden" name="intent" value="open" />
                    <input type="hidden" name="hostId" value={h.id} />
                    <button type="submit" className={buttonPrimaryLarge}>
                      Openen<span className="sr-only"> {h.name}</span>
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
          <Message result={result} intent="open" />
        </section>
      ) : null}

      {admin && organisation ? (
        <section aria-labelledby="org-sync" className={card}>
          <h2 id="org-sync" className="text-xl font-bold">
            Thuisbezorgd-koppeling
          </h2>
          <p className="mt-1 text-stone-700">
            Staat nu <strong>{organisation.marketplaceSync ? "aan" : "uit"}</strong>. Geldt voor alle restaurants van de
            organisatie.
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="sync" />
            <input type="hidden" name="on" value={organisation.marketplaceSync ? "0" : "1"} />
            <button type="submit" disabled={busy} className={buttonPrimaryLarge}>
              {organisation.marketplaceSync ? "Koppeling uitzetten" : "Koppeling aanzetten"}
            </button>
          </Form>
          <Message result={result} intent="sync" />
        </section>
      ) : null}

      {admin && data.members.length > 0 ? (
        <section aria-labelledby="org-members">
          <h2 id="org-members" className="mb-2 text-xl font-bold">
            Medewerkers
          </h2>
          <table className="w-full border-collapse bg-white text-left">
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="p-2">
                  Naam
                </th>
                <th scope="col" className="p-2">
                  Rol
                </th>
              </tr>
            </thead>
            <tbody>
              {data.members.map((m) => (
                <tr key={m.id} className="border-b border-stone-200">
                  <td className="p-2">
                    {m.name}
                    {m.you ? <span className="text-stone-700"> (jij)</span> : null}
                  </td>
                  <td className="p-2">{m.role}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      {data.root ? <RootOrganisations root={data.root} result={result} busy={busy} /> : null}
    </div>
  );
}

function RootOrganisations({ root, result, busy }: { root: NonNullable<Data["root"]>; result: Result; busy: boolean }) {
  const names = new Map(root.organisations.map((o) => [o.id, o.name]));
  const moveErrors = result && result.intent === "move" && !result.ok ? (result.fields ?? {}) : {};
  return (
    <>
      <section aria-labelledby="org-create" className={card}>
        <h2 id="org-create" className="text-xl font-bold">
          Organisatie aanmaken
        </h2>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="create" />
          <Field id="org-name" label="Naam" className="grow">
            {(control) => <input {...control} name="name" required maxLength={100} className={`${field} mt-1`} />}
          </Field>
          <button type="submit" disabled={busy} className={buttonPrimaryLarge}>
            Aanmaken
          </button>
        </Form>
        <Message result={result} intent="create" />
      </section>

      <section aria-labelledby="org-move" className={card}>
        <h2 id="org-move" className="text-xl font-bold">
          Restaurant verplaatsen
        </h2>
        <p className="mt-1 text-stone-700">
          De medewerkers blijven bij hun organisatie: die van de oude organisatie kunnen er daarna niet meer bij, die
          van de nieuwe wel.
        </p>
        <Form method="post" className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="move" />
          <Field id="move-host" label="Restaurant" error={moveErrors.hostId}>
            {(control) => (
              <select {...control} name="hostId" required className={`${field} mt-1`}>
                {root.hosts.map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name} — {names.get(h.organisationId) ?? "?"}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="move-org" label="Naar organisatie" error={moveErrors.organisationId}>
            {(control) => (
              <select {...control} name="organisationId" required className={`${field} mt-1`}>
                {root.organisations.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label className="flex min-h-11 items-center gap-3">
            <input type="checkbox" name="confirm" value="1" required className="h-6 w-6" />
            <span>Ja, verplaats dit restaurant</span>
          </label>
          <div>
            <button type="submit" disabled={busy} className={buttonPrimaryLarge}>
              Verplaatsen
            </button>
          </div>
        </Form>
        <Message result={result} intent="move" />
      </section>
    </>
  );
}
