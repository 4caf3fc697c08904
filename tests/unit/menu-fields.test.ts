// The menu's two labelled fields, as they render — every id, label, aria attribute, text and class —
// with their red line and without: the order mode bar's postcode and the product dialog's remark
// (the kit's Field since decision 085's menu pass). The snapshots were taken before that switch.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { OrderModeBar } from "~/components/menu/order-mode-bar";
import { ProductDialog } from "~/components/menu/product-dialog";
import type { CartView } from "~/schemas/cart";
import type { MenuProductView } from "~/schemas/menu-view";

// the postcode check's error is the bar's own state, set only when "Bekijk" is pressed: the test puts
// it in the one useState that starts at null while `postcodeError` is set (a static render, no re-render)
const injected = vi.hoisted(() => ({ postcodeError: null as string | null }));
vi.mock("react", async (importOriginal) => {
  const react = await importOriginal<typeof import("react")>();
  const useState = ((initial: unknown) =>
    initial === null && injected.postcodeError !== null
      ? [injected.postcodeError, () => {}]
      : react.useState(initial)) as typeof react.useState;
  return { ...react, useState };
});
vi.mock("@remix-run/react", () => ({ useFetcher: () => ({ state: "idle", data: undefined, submit: () => {} }) }));

/** One element a line, so that a snapshot's difference shows where it is; formatEuro's no-break space shown. */
const lines = (html: string) => html.replace(/></g, ">\n<").replace(/\u00a0/g, "&nbsp;");

const status = { open: true, paused: false, text: "Nu open" };
const cart = (over: Partial<CartView>): CartView => ({
  hostId: 1,
  deliver: true,
  items: [],
  count: 0,
  subtotal: 0,
  zipcode: null,
  delivery: null,
  total: 0,
  ...over,
});
const delivery = (inZone: boolean): CartView["delivery"] => ({
  zipcode: "3511AB",
  inZone,
  fee: 250,
  minimum: 1500,
  freeFrom: 2500,
  summary: inZone ? "Bezorging naar 3511: € 2,50, gratis vanaf € 25,00" : "Geen bezorging naar 9999",
  problem: inZone ? null : "We bezorgen niet in 9999.",
});

function bar(c: CartView, postcodeError: string | null = null) {
  injected.postcodeError = postcodeError;
  try {
    return lines(renderToStaticMarkup(createElement(OrderModeBar, { status, cart: c })));
  } finally {
    injected.postcodeError = null;
  }
}

