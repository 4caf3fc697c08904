// Nothing personal may sit in a shared cache (docs/issues/014.md §12, docs/design.md §4): every answer to a logged-in
// session, and every page or API that is about one person whoever asks (the cart, checkout, an order,
// staff screens), is `private, no-store`. Everything Remix answers varies by the session cookie.
// Static assets are served before this and keep their own long caching.
import type { RequestHandler } from "express";

const PERSONAL =
  /^\/(api\/(auth|cart|order|payment|push|board|product|register|ritten)|orders|ritten|admin|customers|deliver|bon|thanks|order|login|exlogin|organisation|register|mijn-gegevens)(\/|$)/;

export function isPersonalPath(path: string): boolean {
  return PERSONAL.test(path);
}

export const privateWhenPersonal: RequestHandler = (req, res, next) => {
  res.setHeader("Vary", "Cookie");
  if (req.session?.userId || isPersonalPath(req.path)) res.setHeader("Cache-Control", "private, no-store");
  next();
};
