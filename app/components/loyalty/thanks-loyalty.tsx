// On the thank-you page (docs/issues/020.md §6, §7): once the order is done, the link to review it; and the
// favourite button. Plain links and forms: nothing here needs JavaScript.
import { FavoriteForm } from "./favorite-form";

export function ThanksLoyalty({
  orderId,
  hostName,
  favorite,
  review,
}: {
  orderId: number;
  hostName: string;
  favorite: boolean;
  review: { done: boolean } | null;
}) {
  return (
    <section aria-label="Beoordelen en favoriet" className="flex flex-col items-center gap-3 text-center">
      {review ? (
        <a
          href={`/beoordeling/${orderId}`}
          className="min-h-12 rounded-full bg-primary px-6 py-3 text-lg font-bold text-on-primary"
        >
          {review.done ? "Bekijk je beoordeling" : "Beoordeel je bestelling"}
        </a>
      ) : null}
      <FavoriteForm favorite={favorite} hostName={hostName} />
      <a href="/club" className="font-semibold underline underline-offset-4">
        Klantenclub: je stempels en acties per sms
      </a>
    </section>
  );
}
