// The checkout's "Kortingscode" (docs/issues/020.md §5): type a code, "Toepassen"; the answer (applied, not
// valid, already used, too many tries) appears under it at once and the summary shows the discount
// line after the page's data reloads. Optimistic: the typed code shows as applied while it is checked.
import { useFetcher } from "@remix-run/react";
import type { CheckoutDiscounts } from "~/schemas/discounts";

type Answer = { result: "OK"; message: string; code: string | null } | { result: "ERROR"; message: string };

export function DiscountCode({ discounts, deliver }: { discounts: CheckoutDiscounts; deliver: boolean }) {
  const fetcher = useFetcher<Answer>();
  const busy = fetcher.state !== "idle";
  const typed = busy
    ? String(fetcher.formData?.get("code") ?? "")
        .trim()
        .toUpperCase()
    : null;
  const code = typed ?? discounts.code;
  const answer = !busy ? fetcher.data : undefined;
  // why a kept code does not count now (another mode, the time, a higher promotion)
  const note = deliver ? discounts.codeMessage.deliver : discounts.codeMessage.pickup;
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <fetcher.Form method="post" action="/api/order/discount-code" className="flex flex-wrap items-end gap-2">
        <label className="min-w-40 flex-1">
          <span className="font-semibold">Kortingscode</span>
          <input
            name="code"
            key={discounts.code ?? ""}
            defaultValue={discounts.code ?? ""}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            aria-invalid={answer?.result === "ERROR" ? true : undefined}
            aria-describedby="code-answer"
            className="mt-1 block min-h-12 w-full rounded-xl border border-stone-400 p-2 font-mono uppercase"
          />
        </label>
        <button
          type="submit"
          disabled={busy}
          className="min-h-12 rounded-full px-5 font-semibold ring-1 ring-stone-500 disabled:opacity-60"
        >
          {busy ? "Bezig…" : "Toepassen"}
        </button>
      </fetcher.Form>
      <p id="code-answer" role={answer?.result === "ERROR" ? "alert" : "status"} className="mt-2 font-semibold">
        {answer?.result === "ERROR" ? (
          <span className="text-red-800">{answer.message}</span>
        ) : busy && code ? (
          <span className="text-stone-700">Code {code} wordt gecontroleerd…</span>
        ) : answer?.result === "OK" ? (
          <span className="text-green-900">{answer.message}</span>
        ) : note && code ? (
          <span className="text-amber-900">{note}</span>
        ) : null}
      </p>
    </div>
  );
}
