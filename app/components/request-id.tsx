// The request id of the document (X-Request-Id), for the error page: support finds the request's
// log line by it. The server provides it; the browser reads the one the server wrote into <head>.
import { createContext, useContext } from "react";

const RequestIdContext = createContext<string | null>(null);
export const RequestIdProvider = RequestIdContext.Provider;

export function useDocumentRequestId(): string | null {
  const fromServer = useContext(RequestIdContext);
  if (fromServer !== null) return fromServer;
  if (typeof document === "undefined") return null;
  return document.querySelector('meta[name="request-id"]')?.getAttribute("content") || null;
}

// The document's id names an error only while the browser is still on the document's own history
// entry (the router numbers entries from 0): after a navigation a failing page came from a data
// request the id does not name. Not the location's key: the router gives the first location a new
// key while it hydrates a 404 (route discovery), and the page then differed from the server's HTML.
// (Back on the first entry after navigating away, a failing page shows the document's id too.)
export function useErrorReference(): string | null {
  const id = useDocumentRequestId();
  return typeof window === "undefined" || (window.history.state as { idx?: number } | null)?.idx === 0 ? id : null;
}
