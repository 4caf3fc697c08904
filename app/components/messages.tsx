// Messages (snackbar, alert, dialog) are queued and shown one at a time (docs/spec.md §2); the snackbar
// hides after 4000 ms by default. useMessages().show({text}) from any component.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { SNACKBAR_TIMEOUT_MS } from "~/domain/constants";

export interface Message {
  kind?: "snackbar" | "alert" | "info";
  title?: string;
  text: string;
  color?: "primary" | "secondary" | "error" | "success";
  timeout?: number;
  button?: string;
}

interface Queue {
  current: Message | null;
  show(message: Message): void;
  dismiss(): void;
}

const MessagesContext = createContext<Queue | null>(null);

export function MessagesProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Message[]>([]);
  const show = useCallback((m: Message) => setQueue((q) => [...q, m]), []);
  const dismiss = useCallback(() => setQueue((q) => q.slice(1)), []);
  const value = useMemo(() => ({ current: queue[0] ?? null, show, dismiss }), [queue, show, dismiss]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

export function useMessages(): Queue {
  return useContext(MessagesContext) ?? { current: null, show: () => {}, dismiss: () => {} };
}

const COLORS: Record<NonNullable<Message["color"]>, string> = {
  primary: "bg-primary text-on-primary",
  secondary: "bg-secondary text-on-secondary",
  error: "bg-red-700 text-white",
  success: "bg-green-700 text-white",
};

export function Snackbar() {
  const { current, dismiss } = useMessages();
  useEffect(() => {
    if (!current) return;
    const t = setTimeout(dismiss, current.timeout ?? SNACKBAR_TIMEOUT_MS);
    return () => clearTimeout(t);
  }, [current, dismiss]);
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-4"
    >
      {current ? (
        <div
          className={`pointer-events-auto flex max-w-md items-center gap-4 rounded-xl px-4 py-3 shadow-xl ${COLORS[current.color ?? "primary"]}`}
        >
          <p>
            {current.title ? <strong className="mr-1">{current.title}</strong> : null}
            {current.text}
          </p>
          <button type="button" onClick={dismiss} className="font-semibold uppercase">
            {current.button ?? "Sluiten"}
          </button>
        </div>
      ) : null}
    </div>
  );
}
