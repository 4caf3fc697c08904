// The order desk's state in one reducer: the caller's number, who it is, the order being taken and
// what was placed. The fetchers talk to POST /deliver and /api/cart; the page's parts only read the
// state and call the actions this hook hands them (docs/issues/013.md §7: no step keeps state of its own).
import { useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useMessages } from "~/components/messages";
import type { ProductChoice } from "~/components/menu/product-dialog";
import { CART_EMPTY } from "~/domain/messages";
import { checkoutTotal } from "~/domain/confirmed-total";
import { choosePayment } from "~/domain/payment-status";
import { matchesQuery } from "~/domain/product-search";
import { validate } from "~/domain/validation";
import type { CartView } from "~/schemas/cart";
import { checkoutSchema, type PlacedOrderView } from "~/schemas/checkout";
import type { CallerView, DeskData } from "~/schemas/deliver";
import { issueFields } from "~/schemas/issues";
import type { MenuCardView, MenuProductView } from "~/schemas/menu-view";

type Failure = {
  result: "ERROR";
  message: string;
  fields?: Record<string, string>;
  /** "totalChanged" with the total placing would charge now (decision 066). */
  reason?: string;
  total?: number;
};
type LookupAnswer = { result: "OK"; caller: CallerView; cart: CartView } | Failure;
type CartAnswer = { result: "OK"; cart: CartView; notices?: string[] } | Failure;
export type PlacedAnswer = {
  result: "OK";
  order: PlacedOrderView;
  replayed: boolean;
  sms: "sent" | "failed" | null;
  paymentMessage: string | null;
};
type PlaceAnswer = PlacedAnswer | Failure;
type DetailAnswer = { result: "OK"; product: MenuProductView } | Failure;

export interface DeskAddress {
  street: string;
  number: string;
  zipcode: string;
  city: string;
}

export interface DeskState {
  phone: string;
  phoneError: string | null;
  caller: CallerView | null;
  placed: PlacedAnswer | null;
  name: string;
  address: DeskAddress;
  query: string;
  time: string;
  at: string;
  /** "Kies een tijd"'s day, "YYYY-MM-DD" (ordering ahead). */
  day: string;
  payment: string;
  description: string;
  errors: Record<string, string>;
  key: string;
}

type Text = "phone" | "name" | "query" | "time" | "at" | "day" | "payment" | "description";

export type DeskAction =
  | { type: "set"; field: Text; value: string }
  | { type: "address"; field: keyof DeskAddress; value: string }
  | { type: "phoneError"; error: string | null }
  | { type: "caller"; caller: CallerView }
  | { type: "placed"; placed: PlacedAnswer }
  | { type: "errors"; errors: Record<string, string> }
  | { type: "next"; start: DeskState };

/** A new idempotency key for the next caller: the one the page offers, unless this order used it. */
const freshKey = (previous: string, offered: string) =>
  offered !== previous
    ? offered
    : typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : offered;

export function startState(
  data: Pick<DeskData, "asapNow" | "days" | "firstMoment" | "hostCity" | "idempotencyKey">,
  key = data.idempotencyKey,
): DeskState {
  return {
    phone: "",
    phoneError: null,
    caller: null,
    placed: null,
    name: "",
    address: { street: "", number: "", zipcode: "", city: data.hostCity },
    query: "",
    // closed now: the first moment it opens, as the customer's checkout preselects it
    time: data.asapNow ? "asap" : "pick",
    at: data.firstMoment?.time ?? "",
    day: data.firstMoment?.day ?? data.days[0]?.value ?? "",
    payment: "cash",
    description: "",
    errors: {},
    key,
  };
}

export function deskReducer(state: DeskState, action: DeskAction): DeskState {
  switch (action.type) {
    case "set":
      return { ...state, [action.field]: action.value };
    case "address":
      return { ...state, address: { ...state.address, [action.field]: action.value } };
    case "phoneError":
      return { ...state, phoneError: action.error };
    case "caller":
      return {
        ...state,
        caller: action.caller,
        phone: action.caller.phone,
        name: action.caller.name,
        address: action.caller.address,
        errors: {},
      };
    case "placed":
      return { ...state, placed: action.placed };
    case "errors":
      return { ...state, errors: action.errors };
    case "next":
      return action.start;
  }
}

const post = (body: unknown) => [JSON.stringify(body), { method: "post", encType: "application/json" }] as const;