describe("OrderModeBar's postcode", () => {
  it("renders as before without an answer", () => {
    expect(bar(cart({}))).toMatchInlineSnapshot(`
      "<section aria-label="Bestelwijze" class="mx-auto max-w-[1000px] space-y-3 px-4 pt-4">
      <p role="status" class="rounded-xl px-3 py-2 text-sm font-semibold bg-green-50 text-green-800">Nu open</p>
      <div class="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div class="flex rounded-full bg-stone-200 p-1 sm:w-72" role="group" aria-label="Afhalen of bezorgen">
      <button type="button" aria-pressed="true" disabled="" class="min-h-11 flex-1 rounded-full px-4 text-sm font-semibold disabled:opacity-50 bg-primary text-on-primary shadow">Bezorgen</button>
      <button type="button" aria-pressed="false" disabled="" class="min-h-11 flex-1 rounded-full px-4 text-sm font-semibold disabled:opacity-50 text-stone-700">Afhalen</button>
      </div>
      <form class="flex-1">
      <div class="flex gap-2">
      <label for="mode-zipcode" class="sr-only">Postcode</label>
      <input id="mode-zipcode" placeholder="Je postcode, bijv. 3511 AB" autoComplete="postal-code" aria-describedby="mode-zipcode-info" class="h-11 min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4" value=""/>
      <button type="submit" disabled="" class="h-11 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold disabled:opacity-50">Bekijk</button>
      </div>
      <p id="mode-zipcode-info" class="mt-1 px-2 text-sm text-stone-700">
      </p>
      </form>
      </div>
      </section>"
    `);
  });

  it("renders as before with the zone's answer", () => {
    expect(bar(cart({ zipcode: "3511AB", delivery: delivery(true) }))).toMatchInlineSnapshot(`
      "<section aria-label="Bestelwijze" class="mx-auto max-w-[1000px] space-y-3 px-4 pt-4">
      <p role="status" class="rounded-xl px-3 py-2 text-sm font-semibold bg-green-50 text-green-800">Nu open</p>
      <div class="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div class="flex rounded-full bg-stone-200 p-1 sm:w-72" role="group" aria-label="Afhalen of bezorgen">
      <button type="button" aria-pressed="true" disabled="" class="min-h-11 flex-1 rounded-full px-4 text-sm font-semibold disabled:opacity-50 bg-primary text-on-primary shadow">Bezorgen</button>
      <button type="button" aria-pressed="false" disabled="" class="min-h-11 flex-1 rounded-full px-4 text-sm font-semibold disabled:opacity-50 text-stone-700">Afhalen</button>
      </div>
      <form class="flex-1">
      <div class="flex gap-2">
      <label for="mode-zipcode" class="sr-only">Postcode</label>
      <input id="mode-zipcode" placeholder="Je postcode, bijv. 3511 AB" autoComplete="postal-code" aria-describedby="mode-zipcode-info" class="h-11 min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4" value="3511AB"/>
      <button type="submit" disabled="" class="h-11 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold disabled:opacity-50">Bekijk</button>
      </div>
      <p id="mode-zipcode-info" class="mt-1 px-2 text-sm text-stone-700">Bezorging naar 3511: € 2,50, gratis vanaf € 25,00 (minimaal €&nbsp;15,00)</p>
      </form>
      </div>
      </section>"
    `);
  });

  it("renders as before with the zone's refusal (the red line)", () => {
    expect(bar(cart({ zipcode: "9999AB", delivery: delivery(false) }))).toMatchInlineSnapshot(`
      "<section aria-label="Bestelwijze" class="mx-auto max-w-[1000px] space-y-3 px-4 pt-4">
      <p role="status" class="rounded-xl px-3 py-2 text-sm font-semibold bg-green-50 text-green-800">Nu open</p>
      <div class="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div class="flex rounded-full bg-stone-200 p-1 sm:w-72" role="group" aria-label="Afhalen of bezorgen">
      <button type="button" aria-pressed="true" disabled="" class="min-h-11 flex-1 rounded-full px-4 text-sm font-semibold disabled:opacity-50 bg-primary text-on-primary shadow">Bezorgen</button>
      <button type="button" aria-pressed="false" disabled="" class="min-h-11 flex-1 rounded-full px-4 text-sm font-semibold disabled:opacity-50 text-stone-700">Afhalen</button>
      </div>
      <form class="flex-1">
      <div class="flex gap-2">
      <label for="mode-zipcode" class="sr-only">Postcode</label>
      <input id="mode-zipcode" placeholder="Je postcode, bijv. 3511 AB" autoComplete="postal-code" aria-describedby="mode-zipcode-info" class="h-11 min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4" value="9999AB"/>
      <button type="submit" disabled="" class="h-11 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold disabled:opacity-50">Bekijk</button>
      </div>
      <p id="mode-zipcode-info" class="mt-1 px-2 text-sm font-semibold text-red-700">We bezorgen niet in 9999.</p>
      </form>
      </div>
      </section>"
    `);
  });

  it("renders as before with the postcode check's error (aria-invalid, the red line)", () => {
    expect(bar(cart({}), "Vul een geldige postcode in.")).toMatchInlineSnapshot(`
      "<section aria-label="Bestelwijze" class="mx-auto max-w-[1000px] space-y-3 px-4 pt-4">
      <p role="status" class="rounded-xl px-3 py-2 text-sm font-semibold bg-green-50 text-green-800">Nu open</p>
      <div class="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div class="flex rounded-full bg-stone-200 p-1 sm:w-72" role="group" aria-label="Afhalen of bezorgen">
      <button type="button" aria-pressed="true" disabled="" class="min-h-11 flex-1 rounded-full px-4 text-sm font-semibold disabled:opacity-50 bg-primary text-on-primary shadow">Bezorgen</button>
      <button type="button" aria-pressed="false" disabled="" class="min-h-11 flex-1 rounded-full px-4 text-sm font-semibold disabled:opacity-50 text-stone-700">Afhalen</button>
      </div>
      <form class="flex-1">
      <div class="flex gap-2">
      <label for="mode-zipcode" class="sr-only">Postcode</label>
      <input id="mode-zipcode" placeholder="Je postcode, bijv. 3511 AB" autoComplete="postal-code" aria-invalid="true" aria-describedby="mode-zipcode-info" class="h-11 min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4" value=""/>
      <button type="submit" disabled="" class="h-11 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold disabled:opacity-50">Bekijk</button>
      </div>
      <p id="mode-zipcode-info" class="mt-1 px-2 text-sm font-semibold text-red-700">Vul een geldige postcode in.</p>
      </form>
      </div>
      </section>"
    `);
  });

  it("renders as before when picking up (no postcode)", () => {
    expect(bar(cart({ deliver: false }))).toMatchInlineSnapshot(`
      "<section aria-label="Bestelwijze" class="mx-auto max-w-[1000px] space-y-3 px-4 pt-4">
      <p role="status" class="rounded-xl px-3 py-2 text-sm font-semibold bg-green-50 text-green-800">Nu open</p>
      <div class="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div class="flex rounded-full bg-stone-200 p-1 sm:w-72" role="group" aria-label="Afhalen of bezorgen">
      <button type="button" aria-pressed="false" disabled="" class="min-h-11 flex-1 rounded-full px-4 text-sm font-semibold disabled:opacity-50 text-stone-700">Bezorgen</button>
      <button type="button" aria-pressed="true" disabled="" class="min-h-11 flex-1 rounded-full px-4 text-sm font-semibold disabled:opacity-50 bg-primary text-on-primary shadow">Afhalen</button>
      </div>
      </div>
      </section>"
    `);
  });
});

