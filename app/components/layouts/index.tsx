// The layouts of docs/spec.md §2: admin (max 1200), default (banner app bar, snackbar, dialog, alert;
// max 800, website 1000), login ("Zelf bestellen? klik hier"), message.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AccountMenu } from "~/components/auth/account-menu";
import { Snackbar } from "~/components/messages";
import { SELF_ORDER_LINK } from "~/domain/messages";

/** The first element of every page (the root renders it before anything else, so it stays the
 * page's first link even when a notice with a link shows above the layout): on to `#main`, which
 * every layout's `<main>` is. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-primary-ink focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
    >
      Naar de inhoud
    </a>
  );
}

export function AppBar({ title, banner, children }: { title: string; banner?: string | null; children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 bg-primary text-on-primary shadow-md">
      <div className="mx-auto flex h-14 max-w-[1200px] items-center gap-3 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2 text-lg font-bold tracking-tight">
          {banner ? (
            <img src={banner} alt="" className="h-8 w-8 rounded-full object-cover" width={32} height={32} />
          ) : null}
          <span className="truncate">{title}</span>
        </Link>
        <div className="ml-auto flex items-center gap-2">
          {children}
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}

export function DefaultLayout({
  title,
  banner,
  website = false,
  actions,
  children,
}: {
  title: string;
  banner?: string | null;
  website?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <AppBar title={title} banner={banner}>
        {actions}
      </AppBar>
      <main
        id="main"
        tabIndex={-1}
        className={`mx-auto w-full outline-none ${website ? "max-w-[1000px]" : "max-w-[800px]"} pb-28`}
      >
        {children}
      </main>
      <Snackbar />
    </>
  );
}

export function AdminLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <AppBar title={title}>{actions}</AppBar>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-[1200px] p-4 outline-none">
        {children}
      </main>
      <Snackbar />
    </>
  );
}

export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-[500px] flex-col justify-center gap-6 p-4">
      {children}
      <p className="text-center">
        <Link to="/" className="font-semibold text-primary-ink underline underline-offset-4">
          {SELF_ORDER_LINK}
        </Link>
      </p>
      <Snackbar />
    </main>
  );
}

export function MessageLayout({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh w-full max-w-[800px] flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}
