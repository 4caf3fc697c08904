// The CSP nonce of this request, for <Scripts nonce> and friends. Empty in the browser.
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
