// One include group in the product dialog: chips that follow the docs/spec.md §5 rules (via the domain's
// choose), JA/NEE for a one-item group, "meer.." past the visible count, "none" for sauce groups.
import { useEffect, useId, useRef, useState } from "react";
import { choicePrice, formatEuro } from "~/domain/pricing";
import { choose, EXPANDED_ITEM_COUNT, hasMax, showNoneOption, visibleItemCount } from "~/domain/include-groups";
import type { MenuGroupChoiceView } from "~/schemas/menu-view";

const NONE_LABEL = "Geen saus";

function hint(g: MenuGroupChoiceView): string {
  const parts: string[] = [];
  if (g.min > 0 && hasMax(g) && g.min === g.max) parts.push(`Kies ${g.min}`);
  else {
    if (g.min > 0) parts.push(`Kies minimaal ${g.min}`);
    if (hasMax(g)) parts.push(`maximaal ${g.max}`);
  }
  if (g.included > 0) parts.push(`${g.included} gratis`);
  if (parts.length === 0) parts.push("Optioneel");
  return parts.join(", ");
}

export function Chip({
  pressed,
  onClick,
  children,
  soldOut = false,
}: {
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
  soldOut?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      disabled={soldOut}
      className={`min-h-11 rounded-full border px-4 py-2 text-sm font-medium transition ${
        soldOut
          ? "cursor-not-allowed border-stone-200 bg-stone-100 text-stone-600"
          : pressed
            ? "border-primary bg-primary text-on-primary"
            : "border-stone-300 bg-white text-stone-800 hover:border-primary"
      }`}
    >
      {children}
      {/* not struck through: the word says why it cannot be chosen */}
      {soldOut ? <span className="ml-1 inline-block font-semibold">Uitverkocht</span> : null}
    </button>
  );
}

export function ChoiceGroup({
  group,
  chosen,
  onChange,
}: {
  group: MenuGroupChoiceView;
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const named = { min: group.min, max: group.max, group: group.name };
  const pick = (name: string) => onChange(choose(named, chosen, name));
  // the price next to a choice is what it costs now, given the group's free choices
  const cost = (name: string) => choicePrice(group, chosen, name);
  const soldOut = (name: string) => group.soldOut?.includes(name) ?? false;
  // "meer.." goes away when it is used: the focus moves to the first choice it revealed (decision 074)
  const chips = useRef<HTMLDivElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    if (!expanded || firstNew.current === null) return;
    chips.current?.querySelectorAll<HTMLButtonElement>("button[aria-pressed]")[firstNew.current]?.focus();
    firstNew.current = null;
  }, [expanded]);
  const required = group.min > 0; // "Verplicht" only when a choice must be made; a capped group may stay empty
  const heading = (
    <div className="mb-2 flex items-baseline justify-between gap-2">
      {/* its own word for a screen reader: "Eerste helft, Verplicht", not "Eerste helftVerplicht" */}
      <h3 id={id} className="font-semibold" aria-label={required ? `${group.name}, Verplicht` : undefined}>
        {group.name}
        {required ? <span className="ml-2 text-xs font-semibold uppercase text-stone-700">Verplicht</span> : null}
      </h3>
      <span id={`${id}-hint`} className="text-xs text-stone-600">
        {hint(group)}
      </span>
    </div>
  );

  if (group.items.length === 1) {
    const only = group.items[0];
    const yes = chosen.includes(only.name);
    return (
      <section aria-labelledby={id} className="py-3">
        {heading}
        <p className="mb-2 text-sm text-stone-700">
          {only.name}
          {cost(only.name) > 0 ? ` (+ ${formatEuro(cost(only.name))})` : only.price > 0 ? " (gratis)" : ""}
        </p>
        <div className="flex gap-2" role="group" aria-labelledby={id} aria-describedby={`${id}-hint`}>
          <Chip pressed={yes} onClick={() => !yes && pick(only.name)} soldOut={!yes && soldOut(only.name)}>
            JA
          </Chip>
          <Chip pressed={!yes} onClick={() => yes && pick(only.name)}>
            NEE
          </Chip>
        </div>
      </section>
    );
  }

  const limit = expanded ? EXPANDED_ITEM_COUNT : visibleItemCount(group.name);
  const items = group.items.slice(0, limit);
  return (
    <section aria-labelledby={id} className="py-3">
      {heading}
      <div
        ref={chips}
        className="flex flex-wrap gap-2"
        role="group"
        aria-labelledby={id}
        aria-describedby={`${id}-hint`}
      >
        {showNoneOption(named) ? (
          <Chip pressed={chosen.includes(NONE_LABEL)} onClick={() => pick(NONE_LABEL)}>
            {NONE_LABEL}
          </Chip>
        ) : null}
        {items.map((item) => (
          <Chip
            key={item.name}
            pressed={chosen.includes(item.name)}
            onClick={() => pick(item.name)}
            soldOut={soldOut(item.name)}
          >
            {item.name}
            {cost(item.name) > 0 ? (
              <span className="ml-1 font-normal"> + {formatEuro(cost(item.name))}</span>
            ) : item.price > 0 ? (
              <span className="ml-1 font-normal"> gratis</span>
            ) : null}
          </Chip>
        ))}
        {group.items.length > limit ? (
          <button
            type="button"
            onClick={() => {
              firstNew.current = chips.current?.querySelectorAll("button[aria-pressed]").length ?? null;
              setExpanded(true);
            }}
            className="min-h-11 px-3 text-sm font-semibold text-primary-ink underline"
          >
            meer..
          </button>
        ) : null}
      </div>
    </section>
  );
}
