// When the install prompt may show (docs/issues/019.md §3), pure: after the customer's first order, never on
// a first visit, not in the installed app itself, and not for 30 days after "Niet nu".
export const INSTALL_DISMISS_MS = 30 * 24 * 60 * 60 * 1000;
export const INSTALL_DISMISSED_KEY = "bestelinfo.install-dismissed";
/** Where the document's head holds Chromium's install offer (beforeinstallprompt) until the thank-you page asks for it. */
export const HELD_INSTALL_OFFER = "bestelinfoInstallOffer";

export type InstallWay = "prompt" | "ios" | null;

export function installWay(opts: {
  standalone: boolean;
  dismissedAt: number | null;
  now: number;
  canPrompt: boolean;
  iosSafari: boolean;
}): InstallWay {
  if (opts.standalone) return null;
  if (opts.dismissedAt !== null && opts.now - opts.dismissedAt < INSTALL_DISMISS_MS) return null;
  if (opts.canPrompt) return "prompt";
  return opts.iosSafari ? "ios" : null;
}

/** iPhone and iPad Safari (iPadOS says "Macintosh" but has touch), not another browser on iOS. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}
