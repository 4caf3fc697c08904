// The forms of /admin/settings/webadres, out of the route like their siblings (decision 085).
import { Form } from "@remix-run/react";
import { Field, fieldError, SettingsPage } from "~/components/settings/settings-page";
import { Answer, button, card, secondary, type FormResult } from "~/components/settings/settings-ui";
import type { AddressView } from "~/schemas/settings-view";

export function AddressSettingsForm({ data, result }: { data: AddressView; result: FormResult }) {
  return (
    <SettingsPage title="Webadres en domein" hostName={data.hostName}>
      <div className="grid gap-4 lg:grid-cols-2">
        <Form method="post" className={card} aria-labelledby="perma-title">
          <h2 id="perma-title" className="text-xl font-bold">
            Webadres
          </h2>
          <p>
            Nu: <strong className="break-all">{data.cname}</strong>
          </p>
          <input type="hidden" name="intent" value="perma" />
          <Field
            label="Nieuw webadres"
            name="perma"
            defaultValue={data.perma}
            error={fieldError(result, ["perma"], "perma")}
            hint={`Kleine letters, cijfers en streepjes; komt voor .${data.platformDomain}. Het oude adres stuurt klanten nog 90 dagen door.`}
          />
          <Answer result={result} intents={["perma"]} />
          <button type="submit" className={button}>
            Webadres wijzigen
          </button>
          {data.redirects.length > 0 ? (
            <div>
              <h3 className="font-semibold">Oude adressen die doorsturen</h3>
              <table className="mt-1 w-full text-left">
                <thead>
                  <tr>
                    <th scope="col" className="py-1 pr-2">
                      Oud adres
                    </th>
                    <th scope="col" className="py-1">
                      Stuurt door tot
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.redirects.map((r) => (
                    <tr key={r.oldPerma} className="border-t border-stone-200">
                      <td className="break-all py-1 pr-2">
                        {r.oldPerma}.{data.platformDomain}
                      </td>
                      <td className="py-1">{r.until}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </Form>
        <section className={card} aria-labelledby="domain-title">
          <h2 id="domain-title" className="text-xl font-bold">
            Eigen domein
          </h2>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="domain" />
            <Field
              label="Domein"
              name="url"
              inputMode="url"
              defaultValue={data.url ?? ""}
              placeholder="www.pizzaroma.nl"
              error={fieldError(result, ["domain"], "url")}
              hint="Leeg laten voor geen eigen domein."
            />
            <Answer result={result} intents={["domain"]} />
            <button type="submit" className={button}>
              Domein opslaan
            </button>
          </Form>
          {data.url ? (
            <>
              <div className="rounded-lg bg-stone-100 p-3">
                <p className="font-semibold">Maak dit DNS-record aan bij je domeinbeheerder:</p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 font-mono text-sm">
                  <dt>Type</dt>
                  <dd>CNAME</dd>
                  <dt>Naam</dt>
                  <dd className="break-all">{data.url}</dd>
                  <dt>Waarde</dt>
                  <dd className="break-all">{data.cname}</dd>
                </dl>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="domain-check" />
                <button type="submit" className={secondary}>
                  Controleer of het domein naar ons wijst
                </button>
              </Form>
              <Answer result={result} intents={["domain-check"]} />
            </>
          ) : null}
        </section>
      </div>
    </SettingsPage>
  );
}