export function useDesk(data: DeskData) {
  const { show } = useMessages();
  const lookup = useFetcher<LookupAnswer>();
  const repeat = useFetcher<CartAnswer>({ key: "desk-repeat" });
  const cartFetcher = useFetcher<CartAnswer>({ key: "desk-cart" });
  const detail = useFetcher<DetailAnswer>();
  const order = useFetcher<PlaceAnswer>({ key: "desk-place" });
  const [state, dispatch] = useReducer(deskReducer, data, (d) => startState(d));
  // the product dialog: the product shown, and the one asked for while its choices load
  const [open, setOpen] = useState<MenuProductView | null>(null);
  const [wanted, setWanted] = useState<number | null>(null);

  const phoneRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  const cart = data.cart; // every fetcher action revalidates the loader: this is the session's cart
  const deliver = cart.deliver;
  const offered = deliver ? data.payments.deliver : data.payments.pickup;
  const payment = choosePayment(offered, state.payment);
  const found = useMemo(
    () => data.products.filter((p) => matchesQuery(p.name, state.query)),
    [data.products, state.query],
  );
  const busy = cartFetcher.state !== "idle" || repeat.state !== "idle";
  // what the desk shows under "Totaal" and reads out to the caller: what placing charges (docs/issues/033.md §1)
  const total = checkoutTotal({ cart, deliver, payment, discount: null });
  // a refusal's new total (a discount the desk does not show, a fee changed): placing again with
  // nothing else changed confirms that one, which the desk shows next to the refusal
  const [refused, setRefused] = useState<{ shown: number; total: number } | null>(null);
  const newTotal = refused && refused.shown === total ? refused.total : null;
  const sent = useRef(total);
  const step = state.placed ? "done" : state.caller ? "order" : "phone";

  // focus follows the work: number → search → "Volgende beller"
  useEffect(() => {
    if (step === "phone") phoneRef.current?.focus();
    if (step === "order") searchRef.current?.focus();
    if (step === "done") nextRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (lookup.state !== "idle" || !lookup.data) return;
    if (lookup.data.result === "ERROR")
      dispatch({ type: "phoneError", error: lookup.data.fields?.phone ?? lookup.data.message });
    else dispatch({ type: "caller", caller: lookup.data.caller });
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
    if (order.data.result === "OK") dispatch({ type: "placed", placed: order.data });
    else {
      const { reason, total: now } = order.data;
      setRefused(reason === "totalChanged" && now !== undefined ? { shown: sent.current, total: now } : null);
      dispatch({ type: "errors", errors: { form: order.data.message, ...(order.data.fields ?? {}) } });
    }
  }, [order.state, order.data]);

  const sendCart = (body: Record<string, unknown>) =>
    cartFetcher.submit(JSON.stringify(body), { method: "post", action: "/api/cart", encType: "application/json" });
  const add = (choice: ProductChoice) => sendCart({ intent: "add", ...choice });

  const input = {
    deliver,
    address: { ...state.address, name: state.name, phone: state.caller?.phone ?? state.phone },
    time: state.time,
    at: state.time === "pick" ? state.at : undefined,
    day: state.time === "pick" ? state.day : undefined,
    payment,
    description: state.description,
    idempotencyKey: state.key,
  };

  const actions = {
    set: (field: Text) => (value: string) => dispatch({ type: "set", field, value }),
    setAddress: (field: keyof DeskAddress) => (value: string) => dispatch({ type: "address", field, value }),
    findCaller: (e: React.FormEvent) => {
      e.preventDefault();
      const problem = validate("phone", state.phone.replace(/[\s().]/g, "").replace(/^\+31/, "0"));
      dispatch({ type: "phoneError", error: problem });
      if (!problem) lookup.submit(...post({ intent: "lookup", phone: state.phone }));
    },
    repeatOrder: (orderId: number) =>
      repeat.submit(...post({ intent: "repeat", phone: state.caller?.phone ?? state.phone, orderId })),
    pick: (p: MenuCardView) => {
      if (!p.choices)
        add({ productId: p.id, quantity: 1, volume: null, variation: null, includes: {}, removed: [], remark: "" });
      else {
        setWanted(p.id);
        detail.load(`/api/product/${p.id}`);
      }
      dispatch({ type: "set", field: "query", value: "" });
    },
    add,
    closeDialog: () => setOpen(null),
    setQuantity: (position: number, quantity: number) => sendCart({ intent: "update", position, quantity }),
    setMode: (mode: "deliver" | "pickup") => sendCart({ intent: "mode", deliver: mode === "deliver" }),
    sendZipcode: () => {
      if (deliver && !validate("zipcode", state.address.zipcode))
        sendCart({ intent: "zipcode", zipcode: state.address.zipcode });
    },
    placeOrder: () => {
      const parsed = checkoutSchema.safeParse(input);
      if (!parsed.success) {
        const { message, fields } = issueFields(parsed.error);
        dispatch({ type: "errors", errors: { form: message, ...fields } });
        return;
      }
      if (cart.items.length === 0) {
        dispatch({ type: "errors", errors: { form: CART_EMPTY } });
        searchRef.current?.focus();
        return;
      }
      dispatch({ type: "errors", errors: {} });
      sent.current = total;
      order.submit(...post({ intent: "place", ...input, confirmedTotal: newTotal ?? total }));
    },
    nextCaller: () => {
      setRefused(null);
      dispatch({ type: "next", start: startState(data, freshKey(state.key, data.idempotencyKey)) });
    },
  };

  return {
    state,
    step,
    cart,
    total,
    newTotal,
    deliver,
    offered,
    payment,
    found,
    busy,
    open,
    looking: lookup.state !== "idle",
    placing: order.state !== "idle",
    refs: { phoneRef, searchRef, nextRef },
    actions,
  };
}

export type Desk = ReturnType<typeof useDesk>;
