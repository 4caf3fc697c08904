// The browser side of /api/auth/*: one place that knows the URLs and the answer shape.
import type { ApiAnswer } from "./types";
import { LOGOUT_REDIRECT_MS } from "~/domain/constants";

async function post(path: string, body: object): Promise<ApiAnswer> {
  try {
    const res = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    return (await res.json()) as ApiAnswer;
  } catch {
    return { result: "ERROR", message: "Geen verbinding. Probeer het nog eens." };
  }
}

export const requestLoginCode = (phone: string) =>
  post("/api/auth/code", { phone, force: false, from: window.location.host });
export const loginWithCode = (phone: string, code: string) => post("/api/auth/login", { phone, code });
export const loginWithPassword = (username: string, password: string) =>
  post("/api/auth/login", { username, password });

/** docs/spec.md §7: logout failures are only logged; local state goes anyway, then / after 100 ms. */
export async function logoutEverywhere(): Promise<void> {
  try {
    const res = await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" });
    if (!res.ok) console.warn(`logout answered ${res.status}`);
  } catch (err) {
    console.warn("logout failed", err);
  }
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // storage may be unavailable (private mode): nothing to clear then
  }
  setTimeout(() => window.location.assign("/"), LOGOUT_REDIRECT_MS);
}
