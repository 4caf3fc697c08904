// The product detail (docs/spec.md §2): a bottom sheet on a phone, a dialog (max 700) on a desktop.
// Every choice runs through the domain (choose, priceLine), so the live price is the price the
// server charges, and the add button says why it is still disabled.
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useAnnounce } from "~/components/a11y/announce";
import { ChoiceGroup, Chip } from "~/components/menu/choice-chips";
import { Field } from "~/components/ui/field";
import type { MenuProductView } from "~/schemas/menu-view";
import { AUTOSAVE_MS } from "~/domain/constants";
import { lineProblemText, offeredGroups, priceLine } from "~/domain/line-price";
import { MAX_QUANTITY } from "~/domain/cart";
import { formatEuro, unitPrice } from "~/domain/pricing";

export interface ProductChoice {
  productId: number;
  quantity: number;
  volume: string | null;
  variation: string | null;
  includes: Record<string, string[]>;
  removed: string[];
  remark: string;
}

const draftKey = (id: number) => `bestelinfo:remark:${id}`;

export function ProductDialog({
  product,
  deliver,
  busy,
  onAdd,
  onClose,
  inline = false,
}: {
  product: MenuProductView;
  deliver: boolean;
  busy: boolean;
  onAdd: (choice: ProductChoice) => void;
  onClose: () => void;
  /** The product editor's live preview (docs/issues/015.md §3): the same dialog, shown in the page, not modal. */
  inline?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const p = product.pricing;
  const [volume, setVolume] = useState<string | null>(p.volumes.length === 1 ? p.volumes[0].name : null);
  const [variation, setVariation] = useState<string | null>(p.variations.length === 1 ? p.variations[0] : null);
  const [includes, setIncludes] = useState<Record<string, string[]>>({});
  const [removed, setRemoved] = useState<string[]>([]);
  const [remark, setRemark] = useState("");
  const [quantity, setQuantity] = useState(1);

  useEffect(() => {
    const dialog = ref.current;
    // inline (the editor's preview) is open from its markup: show() would move the focus into it,
    // away from the field the owner is typing in (docs/issues/033.md §7)
    if (dialog && !dialog.open && !inline) dialog.showModal();
    setRemark(window.sessionStorage.getItem(draftKey(product.id)) ?? "");
  }, [product.id, inline]);

  // docs/spec.md §2: the remark is kept 500 ms after the last keystroke
  useEffect(() => {
    const t = setTimeout(() => window.sessionStorage.setItem(draftKey(product.id), remark), AUTOSAVE_MS);
    return () => clearTimeout(t);
  }, [remark, product.id]);

  const groups = useMemo(() => offeredGroups(p, { volume, variation }), [p, volume, variation]);
  const choiceGroups = groups.filter((g) => !g.extra);
  const extraGroups = groups.filter((g) => g.extra);
  const line = priceLine(p, { quantity, volume, variation, includes, removed }, { deliver });
  const setGroup = (name: string) => (next: string[]) => setIncludes((all) => ({ ...all, [name]: next }));

  // the total on the add button changes with every choice: said once it settles (decision 074)
  const announce = useAnnounce();
  const amount = line.ok ? line.amount : null;
  const firstAmount = useRef(amount);
  useEffect(() => {
    if (inline || amount === null || amount === firstAmount.current) return;
    firstAmount.current = null; // from now on every change is said
    const t = setTimeout(() => announce(`Totaal ${formatEuro(amount)}`), AUTOSAVE_MS);
    return () => clearTimeout(t);
  }, [amount, inline, announce]);

  const submit = () => {
    if (!line.ok || busy) return;
    window.sessionStorage.removeItem(draftKey(product.id));
    onAdd({ productId: product.id, quantity, volume, variation, includes, removed, remark: remark.trim() });
  };

  return (
    <dialog
      ref={ref}
      open={inline || undefined}
      onClose={onClose}
      aria-labelledby="product-dialog-title"
      className={
        inline
          ? "static m-0 hidden w-full max-w-[700px] flex-col rounded-3xl border border-stone-300 bg-white p-0 text-stone-900 open:flex"
          : "fixed inset-x-0 bottom-0 top-auto m-0 hidden max-h-[92dvh] open:flex w-full max-w-none flex-col rounded-t-3xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-black/50 sm:inset-0 sm:m-auto sm:max-h-[85dvh] sm:max-w-[700px] sm:rounded-3xl"
      }
    >
      {product.photo ? (
        <div className="h-40 shrink-0 overflow-hidden rounded-t-3xl bg-stone-100 sm:h-56">
          <picture>
            <source type="image/webp" srcSet={product.photo.webp} sizes="(min-width: 700px) 700px, 100vw" />
            <img
              src={product.photo.src}
              srcSet={product.photo.jpeg}
              sizes="(min-width: 700px) 700px, 100vw"
              width={700}
              height={Math.round((700 * product.photo.height) / product.photo.width)}
              alt=""
              className="h-full w-full object-cover"
            />
          </picture>
        </div>
      ) : null}
      <header className="flex items-start gap-3 border-b border-stone-200 p-4">
        <div className="min-w-0 flex-1">
          <h2 id="product-dialog-title" className="text-xl font-bold">
            {product.name}
          </h2>
          {product.description ? <p className="text-sm text-stone-600">{product.description}</p> : null}
        </div>
        {inline ? null : (
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="-m-2 rounded-full p-3 text-stone-600 hover:bg-stone-100"
            aria-label="Sluiten"
          >
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        )}
      </header>

      <div className="flex-1 divide-y divide-stone-100 overflow-y-auto px-4">
        {p.volumes.length > 0 ? (
          <PickOne id="pd-volume" title="Formaat" required={p.volumes.length > 1}>
            {p.volumes.map((v) => (
              <Chip key={v.name} pressed={volume === v.name} onClick={() => setVolume(v.name)}>
                {v.name}
                <span className="ml-1 font-normal">
                  {" "}
                  {formatEuro(
                    unitPrice(
                      { price: p.price, price_deliver: p.priceDeliver, price_takeout: p.priceTakeout },
                      { deliver, volume: v },
                    ),
                  )}
                </span>
              </Chip>
            ))}
          </PickOne>
        ) : null}
        {p.variations.length > 0 ? (
          <PickOne id="pd-variation" title="Variant" required={p.variations.length > 1}>
            {p.variations.map((v) => (
              <Chip key={v} pressed={variation === v} onClick={() => setVariation(v)}>
                {v}
              </Chip>
            ))}
          </PickOne>
        ) : null}
        {choiceGroups.map((g) => (
          <ChoiceGroup key={g.name} group={g} chosen={includes[g.name] ?? []} onChange={setGroup(g.name)} />
        ))}
        {p.defaultIncludes.length > 0 ? (
          <fieldset className="py-3">
            <legend className="mb-2 font-semibold">Standaard erbij</legend>
            <div className="flex flex-wrap gap-2">
              {p.defaultIncludes.map((d) => (
                <Chip
                  key={d.name}
                  pressed={!removed.includes(d.name)}
                  onClick={() =>
                    setRemoved((r) => (r.includes(d.name) ? r.filter((x) => x !== d.name) : [...r, d.name]))
                  }
                >
                  {d.name}
                </Chip>
              ))}
            </div>
          </fieldset>
        ) : null}
        {extraGroups.length > 0 ? (
          <div className="py-3">
            <h3 className="text-lg font-bold">Toevoegen</h3>
            {extraGroups.map((g) => (
              <ChoiceGroup key={g.name} group={g} chosen={includes[g.name] ?? []} onChange={setGroup(g.name)} />
            ))}
          </div>
        ) : null}
        <Field id="pd-remark" label="Opmerking" labelSpaced className="py-3">
          {(control) => (
            <textarea
              {...control}
              value={remark}
              maxLength={200}
              rows={2}
              onChange={(e) => setRemark(e.target.value)}
              placeholder="Bijvoorbeeld: goed doorbakken"
              className="w-full rounded-xl border border-stone-300 p-3 text-base"
            />
          )}
        </Field>
      </div>

      <footer className="border-t border-stone-200 bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        {!line.ok ? (
          <p id="pd-problem" className="mb-2 text-sm font-medium text-red-700" role="status">
            {lineProblemText(line.problem)}
          </p>
        ) : null}
        {/* wraps at 320 px rather than scroll sideways (1.4.10) */}
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center rounded-full border border-stone-300" role="group" aria-label="Aantal">
            <button
              type="button"
              className="h-11 w-11 text-xl"
              aria-label="Eén minder"
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              disabled={quantity <= 1}
            >
              −
            </button>
            <output className="w-8 text-center font-semibold tabular-nums" aria-live="polite">
              {quantity}
            </output>
            <button
              type="button"
              className="h-11 w-11 text-xl"
              aria-label="Eén meer"
              onClick={() => setQuantity((q) => Math.min(MAX_QUANTITY, q + 1))}
            >
              +
            </button>
          </div>
          {/* aria-disabled, not disabled: it stays in the tab order and says why (pd-problem) */}
          <button
            type="button"
            onClick={submit}
            aria-disabled={!line.ok || busy || undefined}
            aria-describedby={line.ok ? undefined : "pd-problem"}
            className="flex min-h-12 flex-1 items-center justify-between gap-2 rounded-full bg-primary px-5 font-semibold text-on-primary shadow aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          >
            <span>Toevoegen</span>
            <span className="tabular-nums">{line.ok ? formatEuro(line.amount) : ""}</span>
          </button>
        </div>
      </footer>
    </dialog>
  );
}

/** A size or variant: one of several must be chosen ("Verplicht", "Kies 1"); a single one is just shown. */
function PickOne({
  id,
  title,
  required,
  children,
}: {
  id: string;
  title: string;
  required: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="py-3">
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h3 id={id} className="font-semibold" aria-label={required ? `${title}, Verplicht` : undefined}>
          {title}
          {required ? <span className="ml-2 text-xs font-semibold uppercase text-stone-700">Verplicht</span> : null}
        </h3>
        {required ? (
          <span id={`${id}-hint`} className="text-xs text-stone-600">
            Kies 1
          </span>
        ) : null}
      </div>
      <div
        className="flex flex-wrap gap-2"
        role="group"
        aria-labelledby={id}
        aria-describedby={required ? `${id}-hint` : undefined}
      >
        {children}
      </div>
    </section>
  );
}
