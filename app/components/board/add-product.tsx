// "Product toevoegen" on a card (capability 'edit', not paid): a picker of the menu, priced for
// this order's mode, then the customers' own product dialog for the choices. The server prices
// the line again from the database and recalculates the amount; the board revalidates on its event.
import { useFetcher } from "@remix-run/react";
import { Suspense, useEffect, useState } from "react";
import { lazyPart, prefetch } from "~/components/lazy-part";
import type { ProductChoice } from "~/components/menu/product-dialog";
import type { MenuProductView } from "~/schemas/menu-view";
import type { MenuAnswer } from "./menu-picker";
import { useHydrated } from "~/components/hydrated";

// the customers' product dialog is the board's only after a tap: it loads with the picker (decision 093)
const loadDialog = () => import("~/components/menu/product-dialog").then((m) => m.ProductDialog);
const ProductDialog = lazyPart(loadDialog);
// the picker too: it opens only after a tap on "Product toevoegen" (decision 101)
const MenuPicker = lazyPart(() => import("./menu-picker").then((m) => m.MenuPicker));

type AddAnswer = { result: "OK" } | { result: "ERROR"; message: string };

export function AddProduct({ orderId, number, deliver }: { orderId: number; number: number; deliver: boolean }) {
  const menu = useFetcher<MenuAnswer>();
  const add = useFetcher<AddAnswer>();
  const [picking, setPicking] = useState(false);
  const [product, setProduct] = useState<MenuProductView | null>(null);
  const busy = add.state !== "idle";
  const hydrated = useHydrated();
  const url = `/api/board/${orderId}/add`;

  // the dialog closes once the server took the line; on a refusal it stays open with the reason
  useEffect(() => {
    if (add.state === "idle" && add.data?.result === "OK") setProduct(null);
  }, [add.state, add.data]);

  const open = () => {
    setPicking(true);
    prefetch(loadDialog);
    if (menu.state === "idle" && !menu.data) menu.load(url);
  };
  const onAdd = (choice: ProductChoice) =>
    add.submit({ ...choice }, { method: "post", action: url, encType: "application/json" });

  return (
    <>
      <button
        type="button"
        // a tap before hydration would do nothing (decision 073)
        disabled={!hydrated}
        onClick={open}
        className="min-h-11 rounded-full border border-stone-400 px-3 font-semibold text-stone-900 hover:bg-stone-100 disabled:opacity-60"
      >
        Product toevoegen
      </button>
      {add.data?.result === "ERROR" && !busy ? (
        <p role="alert" className="font-semibold text-red-800">
          {add.data.message}
        </p>
      ) : null}
      {picking ? (
        <Suspense fallback={null}>
          <MenuPicker
            number={number}
            menu={menu.data}
            onPick={(p) => {
              setPicking(false);
              setProduct(p);
            }}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      ) : null}
      {product ? (
        <Suspense fallback={null}>
          <ProductDialog
            product={product}
            deliver={deliver}
            busy={busy}
            onAdd={onAdd}
            onClose={() => setProduct(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
