// zod v4 compiles object parsers with `new Function` when it may, and probes for that once. In the
// browser our strict CSP (script-src without 'unsafe-eval') blocks the probe and logs a violation
// on every page that parses a form. Jitless there: imported first by the components that parse in
// the browser (checkout-form.tsx, desk-page.tsx), so it runs before their schemas are evaluated —
// not by the root, which would put zod's core on every page (4 kB the menu page does not need).
// The server keeps the faster compiled parsers.
import { config } from "zod";

if (typeof document !== "undefined") config({ jitless: true });
