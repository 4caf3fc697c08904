// Root's "Gebruikers" (docs/issues/016.md §3): every staff member of the platform with role and organisation,
// searchable by name, phone, e-mail or organisation; each restaurant of their organisation opens
// its staff page there (a POST: a single-use login link on that restaurant's domain).
import { Form, Link } from "@remix-run/react";
import { Pagination } from "~/components/customers/pagination";
import type { PlatformUsersView } from "~/schemas/staff";
import { buttonPrimary } from "~/components/ui/classes";

export function PlatformUsers({ data }: { data: PlatformUsersView }) {
  const href = (page: number) => {
    const params = new URLSearchParams();
    if (data.q) params.set("q", data.q);
    if (page > 1) params.set("page", String(page));
    const qs = params.toString();
    return qs ? `?${qs}` : "/admin/users";
  };
  return (
    <>
      <h1 className="mb-3 text-2xl font-bold">Gebruikers</h1>
      <Form method="get" role="search" className="mb-3 flex flex-wrap items-end gap-2">
        <div className="flex w-full min-w-0 flex-col sm:w-auto sm:flex-1">
          <label htmlFor="user-search" className="font-semibold">
            Zoek op naam, telefoon, e-mail of organisatie
          </label>
          <input
            id="user-search"
            type="search"
            name="q"
            defaultValue={data.q}
            maxLength={100}
            autoComplete="off"
            className="min-h-11 w-full rounded-lg border border-stone-400 px-3"
          />
        </div>
        <button type="submit" className={buttonPrimary}>
          Zoeken
        </button>
        {data.q ? (
          <Link
            to="/admin/users"
            className="flex min-h-11 items-center px-2 font-semibold text-primary-ink underline underline-offset-4"
          >
            Wis zoekopdracht
          </Link>
        ) : null}
      </Form>
      <p role="status" className="mb-3 text-stone-700">
        {data.total === 0
          ? data.q
            ? `Geen gebruikers gevonden voor "${data.q}".`
            : "Nog geen gebruikers."
          : `${data.total} ${data.total === 1 ? "gebruiker" : "gebruikers"}${data.q ? ` voor "${data.q}"` : ""}.`}
      </p>
      <ul className="grid gap-2 md:grid-cols-2" aria-label="Gebruikers">
        {data.users.map((u) => (
          <li key={u.id} className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4">
            <div>
              <p className="text-lg font-semibold">{u.name}</p>
              <p className="text-sm text-stone-700">
                {u.role}
                {u.organisation ? ` · ${u.organisation}` : ""}
              </p>
              {u.contact ? <p className="text-sm text-stone-700">{u.contact}</p> : null}
            </div>
            {u.hosts.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label={`Restaurants van ${u.name}`}>
                {u.hosts.map((h) => (
                  <li key={h.id}>
                    <Form method="post" action="/admin/users">
                      <input type="hidden" name="hostId" value={h.id} />
                      <button
                        type="submit"
                        aria-label={`Personeel van ${h.name} openen`}
                        className="min-h-11 rounded-full border border-stone-400 px-4 text-sm font-semibold text-primary-ink"
                      >
                        {h.name}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <Pagination page={data.page} href={href} />
    </>
  );
}
