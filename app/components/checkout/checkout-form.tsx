// The checkout (docs/issues/004.md): pickup or delivery, address, time, payment, remark. /order/checkout
// walks through it step by step; /order/checkoutnew shows it on one page, prefilled. Without a
// login the login dialog opens inline; the cart stays in the session throughout. The form holds the
// state; the steps' sections are checkout-steps.tsx, the list of steps and the buttons step-nav.tsx.
// first: the schemas below parse in the browser, where zod must not probe `new Function` (our CSP)
import { useFetcher } from "@remix-run/react";
import { Suspense, useEffect, useRef, useState } from "react";
import { useAnnounce } from "~/components/a11y/announce";
import { invalidText, stepText } from "~/domain/announcements";
import { lazyPart } from "~/components/lazy-part";
import { ModeChoice } from "~/components/checkout/fields";
import { DetailsStep, PayStep, TimeStep, type Address } from "~/components/checkout/checkout-steps";
import { STEPS, StepButtons, StepList } from "~/components/checkout/step-nav";
import { OrderSummary } from "~/components/checkout/order-summary";
import { checkoutTotal } from "~/domain/confirmed-total";
import { RewardOffer } from "~/components/checkout/reward-offer";
import { useKeptDraft } from "~/components/pwa/kept-draft";
import { DEFAULT_ORDER_SOURCE } from "~/domain/constants";
import { choosePayment } from "~/domain/payment-status";
import { validate } from "~/domain/validation";
import { formatEuro } from "~/domain/pricing";
import type { CartView } from "~/schemas/cart";
import type { PlacedOrderView } from "~/schemas/checkout";
import type { CheckoutDiscounts } from "~/schemas/discounts";
import { DiscountCode } from "~/components/checkout/discount-code";
import { useHydrated } from "~/components/hydrated";

// Only a visitor who is not logged in opens it, and only at the last step: it loads then, or after the
// page is interactive (decision 093).
const loadLoginDialog = () => import("~/components/auth/login-dialog").then((m) => m.LoginDialog);
const LoginDialog = lazyPart(loadLoginDialog);

export interface CheckoutProps {
  hostName: string;
  paused: boolean;
  asapNow: boolean;
  /** The days one can order for ("Vandaag", "Morgen", …), within the restaurant's limit. */
  days: ReadonlyArray<{ value: string; label: string }>;
  /** Closed now: the first moment it opens, preselected for "Kies een tijd". */
  firstMoment: { day: string; time: string } | null;
  cart: CartView;
  loggedIn: boolean;
  payments: { deliver: string[]; pickup: string[] };
  prefill: { deliver: boolean; payment: string | null; address: Address };
  idempotencyKey: string;
  steps: boolean;
  /** A full stamp card's free products; empty without one. */
  rewards?: Array<{ id: number; name: string }>;
  /** docs/issues/020.md §5: the promotion and the typed code, for pickup and for delivery. */
  discounts?: CheckoutDiscounts;
}

export type PlaceAnswer =
  | { result: "OK"; order: PlacedOrderView }
  | {
      result: "ERROR";
      message: string;
      fields?: Record<string, string>;
      /** "totalChanged": a price, fee or discount moved since the page showed its total (decision 066). */
      reason?: string;
      /** The total placing would charge now. */
      total?: number;
    };
/** The page and the form share this fetcher: while the order is placed the page shows that, not the (emptied) cart. */
export const PLACE_ORDER = "place-order";

/** The form's checks (zod) arrive when the customer first touches the form, not with the first paint. */
let checks: Promise<typeof import("~/components/checkout/checkout-checks")> | undefined;
const loadChecks = () => (checks ??= import("~/components/checkout/checkout-checks"));

const STEP_FIELDS: ReadonlyArray<ReadonlyArray<string>> = [
  [],
  ["address."],
  ["time", "at", "day"],
  ["payment", "description"],
];

