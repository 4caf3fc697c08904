// The cart lives in the server-side session (issue 4: it survives reloads and the login).
import type { SessionCart } from "~/schemas/cart";

declare module "express-session" {
  interface SessionData {
    cart: SessionCart;
  }
}
