// Same landing as /thanks/{index} (SPEC §2 lists both addresses); one module serves them all.
export { loader, meta, default, ErrorBoundary } from "./thanks.$index";
