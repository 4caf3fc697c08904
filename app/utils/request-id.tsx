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
