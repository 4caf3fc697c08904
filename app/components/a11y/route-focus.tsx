// After a client-side navigation to another page (Bestellen → checkout, placed → thank-you) the
// browser leaves the focus on the body: move it to the new page's <h1> (decision 074), so a keyboard
// user goes on from the top and a screen reader reads where they are. A first load, a tab change
// (?tab=) or an anchor (#pizza) on the same page is no new page: the focus stays where it is.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

export function useFocusOnNewPage() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // a dialog that opened with the page, or a field the new page focused itself, keeps the focus
    if (document.querySelector("dialog[open]")) return;
    if (document.activeElement?.matches("input, textarea, select, [contenteditable]")) return;
    const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");
    const target = heading ?? document.getElementById("main");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus();
  }, [pathname]);
}
