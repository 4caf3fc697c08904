// "Installeer de app" (docs/issues/019.md §3), on the thank-you page only: after the customer's first order,
// never on a first visit. Chromium offers its own install dialog (beforeinstallprompt); iOS Safari
// has none, so it says how: "Zet op beginscherm". "Niet nu" hides it for 30 days.
import { useEffect, useState } from "react";
import {
  HELD_INSTALL_OFFER,
  INSTALL_DISMISSED_KEY,
  installWay,
  isIosSafari,
  type InstallWay,
} from "~/domain/install-prompt";
import { buttonPrimary } from "~/components/ui/classes";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** The offer the document's head holds (hold-install-offer.tsx) until this part has loaded. */
const heldOffer = () => (window as unknown as Record<string, BeforeInstallPromptEvent | undefined>)[HELD_INSTALL_OFFER];
/** An offer can be shown once, and none after the app is installed. */
const dropHeldOffer = () => {
  delete (window as unknown as Record<string, unknown>)[HELD_INSTALL_OFFER];
};

function dismissedAt(): number | null {
  try {
    const at = Number(localStorage.getItem(INSTALL_DISMISSED_KEY));
    return at > 0 ? at : null;
  } catch {
    return null;
  }
}

export function InstallPrompt() {
  const [way, setWay] = useState<InstallWay>(null);
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  useEffect(() => {
    const standalone =
      window.matchMedia?.("(display-mode: standalone)").matches ||
      (navigator as { standalone?: boolean }).standalone === true;
    const decide = (canPrompt: boolean) =>
      setWay(
        installWay({
          standalone,
          dismissedAt: dismissedAt(),
          now: Date.now(),
          canPrompt,
          iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
        }),
      );
    const offered = (event: BeforeInstallPromptEvent) => {
      setDeferred(event);
      decide(true);
    };
    // the offer came before this part had loaded, or comes now
    const held = heldOffer();
    if (held) offered(held);
    else decide(false);
    const onPrompt = (event: Event) => offered(event as BeforeInstallPromptEvent);
    const onInstalled = () => {
      dropHeldOffer();
      setWay(null);
    };
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()));
    } catch {
      // nothing to remember it in: hidden for this visit
    }
    setWay(null);
  };
  const install = async () => {
    if (!deferred) return;
    dropHeldOffer();
    await deferred.prompt();
    const { outcome } = await deferred.userChoice;
    setDeferred(null);
    if (outcome === "accepted") setWay(null);
    else dismiss();
  };

  if (!way) return null;
  return (
    // fixed at the bottom: it appears after load and must not push the page down (CLS 0)
    <section
      aria-labelledby="install-title"
      className="fixed inset-x-0 bottom-3 z-40 mx-auto w-[min(94vw,480px)] rounded-2xl bg-white p-4 shadow-lg ring-1 ring-stone-300"
    >
      <h2 id="install-title" className="font-bold">
        {way === "ios" ? "Zet op beginscherm" : "Installeer de app"}
      </h2>
      <p className="mt-1 text-stone-700">
        {way === "ios" ? (
          <>
            Tik onderin op <strong>Deel</strong> (het vierkantje met de pijl omhoog) en kies{" "}
            <strong>Zet op beginscherm</strong>. Dan bestel je de volgende keer met één tik.
          </>
        ) : (
          "Bestel de volgende keer met één tik vanaf je beginscherm."
        )}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {way === "prompt" ? (
          <button type="button" onClick={install} className={buttonPrimary}>
            Installeer de app
          </button>
        ) : null}
        <button
          type="button"
          onClick={dismiss}
          className="min-h-11 rounded-full border border-stone-400 px-4 font-semibold text-stone-900"
        >
          Niet nu
        </button>
      </div>
    </section>
  );
}
