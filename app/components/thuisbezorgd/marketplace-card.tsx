// On a Thuisbezorgd card (docs/issues/018.md §3, §4): a cancellation first and loud, then what does not add
// up (unknown product, amounts), who delivers and where the marketplace's driver is.
import type { MarketplaceCard } from "~/schemas/thuisbezorgd-board";

export function MarketplaceNotes({ info }: { info: MarketplaceCard | null | undefined }) {
  if (!info) return null;
  return (
    <div className="space-y-2">
      {info.canceled ? (
        <p role="alert" className="rounded-lg bg-red-700 p-2 text-lg font-bold text-white">
          Geannuleerd door Thuisbezorgd: {info.canceled.reason}
        </p>
      ) : null}
      {info.flags.map((flag) => (
        <p key={flag} className="rounded-lg border-2 border-amber-600 bg-amber-50 p-2 font-semibold text-amber-950">
          ⚠ {flag}
        </p>
      ))}
      {info.courier || info.driver ? (
        <p className="text-lg">
          {info.courier ? <strong>{info.courier}</strong> : null}
          {info.courier && info.driver ? " · " : null}
          {info.driver ? <span data-testid="driver-status">{info.driver}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
