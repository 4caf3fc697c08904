// The Kortingen page's looks, shared by its list and its form.
export const box = "rounded-2xl bg-white p-4 ring-1 ring-stone-200";
export const secondary = "min-h-12 rounded-full px-5 py-2 font-semibold ring-1 ring-stone-400 inline-flex items-center";
export const input = "mt-1 block w-full rounded-xl border border-stone-400 p-2 min-h-12";
