// zod v4 compiles object parsers with `new Function` when it may, and probes for that once. In the
// browser our strict CSP (script-src without 'unsafe-eval') blocks the probe and logs a violation
// on every page that parses a form. Jitless there: imported first by app/root.tsx, so it runs before
// any schema module is evaluated. The server keeps the faster compiled parsers.
import { config } from "zod";

if (typeof document !== "undefined") config({ jitless: true });
