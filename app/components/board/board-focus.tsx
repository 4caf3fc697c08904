// Where the focus goes after "Accepteren" / "Klaar" / "Afgehaald" on the board (decision 074): the
// card usually leaves its tab, taking the focused button with it. The card tells the board what it
// advances; once that answer and the board's reload are in, the board says what happened
// ("Bestelling 6 geaccepteerd") and moves the focus on: the same card's next action when it stayed,
// else the card that took its place, else the tab the order went to.
import { useFetchers } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useRef } from "react";
import { useAnnounce } from "~/components/a11y/announce";
import { advancedText } from "~/domain/announcements";
import type { OrderStatus } from "~/domain/order-status";

export interface Advancing {
  id: number;
  number: number | string;
  from: OrderStatus;
  next: OrderStatus;
  deliver: boolean;
}

const BoardFocusContext = createContext<(order: Advancing) => void>(() => {});
export const BoardFocusProvider = BoardFocusContext.Provider;
export const useWillAdvance = () => useContext(BoardFocusContext);

/** The card's element to land on: its advance button, else its first button, else its heading. */
function cardTarget(id: number): HTMLElement | null {
  const card = document.querySelector<HTMLElement>(`[data-order-card="${id}"]`);
  return (
    card?.querySelector<HTMLElement>("[data-advance]") ??
    card?.querySelector<HTMLElement>("button") ??
    card?.querySelector<HTMLElement>("h2") ??
    null
  );
}

export function useBoardFocus(orders: ReadonlyArray<{ id: number; status: OrderStatus }>) {
  const announce = useAnnounce();
  const pending = useRef<(Advancing & { index: number }) | null>(null);
  const fetchers = useFetchers();
  const inFlight = pending.current
    ? fetchers.some((f) => f.state !== "idle" && f.formAction === `/api/board/${pending.current?.id}`)
    : false;

  useEffect(() => {
    const p = pending.current;
    if (!p || inFlight) return;
    pending.current = null;
    const index = orders.findIndex((o) => o.id === p.id);
    const stayed = index >= 0 ? orders[index] : null;
    if (stayed && stayed.status === p.from) {
      // refused (the card says why): back to the button that was pressed
      cardTarget(p.id)?.focus();
      return;
    }
    announce(advancedText(p.number, p.next, p.deliver));
    const next = stayed ?? orders[Math.min(p.index, orders.length - 1)];
    const target =
      (next ? cardTarget(next.id) : null) ??
      document.querySelector<HTMLElement>(`[data-tab="${p.next}"]`) ??
      document.querySelector<HTMLElement>("main h1");
    if (target && !target.hasAttribute("tabindex") && target.tagName === "H1") target.setAttribute("tabindex", "-1");
    target?.focus();
  }, [orders, inFlight, announce]);

  // one function for the board's life: a new one each render would draw every card again (decision 112)
  const current = useRef(orders);
  current.current = orders;
  return useCallback((order: Advancing) => {
    pending.current = { ...order, index: current.current.findIndex((o) => o.id === order.id) };
  }, []);
}
