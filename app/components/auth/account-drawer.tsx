// The navigation drawer of docs/spec.md §2 for a logged-in user (menuEntries): user header, a cog to
// /admin/profile, the entries and "Uitloggen". Loaded when a logged-in page becomes interactive.
import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { logoutEverywhere } from "./api";
import type { ClientUser } from "./types";
import { useMessages } from "~/components/messages";
import { PROFILE_ROUTE } from "~/domain/menu";
import { menuEntries } from "~/domain/navigation";

function describe(user: ClientUser): string {
  if (user.kind === "customer") return "Klant";
  if (user.kind === "root") return "Beheer Bestelinfo";
  return [user.organisation?.name, user.roleLabels.join(", ")].filter(Boolean).join(" · ");
}

export function Drawer({ user, open, onClose }: { user: ClientUser; open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { show } = useMessages();
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  const entries = menuEntries({ kind: user.kind }, user.roles, user.organisation);
  const title = user.name ?? user.phone ?? user.email ?? "Mijn account";
  const item = "block w-full rounded-lg px-4 py-3 text-left font-semibold hover:bg-stone-100";

  return (
    <dialog
      ref={ref}
      aria-labelledby="account-drawer-title"
      onClose={onClose}
      className="ml-auto mr-0 h-dvh max-h-dvh w-80 max-w-[85vw] p-0 text-stone-900 shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex items-center gap-3 bg-primary px-4 py-4 text-on-primary">
        <div className="min-w-0 flex-1">
          <h2 id="account-drawer-title" className="truncate text-lg font-bold">
            {title}
          </h2>
          <p className="truncate text-sm">{describe(user)}</p>
        </div>
        <Link to={PROFILE_ROUTE} onClick={onClose} aria-label="Profiel" className="rounded-full p-2 hover:bg-black/10">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-current">
            <path d="M19.14 12.94a7.5 7.5 0 0 0 0-1.88l2.03-1.58-1.92-3.32-2.39.96a7.3 7.3 0 0 0-1.63-.94L14.87 3.6h-3.84l-.36 2.58c-.58.24-1.13.55-1.63.94l-2.39-.96-1.92 3.32 2.03 1.58a7.5 7.5 0 0 0 0 1.88l-2.03 1.58 1.92 3.32 2.39-.96c.5.39 1.05.7 1.63.94l.36 2.58h3.84l.36-2.58c.58-.24 1.13-.55 1.63-.94l2.39.96 1.92-3.32-2.03-1.58ZM12.95 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z" />
          </svg>
        </Link>
        <button
          type="button"
          onClick={onClose}
          aria-label="Menu sluiten"
          className="rounded-full px-2 text-2xl leading-none"
        >
          ×
        </button>
      </div>
      <nav aria-label="Hoofdmenu" className="p-2">
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              {entry.to ? (
                <Link to={entry.to} onClick={onClose} className={item}>
                  {entry.label}
                </Link>
              ) : (
                <button
                  type="button"
                  className={item}
                  onClick={() => {
                    if (entry.action === "logout") void logoutEverywhere();
                    else show({ text: `${entry.label}: nog niet beschikbaar.` });
                  }}
                >
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
}