export function CheckoutForm(props: CheckoutProps) {
  const { cart } = props;
  const cartFetcher = useFetcher();
  const modeFetcher = useFetcher<{ result: "OK" | "ERROR"; message?: string }>();
  // optimistic: the choice moves as soon as it is tapped; if the server refuses, the cart's own
  // mode comes back with the server's message (docs/issues/023.md §4)
  const asked =
    modeFetcher.state !== "idle" ? (modeFetcher.json as { deliver?: unknown } | undefined)?.deliver : undefined;
  const deliver = typeof asked === "boolean" ? asked : cart.deliver;
  const modeRefused =
    modeFetcher.state === "idle" && modeFetcher.data?.result === "ERROR" ? modeFetcher.data.message : undefined;
  const offered = deliver ? props.payments.deliver : props.payments.pickup;
  const [address, setAddress] = useState<Address>(props.prefill.address);
  const [time, setTime] = useState(props.asapNow ? "asap" : "pick");
  const [at, setAt] = useState(props.firstMoment?.time ?? "");
  const [day, setDay] = useState(props.firstMoment?.day ?? props.days[0]?.value ?? "");
  // only the customer's pick is state: switching pickup/delivery changes what is offered
  const [pickedPayment, setPayment] = useState(props.prefill.payment);
  const payment = choosePayment(offered, pickedPayment);
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState(0);
  const [login, setLogin] = useState(false);
  const [pending, setPending] = useState(false);
  const order = useFetcher<PlaceAnswer>({ key: PLACE_ORDER });
  // every step is the page's state: its buttons wait (visibly) until it has hydrated (docs/issues/033.md §5)
  const hydrated = useHydrated();
  // a reload (the version watch, docs/issues/019.md) keeps the half-filled form: this tab's session storage
  const forgetDraft = useKeptDraft("checkout", { address, time, at, day, pickedPayment, description }, (kept) => {
    if (kept.address && typeof kept.address === "object") setAddress({ ...props.prefill.address, ...kept.address });
    if (typeof kept.time === "string") setTime(kept.time);
    if (typeof kept.at === "string") setAt(kept.at);
    if (typeof kept.day === "string") setDay(kept.day);
    if (typeof kept.pickedPayment === "string") setPayment(kept.pickedPayment);
    if (typeof kept.description === "string") setDescription(kept.description);
  });
  useEffect(() => {
    if (order.data?.result === "OK") forgetDraft();
  }, [order.data, forgetDraft]);

  // the order's source: 'app' when placed from the installed web app (docs/spec.md §9 sources)
  const source =
    typeof window !== "undefined" && window.matchMedia?.("(display-mode: standalone)").matches
      ? "app"
      : DEFAULT_ORDER_SOURCE;
  const discount = (deliver ? props.discounts?.deliver : props.discounts?.pickup) ?? null;
  const input = {
    deliver,
    address,
    time,
    at: time === "pick" ? at : undefined,
    day: time === "pick" ? day : undefined,
    payment,
    description,
    idempotencyKey: props.idempotencyKey,
    source,
    // what the summary shows is what placing charges, or it refuses (docs/issues/033.md §1)
    confirmedTotal: checkoutTotal({ cart, deliver, payment, discount }),
  };
  const refusedTotal =
    order.state === "idle" && order.data?.result === "ERROR" && order.data.reason === "totalChanged"
      ? order.data.total
      : undefined;
  const place = () =>
    order.submit(JSON.stringify({ ...input, redirect: true }), {
      method: "post",
      action: "/api/order/place",
      encType: "application/json",
    });
  const announce = useAnnounce();
  const formRef = useRef<HTMLDivElement>(null);
  // a refused step: the focus goes to the first field in error, which reads its message (decision 074)
  const [focusError, setFocusError] = useState(0);
  useEffect(() => {
    if (focusError === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    const messages = Object.entries(errors)
      .filter(([key]) => key !== "form")
      .map(([, m]) => m);
    const label = first?.id ? (document.querySelector(`label[for="${first.id}"]`)?.textContent ?? null) : null;
    if (first) first.focus();
    if (messages.length > 0) announce(invalidText(messages, label));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refused step
  }, [focusError]);
  // a new step: its first choice or field gets the focus and the step is said
  const [stepMoved, setStepMoved] = useState(false);
  useEffect(() => {
    if (!stepMoved) return;
    setStepMoved(false);
    const section = formRef.current?.querySelector<HTMLElement>(`[data-step="${step}"]`);
    section?.querySelector<HTMLElement>("input:checked, input, select, textarea")?.focus();
    announce(stepText(step, STEPS));
  }, [stepMoved, step, announce]);
  const goTo = (next: number) => {
    setStep(next);
    setStepMoved(true);
  };
  const check = async (prefixes?: ReadonlyArray<string>) => {
    const relevant = (await loadChecks()).checkFields(input, prefixes);
    setErrors(relevant);
    const ok = Object.keys(relevant).length === 0;
    if (!ok) setFocusError((n) => n + 1);
    return ok;
  };
  // the checks load on the first touch, so they are there by the time "Volgende" is tapped
  useEffect(() => {
    const warm = () => void loadChecks();
    document.addEventListener("pointerdown", warm, { once: true, capture: true });
    document.addEventListener("focusin", warm, { once: true });
    return () => {
      document.removeEventListener("pointerdown", warm, { capture: true });
      document.removeEventListener("focusin", warm);
    };
  }, []);
  const submit = async () => {
    if (!(await check())) return;
    if (!props.loggedIn) {
      setPending(true);
      setLogin(true);
      return;
    }
    place();
  };

  useEffect(() => {
    if (pending && props.loggedIn) {
      setPending(false);
      place();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- submit once, right after the login
  }, [pending, props.loggedIn]);

  useEffect(() => {
    if (order.state === "idle" && order.data?.result === "ERROR") {
      setErrors({ form: order.data.message, ...(order.data.fields ?? {}) });
      if (order.data.fields && Object.keys(order.data.fields).length > 0) setFocusError((n) => n + 1);
    }
  }, [order.state, order.data]);

  const setField = (key: keyof Address) => (value: string) => setAddress((a) => ({ ...a, [key]: value }));
  const sendZipcode = () => {
    if (deliver && !validate("zipcode", address.zipcode)) {
      cartFetcher.submit(JSON.stringify({ intent: "zipcode", zipcode: address.zipcode }), {
        method: "post",
        action: "/api/cart",
        encType: "application/json",
      });
    }
  };
  const setMode = (mode: "deliver" | "pickup") =>
    modeFetcher.submit(JSON.stringify({ intent: "mode", deliver: mode === "deliver" }), {
      method: "post",
      action: "/api/cart",
      encType: "application/json",
    });
  const visible = (i: number) => !props.steps || step === i;

  const sections = [
    <ModeChoice key="mode" deliver={deliver} onChange={setMode} error={modeRefused} />,
    <DetailsStep
      key="address"
      address={address}
      errors={errors}
      deliver={deliver}
      setField={setField}
      sendZipcode={sendZipcode}
    />,
    <TimeStep
      key="time"
      deliver={deliver}
      asapNow={props.asapNow}
      hostName={props.hostName}
      days={props.days}
      time={time}
      setTime={setTime}
      day={day}
      setDay={setDay}
      at={at}
      setAt={setAt}
      errors={errors}
    />,
    <PayStep
      key="pay"
      offered={offered}
      payment={payment}
      setPayment={setPayment}
      errors={errors}
      description={description}
      setDescription={setDescription}
    />,
  ];

  const last = !props.steps || step === STEPS.length - 1;
  return (
    <div className="grid grid-cols-1 gap-6 p-4 md:grid-cols-[1fr_320px]">
      <div className="space-y-6" ref={formRef}>
        {props.steps ? <StepList step={step} /> : null}
        {sections.map((section, i) =>
          visible(i) ? (
            <div key={i} data-step={i}>
              {section}
            </div>
          ) : null,
        )}
        <RewardOffer rewards={props.rewards ?? []} cart={cart} />
        {errors.form ? (
          <div role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
            <p>{errors.form}</p>
            {refusedTotal !== undefined ? <p className="mt-1">Nieuw totaal: {formatEuro(refusedTotal)}</p> : null}
          </div>
        ) : null}
        <StepButtons
          back={props.steps && step > 0}
          last={last}
          hydrated={hydrated}
          placing={order.state !== "idle"}
          // not yet hydrated, or the cart (a postcode, the mode) still changing: its total is not yet the one shown
          placeDisabled={
            !hydrated ||
            order.state !== "idle" ||
            cartFetcher.state !== "idle" ||
            modeFetcher.state !== "idle" ||
            props.paused ||
            cart.items.length === 0
          }
          onBack={() => goTo(step - 1)}
          onPlace={() => void submit()}
          onNext={() => void check(STEP_FIELDS[step]).then((ok) => ok && goTo(step + 1))}
        />
        <p className="text-sm text-stone-700">
          Wat we met je gegevens doen:{" "}
          <a href="/privacy" className="underline">
            privacy en cookies
          </a>
          .
        </p>
      </div>
      {props.discounts ? <DiscountCode discounts={props.discounts} deliver={deliver} /> : null}
      <OrderSummary cart={cart} deliver={deliver} payment={payment} discount={discount} />
      {login ? (
        <Suspense fallback={null}>
          <LoginDialog
            open
            onClose={() => setLogin(false)}
            onSuccess={() => setLogin(false)}
            // the 4th code character logs in and places the order at once: said before it is typed (decision 075)
            afterLogin={`Na het laatste teken word je ingelogd en plaatsen we meteen je bestelling van ${formatEuro(input.confirmedTotal)}.`}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
