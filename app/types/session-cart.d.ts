// The cart lives in the server-side session (docs/issues/004.md: it survives reloads and the login).
import type { SessionCart } from "~/schemas/cart";

declare module "express-session" {
  interface SessionData {
    cart: SessionCart;
  }
}
