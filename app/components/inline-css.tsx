// The app's stylesheet, inlined into the document's <head> instead of a render-blocking
// <link rel="stylesheet"> (docs/issues/023.md §6, decision 055): the first paint no longer waits for a second
// request. The server provides the CSS text (app/server/inline-css.server.ts reads the built file);
// the browser hydrates the <style> the server wrote and never touches its text. The development
// server links the stylesheet as before.
// <AppStylesheet /> in the document's <head>
import { createContext, useContext } from "react";
import stylesheet from "~/tailwind.css?url";

const InlineCssContext = createContext("");
export const InlineCssProvider = InlineCssContext.Provider;

export function AppStylesheet() {
  const css = useContext(InlineCssContext);
  // the development server (Vite) serves the CSS itself, and changes it while you work
  if (import.meta.env.DEV) return <link rel="stylesheet" href={stylesheet} />;
  // in the browser the text is "": React (production) does not compare or rewrite a hydrated
  // element's inner HTML, and "" never changes, so the server's text stays
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
