// The customer list: a search form, a table on wide screens and cards on phones, and pages.
// <CustomerList data={loaderData} />
import { Form, Link, useNavigation } from "@remix-run/react";
import type { PageInfo } from "~/domain/customers";
import { MAX_STAMPS } from "~/domain/stamps";
import { Pagination } from "./pagination";
import { buttonPrimary } from "~/components/ui/classes";

interface Item {
  id: number;
  name: string;
  phone: string;
  orders: number;
  totalLabel: string;
  lastOrder: { iso: string; label: string; title: string } | null;
  stamps: number | null;
  hosts: Array<{ id: number; name: string; stamps: number }> | null;
  href: string | null;
}

export interface CustomerListProps {
  scope: "host" | "platform";
  title: string;
  q: string;
  total: number;
  page: PageInfo;
  /** The ?page= asked for; past the last page the list is empty. */
  requestedPage: number;
  customers: Item[];
}

function Name({ c }: { c: Item }) {
  return c.href ? (
    <Link to={c.href} className="font-semibold text-primary-ink underline underline-offset-4">
      {c.name}
    </Link>
  ) : (
    <span className="font-semibold">{c.name}</span>
  );
}

function LastOrder({ c }: { c: Item }) {
  return c.lastOrder ? (
    <time dateTime={c.lastOrder.iso} title={c.lastOrder.title}>
      {c.lastOrder.label}
    </time>
  ) : (
    <span className="text-stone-600">Nog niet</span>
  );
}

/** Root's restaurants of a customer; each opens the customer's page there (a login hop). */
function Hosts({ c }: { c: Item }) {
  return (
    <ul className="flex flex-wrap gap-1">
      {(c.hosts ?? []).map((h) => (
        <li key={h.id}>
          <Form method="post" action="/customers?index">
            <input type="hidden" name="hostId" value={h.id} />
            <input type="hidden" name="customerId" value={c.id} />
            <button
              type="submit"
              aria-label={`${c.name} openen bij ${h.name}, ${h.stamps} stempels`}
              className="min-h-8 rounded-full bg-stone-100 px-2 py-0.5 text-left text-sm"
            >
              <span className="font-semibold text-primary-ink underline underline-offset-2">{h.name}</span>{" "}
              <span className="text-stone-700">· {h.stamps} st.</span>
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export function CustomerList({ data }: { data: CustomerListProps }) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/customers";
  const platform = data.scope === "platform";
  const search = (page: number) => {
    const params = new URLSearchParams();
    if (data.q) params.set("q", data.q);
    if (page > 1) params.set("page", String(page));
    const qs = params.toString();
    return qs ? `?${qs}` : "/customers";
  };
  return (
    <>
      <h1 className="mb-3 text-2xl font-bold">Klanten</h1>
      <Form method="get" role="search" className="mb-3 flex flex-wrap items-end gap-2">
        <div className="flex w-full min-w-0 flex-col sm:w-auto sm:flex-1">
          <label htmlFor="customer-search" className="font-semibold">
            Zoek op naam of telefoonnummer
          </label>
          <input
            id="customer-search"
            type="search"
            name="q"
            defaultValue={data.q}
            maxLength={100}
            autoComplete="off"
            placeholder="Naam of 06-1234"
            className="min-h-11 w-full rounded-lg border border-stone-400 px-3"
          />
        </div>
        <button type="submit" className={buttonPrimary}>
          Zoeken
        </button>
        {data.q ? (
          <Link
            to="/customers"
            className="flex min-h-11 items-center px-2 font-semibold text-primary-ink underline underline-offset-4"
          >
            Wis zoekopdracht
          </Link>
        ) : null}
      </Form>
      <p role="status" className="mb-3 text-stone-700" aria-busy={searching}>
        {data.total === 0
          ? data.requestedPage > 1
            ? "Op deze pagina staan geen klanten."
            : data.q
              ? `Geen klanten gevonden voor "${data.q}".`
              : "Nog geen klanten."
          : `${data.total} ${data.total === 1 ? "klant" : "klanten"}${data.q ? ` voor "${data.q}"` : ""}${data.page.pages > 1 ? `, pagina ${data.page.page} van ${data.page.pages}` : ""}.`}
      </p>

      {data.customers.length > 0 ? (
        <>
          <table className="hidden w-full border-collapse overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 ring-stone-200 md:table">
            <caption className="sr-only">Klanten van {data.title}, laatste bestelling eerst</caption>
            <thead className="bg-stone-100 text-sm">
              <tr>
                <th scope="col" className="p-3">
                  Naam
                </th>
                <th scope="col" className="p-3">
                  Telefoon
                </th>
                {platform ? (
                  <th scope="col" className="p-3">
                    Restaurants
                  </th>
                ) : null}
                <th scope="col" className="p-3 text-right">
                  Bestellingen
                </th>
                <th scope="col" className="p-3 text-right">
                  Besteed
                </th>
                <th scope="col" className="p-3">
                  Laatste bestelling
                </th>
                {platform ? null : (
                  <th scope="col" className="p-3 text-right">
                    Stempels
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {data.customers.map((c) => (
                <tr key={c.id} className="border-t border-stone-200">
                  <th scope="row" className="p-3 font-normal">
                    <Name c={c} />
                  </th>
                  <td className="p-3 tabular-nums">{c.phone}</td>
                  {platform ? (
                    <td className="p-3">
                      <Hosts c={c} />
                    </td>
                  ) : null}
                  <td className="p-3 text-right tabular-nums">{c.orders}</td>
                  <td className="p-3 text-right tabular-nums">{c.totalLabel}</td>
                  <td className="p-3">
                    <LastOrder c={c} />
                  </td>
                  {platform ? null : (
                    <td className="p-3 text-right tabular-nums">
                      {c.stamps}
                      <span className="sr-only"> van de {MAX_STAMPS}</span>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>

          <ul className="grid gap-3 md:hidden" aria-label="Klanten">
            {data.customers.map((c) => (
              <li key={c.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <p className="text-lg">
                  <Name c={c} />
                </p>
                <p className="tabular-nums text-stone-800">{c.phone}</p>
                {platform ? <Hosts c={c} /> : null}
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  <dt className="text-stone-700">Bestellingen</dt>
                  <dd className="tabular-nums">{c.orders}</dd>
                  <dt className="text-stone-700">Besteed</dt>
                  <dd className="tabular-nums">{c.totalLabel}</dd>
                  <dt className="text-stone-700">Laatste bestelling</dt>
                  <dd>
                    <LastOrder c={c} />
                  </dd>
                  {platform ? null : (
                    <>
                      <dt className="text-stone-700">Stempels</dt>
                      <dd className="tabular-nums">
                        {c.stamps} van de {MAX_STAMPS}
                      </dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        </>
      ) : data.requestedPage > 1 || data.q ? (
        <p>
          <Link to="/customers" className="font-semibold text-primary-ink underline underline-offset-4">
            {data.requestedPage > 1 && !data.q ? "Naar de eerste pagina" : "Alle klanten tonen"}
          </Link>
        </p>
      ) : null}

      <Pagination page={data.page} href={search} />
    </>
  );
}
