// The cart's lines with their choices, amount and − / + buttons: the customer's cart popup and
// the order desk's cart show the same list; the desk's narrow column uses the compact size.
import { formatEuro } from "~/domain/pricing";
import type { SessionCartItem } from "~/schemas/cart";

export function CartLines({
  items,
  busy,
  onQuantity,
  compact = false,
}: {
  items: SessionCartItem[];
  busy: boolean;
  onQuantity: (position: number, quantity: number) => void;
  compact?: boolean;
}) {
  const detail = compact ? "text-stone-600" : "text-sm text-stone-600";
  return (
    <ul className="divide-y divide-stone-100">
      {items.map((line) => (
        <li key={line.$_id} className={compact ? "flex gap-2 py-2" : "flex gap-3 py-3"}>
          <div className={compact ? "min-w-0 flex-1 text-sm" : "min-w-0 flex-1"}>
            <p className="font-semibold">{line.$name}</p>
            {line.$subname ? <p className={detail}>{line.$subname}</p> : null}
            {line.$details ? (
              line.$details.map((text) => (
                <p key={text} className={detail}>
                  {text}
                </p>
              ))
            ) : (
              <>
                {line.$include?.length ? <p className={detail}>{line.$include.join(", ")}</p> : null}
                {line.$include2?.length ? <p className={detail}>Tweede helft: {line.$include2.join(", ")}</p> : null}
              </>
            )}
            {line.$description ? <p className={`${detail} italic`}>“{line.$description}”</p> : null}
          </div>
          <div className="flex flex-col items-end gap-1">
            <span className={compact ? "text-sm font-semibold tabular-nums" : "font-semibold tabular-nums"}>
              {formatEuro(line.$amount ?? 0)}
            </span>
            <div
              className="flex items-center rounded-full border border-stone-300"
              role="group"
              aria-label={`Aantal ${line.$name}`}
            >
              {/* aria-disabled, not disabled, while the cart is busy: a disabled button drops the focus (decision 074) */}
              <button
                type="button"
                aria-disabled={busy || undefined}
                className="h-9 w-9 aria-disabled:opacity-50"
                aria-label={`${line.$name}: één minder`}
                onClick={() => !busy && onQuantity(line.$_id ?? 0, line.$quantity - 1)}
              >
                −
              </button>
              <span className="w-6 text-center tabular-nums">{line.$quantity}</span>
              <button
                type="button"
                aria-disabled={busy || undefined}
                className="h-9 w-9 aria-disabled:opacity-50"
                aria-label={`${line.$name}: één meer`}
                onClick={() => !busy && onQuantity(line.$_id ?? 0, line.$quantity + 1)}
              >
                +
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