const product = (volumes: MenuProductView["pricing"]["volumes"]): MenuProductView => ({
  id: 7,
  name: "Margherita",
  description: "Tomaat, mozzarella",
  allergens: [],
  flags: [],
  favorite: false,
  display: { price: 900, basePrice: 900, fromPrice: volumes.length > 1 },
  choices: volumes.length > 0,
  soldOut: null,
  photoHtml: null,
  photo: null,
  pricing: { name: "Margherita", price: 900, volumes, variations: [], defaultIncludes: [], groups: [] },
});

function dialog(p: MenuProductView) {
  return lines(
    renderToStaticMarkup(
      createElement(ProductDialog, { product: p, deliver: false, busy: false, onAdd: () => {}, onClose: () => {} }),
    ),
  );
}

describe("ProductDialog's remark", () => {
  it("renders as before when the line can be added", () => {
    expect(dialog(product([]))).toMatchInlineSnapshot(`
      "<dialog aria-labelledby="product-dialog-title" class="fixed inset-x-0 bottom-0 top-auto m-0 hidden max-h-[92dvh] open:flex w-full max-w-none flex-col rounded-t-3xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-black/50 sm:inset-0 sm:m-auto sm:max-h-[85dvh] sm:max-w-[700px] sm:rounded-3xl">
      <header class="flex items-start gap-3 border-b border-stone-200 p-4">
      <div class="min-w-0 flex-1">
      <h2 id="product-dialog-title" class="text-xl font-bold">Margherita</h2>
      <p class="text-sm text-stone-600">Tomaat, mozzarella</p>
      </div>
      <button type="button" class="-m-2 rounded-full p-3 text-stone-600 hover:bg-stone-100" aria-label="Sluiten">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round">
      <path d="M6 6l12 12M18 6 6 18">
      </path>
      </svg>
      </button>
      </header>
      <div class="flex-1 divide-y divide-stone-100 overflow-y-auto px-4">
      <div class="py-3">
      <label for="pd-remark" class="mb-2 block font-semibold">Opmerking</label>
      <textarea id="pd-remark" maxLength="200" rows="2" placeholder="Bijvoorbeeld: goed doorbakken" class="w-full rounded-xl border border-stone-300 p-3 text-base">
      </textarea>
      </div>
      </div>
      <footer class="border-t border-stone-200 bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <div class="flex flex-wrap items-center gap-3">
      <div class="flex items-center rounded-full border border-stone-300" role="group" aria-label="Aantal">
      <button type="button" class="h-11 w-11 text-xl" aria-label="Eén minder" disabled="">−</button>
      <output class="w-8 text-center font-semibold tabular-nums" aria-live="polite">1</output>
      <button type="button" class="h-11 w-11 text-xl" aria-label="Eén meer">+</button>
      </div>
      <button type="button" class="flex min-h-12 flex-1 items-center justify-between gap-2 rounded-full bg-primary px-5 font-semibold text-on-primary shadow aria-disabled:cursor-not-allowed aria-disabled:opacity-50">
      <span>Toevoegen</span>
      <span class="tabular-nums">€&nbsp;9,00</span>
      </button>
      </div>
      </footer>
      </dialog>"
    `);
  });

  it("renders as before with the line's problem (the red line)", () => {
    expect(
      dialog(
        product([
          { name: "Medium", price: null },
          { name: "Large", price: 1200 },
        ]),
      ),
    ).toMatchInlineSnapshot(`
      "<dialog aria-labelledby="product-dialog-title" class="fixed inset-x-0 bottom-0 top-auto m-0 hidden max-h-[92dvh] open:flex w-full max-w-none flex-col rounded-t-3xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-black/50 sm:inset-0 sm:m-auto sm:max-h-[85dvh] sm:max-w-[700px] sm:rounded-3xl">
      <header class="flex items-start gap-3 border-b border-stone-200 p-4">
      <div class="min-w-0 flex-1">
      <h2 id="product-dialog-title" class="text-xl font-bold">Margherita</h2>
      <p class="text-sm text-stone-600">Tomaat, mozzarella</p>
      </div>
      <button type="button" class="-m-2 rounded-full p-3 text-stone-600 hover:bg-stone-100" aria-label="Sluiten">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round">
      <path d="M6 6l12 12M18 6 6 18">
      </path>
      </svg>
      </button>
      </header>
      <div class="flex-1 divide-y divide-stone-100 overflow-y-auto px-4">
      <section aria-labelledby="pd-volume" class="py-3">
      <div class="mb-2 flex items-baseline justify-between gap-2">
      <h3 id="pd-volume" class="font-semibold" aria-label="Formaat, Verplicht">Formaat<span class="ml-2 text-xs font-semibold uppercase text-stone-700">Verplicht</span>
      </h3>
      <span id="pd-volume-hint" class="text-xs text-stone-600">Kies 1</span>
      </div>
      <div class="flex flex-wrap gap-2" role="group" aria-labelledby="pd-volume" aria-describedby="pd-volume-hint">
      <button type="button" aria-pressed="false" class="min-h-11 rounded-full border px-4 py-2 text-sm font-medium transition border-stone-300 bg-white text-stone-800 hover:border-primary">Medium<span class="ml-1 font-normal"> €&nbsp;9,00</span>
      </button>
      <button type="button" aria-pressed="false" class="min-h-11 rounded-full border px-4 py-2 text-sm font-medium transition border-stone-300 bg-white text-stone-800 hover:border-primary">Large<span class="ml-1 font-normal"> €&nbsp;12,00</span>
      </button>
      </div>
      </section>
      <div class="py-3">
      <label for="pd-remark" class="mb-2 block font-semibold">Opmerking</label>
      <textarea id="pd-remark" maxLength="200" rows="2" placeholder="Bijvoorbeeld: goed doorbakken" class="w-full rounded-xl border border-stone-300 p-3 text-base">
      </textarea>
      </div>
      </div>
      <footer class="border-t border-stone-200 bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <p id="pd-problem" class="mb-2 text-sm font-medium text-red-700" role="status">Kies eerst een formaat.</p>
      <div class="flex flex-wrap items-center gap-3">
      <div class="flex items-center rounded-full border border-stone-300" role="group" aria-label="Aantal">
      <button type="button" class="h-11 w-11 text-xl" aria-label="Eén minder" disabled="">−</button>
      <output class="w-8 text-center font-semibold tabular-nums" aria-live="polite">1</output>
      <button type="button" class="h-11 w-11 text-xl" aria-label="Eén meer">+</button>
      </div>
      <button type="button" aria-disabled="true" aria-describedby="pd-problem" class="flex min-h-12 flex-1 items-center justify-between gap-2 rounded-full bg-primary px-5 font-semibold text-on-primary shadow aria-disabled:cursor-not-allowed aria-disabled:opacity-50">
      <span>Toevoegen</span>
      <span class="tabular-nums">
      </span>
      </button>
      </div>
      </footer>
      </dialog>"
    `);
  });
});
