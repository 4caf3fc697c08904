// The menu picker of "Product toevoegen" on a board card: the restaurant's menu, priced for the
// order's mode, searchable by name. Loaded when the picker is first opened (decision 101).
import { useEffect, useRef, useState } from "react";
import type { MenuProductView, MenuTabView } from "~/schemas/menu-view";
import { formatEuro } from "~/domain/pricing";
import { matchesQuery } from "~/domain/product-search";

export type MenuAnswer =
  | { result: "OK"; menu: { deliver: boolean; tabs: MenuTabView<MenuProductView>[] } }
  | { result: "ERROR"; message: string };

export function MenuPicker({
  number,
  menu,
  onPick,
  onClose,
}: {
  number: number;
  menu: MenuAnswer | undefined;
  onPick: (p: MenuProductView) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState("");
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  const match = (p: MenuProductView) => matchesQuery(p.name, query);
  const titleId = `add-title-${number}`;
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={titleId}
      className="m-auto max-h-[90dvh] w-full max-w-[700px] rounded-2xl bg-white p-0 text-stone-900 backdrop:bg-black/50"
    >
      <header className="flex items-center justify-between gap-2 border-b border-stone-200 p-4">
        <h2 id={titleId} className="text-xl font-bold">
          Product toevoegen aan #{number}
        </h2>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="min-h-11 rounded-full px-3 font-semibold text-stone-900 hover:bg-stone-100"
        >
          Sluiten
        </button>
      </header>
      <div className="p-4">
        <label className="mb-3 flex flex-col gap-1 font-semibold">
          Zoeken
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="min-h-11 rounded-lg border border-stone-400 px-3 font-normal"
          />
        </label>
        {!menu ? <p role="status">Menukaart laden…</p> : null}
        {menu?.result === "ERROR" ? (
          <p role="alert" className="text-red-800">
            {menu.message}
          </p>
        ) : null}
        {menu?.result === "OK"
          ? menu.menu.tabs.map((tab) => {
              const products = tab.groups.flatMap((g) => g.products).filter(match);
              if (products.length === 0) return null;
              return (
                <section key={tab.slug} aria-labelledby={`${titleId}-${tab.slug}`} className="mb-3">
                  <h3 id={`${titleId}-${tab.slug}`} className="mb-1 font-bold">
                    {tab.name}
                  </h3>
                  <ul className="grid gap-1 sm:grid-cols-2">
                    {products.map((p) => (
                      <li key={p.id}>
                        <button
                          type="button"
                          onClick={() => onPick(p)}
                          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-stone-300 px-3 text-left hover:bg-stone-100"
                        >
                          <span>{p.name}</span>
                          <span className="tabular-nums text-stone-700">{formatEuro(p.display.price)}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })
          : null}
      </div>
    </dialog>
  );
}
