// The simulator's checkout page: plain Dutch HTML, no scripts, readable without styles. Like
// Mollie's test mode, the payer picks the outcome.
import type { SimPayment } from "./store";
import { formatEuro } from "~/domain/pricing";

const OUTCOMES = [
  { value: "paid", label: "Betaald" },
  { value: "failed", label: "Mislukt" },
  { value: "canceled", label: "Geannuleerd" },
  { value: "expired", label: "Verlopen" },
  { value: "open", label: "Open (nog niet betaald)" },
] as const;

export const OUTCOME_VALUES = OUTCOMES.map((o) => o.value);

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f5f4;color:#1c1917}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:1rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}fieldset{border:1px solid #a8a29e;border-radius:.5rem;margin:1rem 0;padding:.5rem 1rem}
label{display:flex;gap:.5rem;align-items:center;min-height:44px}button,a.button{display:inline-block;min-height:44px;padding:.5rem 1.5rem;
border:0;border-radius:999px;background:#0b4f9c;color:#fff;font:inherit;font-weight:700;text-decoration:none}
.note{font-size:.875rem;color:#44403c}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function checkoutPage(p: SimPayment): string {
  if (p.status !== "open") {
    return page(
      "Betaling afgerond — testbetaling",
      `<h1>Deze betaling is al afgerond</h1>
<p>Status: ${escape(p.status)}.</p><p><a class="button" href="${escape(p.redirectUrl)}">Terug naar de winkel</a></p>`,
    );
  }
  const choices = OUTCOMES.map(
    (o, i) =>
      `<label><input type="radio" name="status" value="${o.value}"${i === 0 ? " checked" : ""}> ${o.label}</label>`,
  ).join("\n");
  return page(
    "Testbetaling iDEAL — betaalsimulator",
    `<h1>Testbetaling iDEAL</h1>
<p class="note">Dit is de ingebouwde betaalsimulator: er wordt geen echt geld betaald.</p>
<p>${escape(p.description)}</p>
<p>Te betalen: <strong>${formatEuro(p.amount)}</strong></p>
<form method="post">
<fieldset><legend>Kies de uitkomst van deze betaling</legend>
${choices}
</fieldset>
<button type="submit">Doorgaan</button>
</form>`,
  );
}

export function notFoundPage(): string {
  return page("Betaling niet gevonden — testbetaling", "<h1>Deze betaling bestaat niet</h1>");
}
