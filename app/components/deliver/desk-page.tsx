// The order desk on a restaurant's domain, built for speed at a keyboard: the caller's number
// first (Enter), then type a product name and press Enter to add the first match, the cart beside
// it, and "Bestelling plaatsen". After placing, "Volgende beller" starts over at the number.
// first: the schemas below parse in the browser, where zod must not probe `new Function` (our CSP)
import "~/utils/zod-jitless";
import { useFetcher } from "@remix-run/react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { CartLines } from "~/components/cart/cart-lines";
import { Field, RadioCards } from "~/components/checkout/fields";
import { AdminLayout } from "~/components/layouts";
import { useMessages } from "~/components/messages";
import type { ProductChoice } from "~/components/menu/product-dialog";
import type { MenuCardView, MenuProductView } from "~/schemas/menu-view";
import { PAYMENT_METHODS as METHOD_LABELS } from "~/domain/constants";
import { labelOf } from "~/domain/labels";
import { choosePayment } from "~/domain/payment-status";
import { formatEuro } from "~/domain/pricing";
import { matchesQuery } from "~/domain/product-search";
import { isCardFull, MAX_STAMPS } from "~/domain/stamps";
import { DELIVERY_OPTIONS, PICKUP_OPTIONS } from "~/domain/time-options";
import { validate } from "~/domain/validation";
import { formatPhone } from "~/domain/phone-format";
import type { CartView } from "~/schemas/cart";
import { checkoutSchema, type PlacedOrderView } from "~/schemas/checkout";
import type { CallerView } from "~/schemas/deliver";
import { issueFields } from "~/schemas/issues";
import { CART_EMPTY } from "~/domain/messages";

const loadDialog = () => import("~/components/menu/product-dialog");
const ProductDialog = lazy(() => loadDialog().then((m) => ({ default: m.ProductDialog })));

export interface DeskData {
  hostName: string;
  hostCity: string;
  source: "phone" | "desk";
  status: { open: boolean; paused: boolean; text: string };
  asapNow: boolean;
  payments: { deliver: string[]; pickup: string[] };
  products: Array<MenuCardView & { tab: string }>;
  cart: CartView;
  idempotencyKey: string;
}

type Failure = { result: "ERROR"; message: string; fields?: Record<string, string> };
type LookupAnswer = { result: "OK"; caller: CallerView; cart: CartView } | Failure;
type CartAnswer = { result: "OK"; cart: CartView; notices?: string[] } | Failure;
type PlaceAnswer = { result: "OK"; order: PlacedOrderView; replayed: boolean; sms: "sent" | "failed" | null; paymentMessage: string | null } | Failure;
type DetailAnswer = { result: "OK"; product: MenuProductView } | Failure;

const post = (body: unknown) => [JSON.stringify(body), { method: "post", encType: "application/json" }] as const;
const freshKey = (previous: string, offered: string) =>
  offered !== previous ? offered : typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : offered;

