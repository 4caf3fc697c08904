// "Live" or "Verbinden…": visible, since staff must know whether the list updates itself.
export function LiveStatus({ live }: { live: boolean }) {
  return (
    <p
      role="status"
      data-live={live ? "1" : "0"}
      className="flex items-center gap-2 text-base font-semibold text-stone-800"
    >
      <span
        aria-hidden="true"
        className={`inline-block h-3 w-3 rounded-full ${live ? "bg-green-700" : "bg-stone-400"}`}
      />
      {live ? "Live" : "Verbinden…"}
    </p>
  );
}
