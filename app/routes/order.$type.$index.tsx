// Same landing as /thanks/{index} (docs/spec.md §2 lists both addresses); one module serves them all.
export { loader, meta, default, ErrorBoundary } from "./thanks.$index";