export function DeskPage({ data }: { data: DeskData }) {
  const { show } = useMessages();
  const lookup = useFetcher<LookupAnswer>();
  const repeat = useFetcher<CartAnswer>({ key: "desk-repeat" });
  const cartFetcher = useFetcher<CartAnswer>({ key: "desk-cart" });
  const detail = useFetcher<DetailAnswer>();
  const order = useFetcher<PlaceAnswer>({ key: "desk-place" });

  const [phone, setPhone] = useState("");
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [caller, setCaller] = useState<CallerView | null>(null);
  const [placed, setPlaced] = useState<Extract<PlaceAnswer, { result: "OK" }> | null>(null);
  const [name, setName] = useState("");
  const [address, setAddress] = useState({ street: "", number: "", zipcode: "", city: "" });
  const [query, setQuery] = useState("");
  const [time, setTime] = useState(data.asapNow ? "asap" : "pick");
  const [at, setAt] = useState("");
  const [payment, setPayment] = useState("cash");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [key, setKey] = useState(data.idempotencyKey);
  const [open, setOpen] = useState<MenuProductView | null>(null);
  const [wanted, setWanted] = useState<number | null>(null);

  const phoneRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  const cart = data.cart; // every fetcher action revalidates the loader: this is the session's cart
  const deliver = cart.deliver;
  const offered = deliver ? data.payments.deliver : data.payments.pickup;
  const chosenPayment = choosePayment(offered, payment);
  const found = useMemo(() => data.products.filter((p) => matchesQuery(p.name, query)), [data.products, query]);
  const busy = cartFetcher.state !== "idle" || repeat.state !== "idle";
  const step = placed ? "done" : caller ? "order" : "phone";

  // focus follows the work: number → search → "Volgende beller"
  useEffect(() => {
    if (step === "phone") phoneRef.current?.focus();
    if (step === "order") searchRef.current?.focus();
    if (step === "done") nextRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (lookup.state !== "idle" || !lookup.data) return;
    if (lookup.data.result === "ERROR") {
      setPhoneError(lookup.data.fields?.phone ?? lookup.data.message);
      return;
    }
    const found = lookup.data.caller;
    setCaller(found);
    setPhone(found.phone);
    setName(found.name);
    setAddress(found.address);
    setErrors({});
     
  }, [lookup.state, lookup.data]);

  useEffect(() => {
    for (const f of [cartFetcher, repeat]) {
      if (f.state !== "idle" || !f.data) continue;
      if (f.data.result === "ERROR") show({ text: f.data.message, color: "error" });
      else f.data.notices?.forEach((text) => show({ text, color: "secondary" }));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [cartFetcher.state, cartFetcher.data, repeat.state, repeat.data]);

  // a line added from the product dialog: the dialog closes and typing goes on in the search box
  useEffect(() => {
    if (cartFetcher.state !== "idle" || cartFetcher.data?.result !== "OK" || !open) return;
    refocus.current = true;
    setOpen(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [cartFetcher.state, cartFetcher.data]);
  // only once the modal dialog is gone can focus leave it
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    searchRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (wanted === null || detail.state !== "idle" || !detail.data) return;
    if (detail.data.result === "OK" && detail.data.product.id !== wanted) return;
    setWanted(null);
    if (detail.data.result === "OK") setOpen(detail.data.product);
    else show({ text: detail.data.message, color: "error" });
  }, [wanted, detail.state, detail.data, show]);

  useEffect(() => {
    if (order.state !== "idle" || !order.data) return;
    if (order.data.result === "OK") setPlaced(order.data);
    else setErrors({ form: order.data.message, ...(order.data.fields ?? {}) });
     
  }, [order.state, order.data]);

  const sendCart = (body: Record<string, unknown>) => cartFetcher.submit(JSON.stringify(body), { method: "post", action: "/api/cart", encType: "application/json" });
  const add = (choice: ProductChoice) => sendCart({ intent: "add", ...choice });
  const pick = (p: MenuCardView) => {
    if (!p.choices) {
      add({ productId: p.id, quantity: 1, volume: null, variation: null, includes: {}, removed: [], remark: "" });
    } else {
      setWanted(p.id);
      detail.load(`/api/product/${p.id}`);
    }
    setQuery("");
  };

  const findCaller = (e: React.FormEvent) => {
    e.preventDefault();
    const problem = validate("phone", phone.replace(/[\s().]/g, "").replace(/^\+31/, "0"));
    setPhoneError(problem);
    if (!problem) lookup.submit(...post({ intent: "lookup", phone }));
  };

  const input = {
    deliver,
    address: { ...address, name, phone: caller?.phone ?? phone },
    time,
    at: time === "pick" ? at : undefined,
    payment: chosenPayment,
    description,
    idempotencyKey: key,
  };
  const placeOrder = () => {
    const parsed = checkoutSchema.safeParse(input);
    if (!parsed.success) {
      const { message, fields } = issueFields(parsed.error);
      setErrors({ form: message, ...fields });
      return;
    }
    if (cart.items.length === 0) {
      setErrors({ form: CART_EMPTY });
      searchRef.current?.focus();
      return;
    }
    setErrors({});
    order.submit(...post({ intent: "place", ...input }));
  };

  const nextCaller = () => {
    setPlaced(null);
    setCaller(null);
    setPhone("");
    setPhoneError(null);
    setName("");
    setAddress({ street: "", number: "", zipcode: "", city: data.hostCity });
    setQuery("");
    setTime(data.asapNow ? "asap" : "pick");
    setAt("");
    setDescription("");
    setErrors({});
    setKey(freshKey(key, data.idempotencyKey));
  };

  const setMode = (mode: "deliver" | "pickup") => sendCart({ intent: "mode", deliver: mode === "deliver" });
  const sendZipcode = () => {
    if (deliver && !validate("zipcode", address.zipcode)) sendCart({ intent: "zipcode", zipcode: address.zipcode });
  };
  const setField = (field: keyof typeof address) => (value: string) => setAddress((a) => ({ ...a, [field]: value }));
  const options = deliver ? DELIVERY_OPTIONS : PICKUP_OPTIONS;
  const sourceLabel = data.source === "phone" ? "Telefonische bestelling" : "Bestelling aan de balie";

  return (
    <AdminLayout title={data.hostName}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Bestellen</h1>
        <p className="text-sm text-stone-700">
          {sourceLabel} · <span className={data.status.open && !data.status.paused ? "text-green-800" : "text-amber-900"}>{data.status.text}</span>
        </p>
      </div>

      {step === "phone" ? (
        <form onSubmit={findCaller} className="max-w-md space-y-3" aria-labelledby="desk-phone-title" noValidate>
          <h2 id="desk-phone-title" className="text-lg font-bold">
            Wie belt er?
          </h2>
          <div>
            <label htmlFor="desk-phone" className="mb-1 block text-sm font-semibold">
              Telefoonnummer van de klant
            </label>
            <input
              ref={phoneRef}
              id="desk-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? "desk-phone-error" : undefined}
              className={`h-12 w-full rounded-xl border bg-white px-3 text-lg ${phoneError ? "border-red-700" : "border-stone-300"}`}
            />
            {phoneError ? (
              <p id="desk-phone-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
                {phoneError}
              </p>
            ) : null}
          </div>
          <button type="submit" disabled={lookup.state !== "idle"} className="min-h-12 rounded-full bg-primary px-6 font-bold text-on-primary disabled:opacity-50">
            {lookup.state !== "idle" ? "Zoeken…" : "Klant zoeken"}
          </button>
        </form>
      ) : null}

      {step === "done" && placed ? (
        <section aria-labelledby="desk-done-title" className="max-w-lg space-y-3 rounded-2xl border border-green-700 bg-green-50 p-5">
          <h2 id="desk-done-title" className="text-2xl font-bold">
            Bestelling {placed.order.number} geplaatst
          </h2>
          <p>
            {formatEuro(placed.order.amount)} · {placed.order.deliver ? "Bezorgen" : "Afhalen"} · {labelOf(METHOD_LABELS, placed.order.paymentMethod)}
          </p>
          {placed.order.paymentMethod === "ideal" ? (
            <p role="status" className="font-semibold">
              {placed.sms === "sent" ? `Betaallink per sms verstuurd naar ${caller?.phone ?? ""}.` : (placed.paymentMessage ?? "De betaallink kon niet per sms verstuurd worden.")}
            </p>
          ) : null}
          <button ref={nextRef} type="button" onClick={nextCaller} className="min-h-12 rounded-full bg-primary px-6 font-bold text-on-primary">
            Volgende beller
          </button>
        </section>
      ) : null}

      {step === "order" && caller ? (
        <div className="grid gap-6 pb-20 lg:grid-cols-[1fr_380px] lg:pb-0">
          <div className="min-w-0 space-y-6">
            <section aria-labelledby="desk-caller-title" className="rounded-2xl border border-stone-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h2 id="desk-caller-title" className="text-lg font-bold">
                    {caller.known ? "Bekende klant" : "Nieuwe klant"} · {formatPhone(caller.phone)}
                  </h2>
                  {caller.stamps !== null ? (
                    <p className="text-sm text-stone-700">
                      Stempels: {caller.stamps} van {MAX_STAMPS}
                      {isCardFull(caller.stamps) ? " · kaart vol" : ""}
                    </p>
                  ) : null}
                </div>
                <button type="button" onClick={nextCaller} className="min-h-10 rounded-full border border-stone-300 px-4 text-sm font-semibold">
                  Ander nummer
                </button>
              </div>
              {caller.orders.length > 0 ? (
                <ul className="mt-3 divide-y divide-stone-100" aria-label="Laatste bestellingen">
                  {caller.orders.map((o) => (
                    <li key={o.id} className="flex items-center gap-3 py-2">
                      <div className="min-w-0 flex-1 text-sm">
                        <p className="font-semibold">
                          {new Date(o.createdAt).toLocaleDateString("nl-NL", { day: "numeric", month: "short", timeZone: "Europe/Amsterdam" })} · {formatEuro(o.amount)}
                        </p>
                        <p className="truncate text-stone-700">{o.lines}</p>
                      </div>
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => repeat.submit(...post({ intent: "repeat", phone: caller.phone, orderId: o.id }))}
                        aria-label={`Herhaal bestelling van ${new Date(o.createdAt).toLocaleDateString("nl-NL", { day: "numeric", month: "long", timeZone: "Europe/Amsterdam" })}`}
                        className="min-h-10 rounded-full border border-primary px-4 text-sm font-semibold text-primary-ink disabled:opacity-50"
                      >
                        Herhaal
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>

            <section aria-labelledby="desk-products-title" className="space-y-2">
              <h2 id="desk-products-title" className="text-lg font-bold">
                Producten
              </h2>
              <label htmlFor="desk-search" className="block text-sm font-semibold">
                Zoek product (Enter voegt de eerste toe)
              </label>
              <input
                ref={searchRef}
                id="desk-search"
                type="search"
                autoComplete="off"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    if (found[0]) pick(found[0]);
                  }
                }}
                aria-controls="desk-results"
                className="h-12 w-full rounded-xl border border-stone-300 bg-white px-3 text-lg"
              />
              <p className="sr-only" role="status">
                {query ? `${found.length} producten gevonden` : ""}
              </p>
              <ul id="desk-results" className="grid max-h-[50dvh] gap-1 overflow-y-auto sm:grid-cols-2" aria-label="Zoekresultaten">
                {found.map((p, i) => (
                  <li key={p.id}>
                    <button
                      type="button"
                      onClick={() => pick(p)}
                      className={`flex min-h-12 w-full items-center justify-between gap-2 rounded-xl border px-3 py-2 text-left ${i === 0 && query ? "border-primary bg-primary/5" : "border-stone-200 bg-white"}`}
                    >
                      <span className="min-w-0">
                        <span className="block font-semibold">{p.name}</span>
                        <span className="block text-xs text-stone-600">
                          {p.tab}
                          {p.choices ? " · met keuzes" : ""}
                        </span>
                      </span>
                      <span className="shrink-0 tabular-nums">
                        {p.display.fromPrice ? "vanaf " : ""}
                        {formatEuro(p.display.price)}
                      </span>
                    </button>
                  </li>
                ))}
                {found.length === 0 ? <li className="p-3 text-stone-600">Geen product gevonden.</li> : null}
              </ul>
            </section>
          </div>

          <aside id="desk-cart" aria-labelledby="desk-cart-title" className="scroll-mt-4 space-y-5 rounded-2xl border border-stone-200 bg-white p-4 lg:sticky lg:top-4 lg:self-start">
            <h2 id="desk-cart-title" className="text-lg font-bold">
              Bestelling
            </h2>
            {cart.items.length === 0 ? (
              <p className="text-stone-600">{CART_EMPTY}</p>
            ) : (
              <CartLines items={cart.items} busy={busy} onQuantity={(position, quantity) => sendCart({ intent: "update", position, quantity })} compact />
            )}
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm">
              <dt>Subtotaal</dt>
              <dd className="text-right tabular-nums">{formatEuro(cart.subtotal)}</dd>
              {deliver && cart.delivery ? (
                <>
                  <dt>Bezorgkosten</dt>
                  <dd className="text-right tabular-nums">{cart.delivery.inZone ? formatEuro(cart.delivery.fee) : "—"}</dd>
                </>
              ) : null}
              <dt className="font-bold">Totaal</dt>
              <dd className="text-right font-bold tabular-nums">{formatEuro(cart.total)}</dd>
            </dl>
            {deliver && cart.delivery?.problem ? <p className="rounded-xl bg-amber-100 p-2 text-sm text-amber-900">{cart.delivery.problem}</p> : null}

            <RadioCards
              legend="Afhalen of bezorgen"
              name="mode"
              value={deliver ? "deliver" : "pickup"}
              options={[
                { value: "deliver", label: "Bezorgen" },
                { value: "pickup", label: "Afhalen" },
              ]}
              onChange={setMode}
            />
            <fieldset className="grid grid-cols-6 gap-2">
              <legend className="col-span-6 mb-1 text-lg font-bold">Klant</legend>
              <Field className="col-span-6" name="name" label="Naam" value={name} error={errors["address.name"]} onChange={setName} autoComplete="off" />
              {deliver ? (
                <>
                  <Field className="col-span-4" name="street" label="Straat" value={address.street} error={errors["address.street"]} onChange={setField("street")} autoComplete="off" />
                  <Field className="col-span-2" name="number" label="Huisnummer" value={address.number} error={errors["address.number"]} onChange={setField("number")} autoComplete="off" />
                  <Field className="col-span-3" name="zipcode" label="Postcode" value={address.zipcode} error={errors["address.zipcode"]} onChange={setField("zipcode")} onBlur={sendZipcode} autoComplete="off" />
                  <Field className="col-span-3" name="city" label="Plaats" value={address.city} error={errors["address.city"]} onChange={setField("city")} autoComplete="off" />
                </>
              ) : null}
            </fieldset>
            <div className="space-y-2">
              <label htmlFor="desk-time" className="block text-sm font-semibold">
                {deliver ? "Wanneer bezorgen?" : "Wanneer afhalen?"}
              </label>
              <select id="desk-time" value={time} onChange={(e) => setTime(e.target.value)} className="h-12 w-full rounded-xl border border-stone-300 bg-white px-3">
                {options
                  .filter((o) => data.asapNow || o.kind !== "asap")
                  .map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
              </select>
              {errors.time ? <p className="text-sm font-medium text-red-700">{errors.time}</p> : null}
              {time === "pick" ? <Field name="at" label="Tijd (uu:mm)" value={at} error={errors.at} onChange={setAt} type="time" /> : null}
            </div>
            <RadioCards
              legend="Betalen"
              name="payment"
              value={chosenPayment}
              options={offered.map((m) => ({ value: m, label: m === "ideal" ? "iDEAL (link per sms)" : (labelOf(METHOD_LABELS, m) ?? m) }))}
              onChange={setPayment}
              error={errors.payment}
            />
            <div>
              <label htmlFor="desk-description" className="mb-1 block text-sm font-semibold">
                Opmerking voor de keuken
              </label>
              <textarea id="desk-description" value={description} maxLength={500} rows={2} onChange={(e) => setDescription(e.target.value)} className="w-full rounded-xl border border-stone-300 p-3" />
            </div>
            {errors.form ? (
              <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
                {errors.form}
              </p>
            ) : null}
            <button
              type="button"
              onClick={placeOrder}
              disabled={order.state !== "idle" || busy || data.status.paused}
              className="min-h-12 w-full rounded-full bg-primary px-5 text-lg font-bold text-on-primary shadow disabled:opacity-50"
            >
              {order.state !== "idle" ? "Bezig…" : "Bestelling plaatsen"}
            </button>
          </aside>
          {/* on a phone the cart is below the products: one tap (or Tab + Enter) away */}
          <a
            href="#desk-cart"
            className="fixed inset-x-4 bottom-4 z-20 flex min-h-12 items-center justify-between rounded-full bg-primary px-5 font-bold text-on-primary shadow-lg lg:hidden"
          >
            <span>Naar bestelling ({cart.count})</span>
            <span className="tabular-nums">{formatEuro(cart.total)}</span>
          </a>
        </div>
      ) : null}

      {open ? (
        <Suspense fallback={null}>
          <ProductDialog product={open} deliver={deliver} busy={busy} onAdd={add} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </AdminLayout>
  );
}
