// The order desk on a restaurant's domain, built for speed at a keyboard: the caller's number
// first (Enter), then type a product name and press Enter to add the first match, the cart beside
// it, and "Bestelling plaatsen". After placing, "Volgende beller" starts over at the number.
// State and talk to the server: use-desk.ts; the steps: desk-steps.tsx; the order: desk-order.tsx.
// first: the schemas below parse in the browser, where zod must not probe `new Function` (our CSP)
import "~/components/zod-jitless";
import { lazy, Suspense } from "react";
import { AdminLayout } from "~/components/layouts";
import { DeskOrder } from "~/components/deliver/desk-order";
import { CallerCard, DoneStep, PhoneStep, ProductSearch } from "~/components/deliver/desk-steps";
import { useDesk } from "~/components/deliver/use-desk";
import { formatEuro } from "~/domain/pricing";
import type { DeskData } from "~/schemas/deliver";

const loadDialog = () => import("~/components/menu/product-dialog");
const ProductDialog = lazy(() => loadDialog().then((m) => ({ default: m.ProductDialog })));

export function DeskPage({ data }: { data: DeskData }) {
  const desk = useDesk(data);
  const { step, cart, deliver, busy, open, actions } = desk;
  const sourceLabel = data.source === "phone" ? "Telefonische bestelling" : "Bestelling aan de balie";

  return (
    <AdminLayout title={data.hostName}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Bestellen</h1>
        <p className="text-sm text-stone-700">
          {sourceLabel} ·{" "}
          <span className={data.status.open && !data.status.paused ? "text-green-800" : "text-amber-900"}>
            {data.status.text}
          </span>
        </p>
      </div>

      {step === "phone" ? <PhoneStep desk={desk} /> : null}
      {step === "done" ? <DoneStep desk={desk} /> : null}
      {step === "order" ? (
        <div className="grid gap-6 pb-20 lg:grid-cols-[1fr_380px] lg:pb-0">
          <div className="min-w-0 space-y-6">
            <CallerCard desk={desk} />
            <ProductSearch desk={desk} />
          </div>
          <DeskOrder desk={desk} data={data} paused={data.status.paused} />
          {/* on a phone the cart is below the products: one tap (or Tab + Enter) away */}
          <a
            href="#desk-cart"
            className="fixed inset-x-4 bottom-4 z-20 flex min-h-12 items-center justify-between rounded-full bg-primary px-5 font-bold text-on-primary shadow-lg lg:hidden"
          >
            <span>Naar bestelling ({cart.count})</span>
            <span className="tabular-nums">{formatEuro(desk.total)}</span>
          </a>
        </div>
      ) : null}

      {open ? (
        <Suspense fallback={null}>
          <ProductDialog
            product={open}
            deliver={deliver}
            busy={busy}
            onAdd={actions.add}
            onClose={actions.closeDialog}
          />
        </Suspense>
      ) : null}
    </AdminLayout>
  );
}
