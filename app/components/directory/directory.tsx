// The platform's restaurant directory: category tiles and a card per restaurant on its subdomain.
import { Link } from "@remix-run/react";
import { RESTAURANT_CATEGORIES } from "~/domain/constants";
import type { DirectoryHost } from "~/schemas/directory-view";

export function CategoryTiles({ active }: { active?: string }) {
  return (
    <nav aria-label="Categorieën" className="overflow-x-auto [scrollbar-width:none]">
      <ul className="flex gap-2 py-2">
        {RESTAURANT_CATEGORIES.map((c) => {
          const to = c.value === "all" ? "/hosts" : `/hosts/${encodeURIComponent(c.value)}`;
          const current = (active ?? "all") === c.value;
          return (
            <li key={c.value} className="shrink-0">
              <Link
                to={to}
                aria-current={current ? "page" : undefined}
                className={`block rounded-full px-4 py-2 text-sm font-semibold ring-1 ${
                  current
                    ? "bg-primary text-on-primary ring-primary"
                    : "bg-white text-stone-800 ring-stone-300 hover:ring-primary"
                }`}
              >
                {c.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function HostGrid({ hosts, empty = "Geen restaurants gevonden." }: { hosts: DirectoryHost[]; empty?: string }) {
  if (hosts.length === 0) return <p className="py-10 text-center text-stone-600">{empty}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {hosts.map((h, i) => (
        <li key={h.id}>
          <a
            href={h.href}
            className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 hover:shadow-lg"
          >
            <div className="relative h-32 bg-primary" style={{ backgroundColor: h.themePrimary }}>
              {h.banner ? (
                <img
                  src={h.banner}
                  alt=""
                  width={600}
                  height={200}
                  className="h-full w-full object-cover"
                  // the first row is above the fold (the LCP on a phone): never lazy there, the first one first
                  {...(i < 3 ? { fetchpriority: i === 0 ? "high" : "auto" } : { loading: "lazy" as const })}
                />
              ) : null}
            </div>
            <div className="p-4">
              <h2 className="text-lg font-bold group-hover:underline">{h.name}</h2>
              {h.short ? <p className="text-sm text-stone-600">{h.short}</p> : null}
              {h.city ? <p className="mt-1 text-xs text-stone-500">{h.city}</p> : null}
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Directory({
  hosts,
  category,
  needsLogin = false,
}: {
  hosts: DirectoryHost[];
  category?: string;
  needsLogin?: boolean;
}) {
  const empty = needsLogin
    ? "Log in om de restaurants te zien waar je eerder bestelde."
    : category === "favorite"
      ? "Nog geen favorieten: de restaurants waar je bestelt, staan hier."
      : undefined;
  return (
    <div className="px-4">
      <section className="py-8 text-center sm:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Bestel direct bij het restaurant</h1>
        <p className="mx-auto mt-2 max-w-xl text-stone-600">
          Afhalen of laten bezorgen, betalen met iDEAL, contant of pin — zonder tussenpersoon.
        </p>
      </section>
      <CategoryTiles active={category} />
      <div className="mt-4">
        <HostGrid hosts={hosts} empty={empty} />
      </div>
      {/* docs/issues/020.md §4: the campaign; in the directory's own chunk, so the menu page downloads none of it */}
      <footer className="mt-10 rounded-2xl bg-amber-50 p-5 text-center ring-1 ring-amber-200">
        <p className="text-lg font-semibold">Geen commissie op het eten uit je eigen buurt?</p>
        <a href="/petitie" className="mt-2 inline-block font-bold text-primary-ink underline underline-offset-4">
          Eerlijk bestellen: teken de petitie
        </a>
      </footer>
    </div>
  );
}
