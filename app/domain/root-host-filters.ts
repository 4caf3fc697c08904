// Root's /hosts filter tabs (issue 16 §6). Apart from the schemas so the directory's browser code,
// which shares the route, does not bring zod with it (issue 23 §6).
export const ROOT_HOST_FILTERS = [
  { value: "all", label: "Alle" },
  { value: "live", label: "Live" },
  { value: "new", label: "Nieuw deze week" },
  { value: "suspended", label: "Geschorst" },
  // issue 18 §1: which restaurants are linked to the marketplace
  { value: "thuisbezorgd", label: "Thuisbezorgd" },
] as const;
export type RootHostFilter = (typeof ROOT_HOST_FILTERS)[number]["value"];
