// The "Favoriet" button: a plain form posting to /favoriet, so it works before (or without) any
// JavaScript and adds none to the page that shows it.

export function FavoriteForm({ favorite, hostName }: { favorite: boolean; hostName: string }) {
  return (
    <form method="post" action="/favoriet" className="flex justify-center">
      <input type="hidden" name="intent" value="favorite" />
      <input type="hidden" name="favorite" value={favorite ? "0" : "1"} />
      <button
        type="submit"
        aria-pressed={favorite}
        className="min-h-12 rounded-full border-2 border-stone-300 bg-white px-5 py-2 font-semibold text-stone-900"
      >
        <span aria-hidden="true" className="text-secondary">
          {favorite ? "♥ " : "♡ "}
        </span>
        {favorite ? `${hostName} is je favoriet` : `Maak ${hostName} je favoriet`}
      </button>
    </form>
  );
}
