// Root's /hosts filter tabs (docs/issues/016.md §6). Apart from the schemas so the directory's browser code,
// which shares the route, does not bring zod with it (docs/issues/023.md §6).
export const ROOT_HOST_FILTERS = [
  { value: "all", label: "Alle" },
  { value: "live", label: "Live" },
  { value: "new", label: "Nieuw deze week" },
  { value: "suspended", label: "Geschorst" },
  // docs/issues/018.md §1: which restaurants are linked to the marketplace
  { value: "thuisbezorgd", label: "Thuisbezorgd" },
] as const;
export type RootHostFilter = (typeof ROOT_HOST_FILTERS)[number]["value"];
