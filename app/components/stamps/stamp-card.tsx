// The loyalty card (docs/spec.md §1/§9): MAX_STAMPS circles, filled up to the customer's stamps. Shared by
// the thank-you page and "Mijn Bestelinfo".
// <StampCard stamps={7} maxStamps={10} title="Je stempelkaart" />
import { useId, type ReactNode } from "react";

export function StampCard({
  stamps,
  maxStamps,
  title = "Je stempelkaart",
  footer,
  level = 2,
}: {
  stamps: number;
  maxStamps: number;
  title?: ReactNode;
  /** Replaces the default line under the circles (how many to go, or "vol"). */
  footer?: ReactNode;
  /** The heading level where the card sits in the page's outline. */
  level?: 2 | 3;
}) {
  const id = useId();
  const Heading = level === 3 ? "h3" : "h2";
  const full = stamps >= maxStamps;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-stone-200">
      <Heading id={id} className="font-bold">
        {title}
      </Heading>
      <ol className="my-3 flex flex-wrap justify-center gap-2" aria-label={`${stamps} van de ${maxStamps} stempels`}>
        {Array.from({ length: maxStamps }, (_, i) => (
          <li
            key={i}
            className={`h-8 w-8 rounded-full border-2 ${i < stamps ? "border-primary bg-primary" : "border-stone-300"}`}
          />
        ))}
      </ol>
      {footer ?? (
        <p className="text-sm text-stone-700">
          {full
            ? "Je kaart is vol: je volgende snack of drankje is gratis!"
            : `Nog ${maxStamps - stamps} stempels tot een gratis snack of drankje. Je krijgt een stempel als je bestelling klaar is.`}
        </p>
      )}
    </section>
  );
}
