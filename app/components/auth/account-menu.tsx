// The AppBar's account corner: "Inloggen" (opens the "Aanmelden" dialog) for visitors; for a
// logged-in user a menu button that opens the navigation drawer of docs/spec.md §2 (menuEntries), with a
// user header, a cog to /admin/profile and "Uitloggen".
import { useRouteLoaderData } from "@remix-run/react";
import { Suspense, useEffect, useState } from "react";
import { lazyPart, prefetch } from "~/components/lazy-part";
import type { ClientUser } from "./types";
import { PREFETCH_IDLE_MS } from "~/domain/constants";
import { useIsland } from "~/components/islands";
import { useHydrated } from "~/components/hydrated";

/** The root's user, or the island's on the cached menu page (`pending` while it hydrates: decision 054). */
function useAccount(): { user: ClientUser | null; pending: boolean } {
  const data = useIsland(useRouteLoaderData<{ user?: ClientUser | null; shell?: boolean }>("root") ?? {}, "root");
  return { user: data.user ?? null, pending: data.pending };
}

// Reading the menu needs no login code: the dialog loads after the page is interactive.
const loadLoginDialog = () => import("./login-dialog").then((m) => m.LoginDialog);
const LoginDialog = lazyPart(loadLoginDialog);
const loadDrawer = () => import("./account-drawer").then((m) => m.Drawer);
const Drawer = lazyPart(loadDrawer);

export function AccountMenu() {
  const { user, pending } = useAccount();
  const [open, setOpen] = useState(false);
  // both open a dialog, which is JavaScript: disabled (visibly) until the page has hydrated
  const hydrated = useHydrated();
  useEffect(() => {
    const t = setTimeout(() => prefetch(user ? loadDrawer : loadLoginDialog), PREFETCH_IDLE_MS);
    return () => clearTimeout(t);
  }, [user]);
  // the shell before its islands: the space is kept, neither "Inloggen" nor "Menu" is claimed yet; both
  // buttons are one width, so the visitor's island turning "Inloggen" into "Menu" moves nothing (decision 096)
  const button = `min-w-[7rem] rounded-full border border-current px-4 py-1.5 text-sm font-semibold hover:bg-black/10 disabled:opacity-50${pending ? " invisible" : ""}`;
  if (!user) {
    return (
      <>
        <button type="button" onClick={() => setOpen(true)} disabled={!hydrated} className={button}>
          Inloggen
        </button>
        {open ? (
          <Suspense fallback={null}>
            <LoginDialog open={open} onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={!hydrated}
        className={button}
        aria-haspopup="dialog"
      >
        Menu
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Drawer user={user} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
