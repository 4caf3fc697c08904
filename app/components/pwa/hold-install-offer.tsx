// Chromium offers installing once a page load (beforeinstallprompt), as soon as the document allows it:
// often before the page's modules have run (decision 062), and before the thank-you page's install prompt
// has loaded (after hydration, decision 093). The document's head holds the offer for it, as the first
// script of every page; the browser's own bar stays away meanwhile (docs/issues/019.md §3: our button,
// after an order). components/pwa/install-prompt.tsx takes it from there.
//
// The name is HELD_INSTALL_OFFER's (domain/install-prompt.ts), written out: importing it would put that
// module in a chunk of its own on every page (+0.4 kB on the menu's budget). tests/unit/hold-install-offer.test.ts
// runs this script against the constant.
const HOLD = `addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.bestelinfoInstallOffer=e})`;

export function HoldInstallOffer({ nonce }: { nonce?: string }) {
  // the nonce is the server's alone (empty in the browser, which hides it anyway): no mismatch to report
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HOLD }} />;
}
