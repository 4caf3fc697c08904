// The request id of the document (X-Request-Id), for the error page: support finds the request's
// log line by it. The server provides it; the browser reads the one the server wrote into <head>.
import { createContext, useContext, useEffect } from "react";
import { useLocation } from "@remix-run/react";

const RequestIdContext = createContext<string | null>(null);
export const RequestIdProvider = RequestIdContext.Provider;

export function useDocumentRequestId(): string | null {
  const fromServer = useContext(RequestIdContext);
  if (fromServer !== null) return fromServer;
  if (typeof document === "undefined") return null;
  return document.querySelector('meta[name="request-id"]')?.getAttribute("content") || null;
}

// The document's id names an error only while the browser is still on the document's own URL: once
// it has navigated, a failing page came from a data request the id does not name. Not the location's
// key: the router gives the first location a new key while it hydrates a 404 (route discovery), and
// the page then differed from the server's HTML.
const documentUrl = typeof window === "undefined" ? null : window.location.pathname + window.location.search;
let leftDocument = false;

/** Called once, in the root layout, so every navigation is seen, also ones that show no error. */
export function useWatchDocumentUrl() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (pathname + search !== documentUrl) leftDocument = true;
  }, [pathname, search]);
}

export function useErrorReference(): string | null {
  const id = useDocumentRequestId();
  const { pathname, search } = useLocation();
  if (documentUrl === null) return id; // on the server: this document is the request
  return leftDocument || pathname + search !== documentUrl ? null : id;
}
