// The receipt as the browser shows and prints it (/bon/{id}): monospace, as wide as 58 or 80 mm
// paper, the number, pickup/delivery and the time large enough to read from arm's length. The
// print rules hide everything else and size the page to the paper, so the print dialog prints
// exactly the receipt.
import { Link } from "@remix-run/react";
import { formatReceiptEuro, paperOf, type Paper, type Receipt } from "~/domain/receipt";
import { receiptSections } from "~/domain/receipt-text";
import { buttonPrimary, buttonSecondary } from "~/components/ui/classes";

// Printable width is ~48 mm on 58 mm paper and ~72 mm on 80 mm: 32 and 48 characters of 1.5 mm
const PRINT_CHAR_MM = 1.5;
const PRINT_LINE_MM = 4.2;

function printStyle(paper: Paper, receipt: Receipt): string {
  const { mm, columns } = paperOf(paper);
  const s = receiptSections(receipt, columns);
  const lines = Object.values(s).reduce((n, section: string[]) => n + section.length, 0);
  // tall enough for every line and the big headline, so a roll printer gets one page
  const height = Math.ceil(lines * PRINT_LINE_MM + 60);
  return `
@page { size: ${String(mm)}mm ${String(height)}mm; margin: 0; }
@media print {
  html, body { background: #fff !important; margin: 0 !important; }
  body * { visibility: hidden; }
  .receipt, .receipt * { visibility: visible; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .receipt { position: absolute; left: 0; top: 0; margin: 0 !important; box-shadow: none !important; border: 0 !important;
    width: ${String(mm)}mm !important; padding: 2mm ${String((mm - columns * PRINT_CHAR_MM) / 2)}mm !important;
    font-size: ${String(PRINT_CHAR_MM / 0.6)}mm !important; }
  .receipt .big { font-size: 2.2em !important; }
  .receipt .huge { font-size: 3.2em !important; }
}`;
}

function Rule({ double = false }: { double?: boolean }) {
  return (
    <hr
      className={`my-1 border-0 border-t-2 ${double ? "border-double border-t-4" : "border-dashed"} border-stone-900`}
    />
  );
}

function Row({
  left,
  right,
  strong = false,
  hang = 0,
}: {
  left: string;
  right: string;
  strong?: boolean;
  hang?: number;
}) {
  return (
    <div className={`flex justify-between gap-[1ch] ${strong ? "font-bold" : ""}`}>
      {/* a long name goes on under itself, not under the quantity */}
      <span style={hang ? { paddingLeft: `${String(hang)}ch`, textIndent: `-${String(hang)}ch` } : undefined}>
        {left}
      </span>
      <span className="whitespace-nowrap">{right}</span>
    </div>
  );
}

/**
 * `qr`: the SVG of the win-back code (docs/issues/018.md §7), made on the server from receipt.winBack.url — the
 * same address the printer draws as its own QR code.
 */
export function ReceiptView({ receipt, paper, qr = null }: { receipt: Receipt; paper: Paper; qr?: string | null }) {
  const { columns } = paperOf(paper);
  return (
    <article
      aria-labelledby="receipt-title"
      className="receipt mx-auto bg-white p-[1ch] font-mono leading-snug text-black shadow-md"
      // 15px, smaller on a phone so the whole width of the paper fits the screen (a character is ~0.6em)
      style={{
        width: `${String(columns + 2)}ch`,
        fontSize: `min(15px, calc((100vw - 1rem) / ${String((columns + 2) * 0.6)}))`,
      }}
      data-paper={paper}
    >
      <style>{printStyle(paper, receipt)}</style>
      <header className="text-center">
        <p className="font-bold">{receipt.restaurant}</p>
        {receipt.restaurantLines.map((l) => (
          <p key={l}>{l}</p>
        ))}
      </header>
      <Rule double />
      {receipt.canceled ? (
        // the marketplace cancelled it (docs/issues/018.md §4): nobody may make it from this paper
        <p className="big bg-black py-1 text-center text-3xl font-black text-white">
          GEANNULEERD
          <span className="block text-base font-bold">Reden: {receipt.canceled.reason}</span>
        </p>
      ) : null}
      <div className="text-center">
        <h1 id="receipt-title" className="huge text-5xl font-black leading-tight">
          <span className="sr-only">Bestelling </span>
          {receipt.test ? "TEST" : `#${String(receipt.number)}`}
        </h1>
        <p className="big text-3xl font-black uppercase">
          {receipt.mode} {receipt.time}
        </p>
        {receipt.asap ? <p className="font-bold">zo snel mogelijk</p> : null}
        <p>{receipt.date}</p>
      </div>
      <Rule double />
      <section aria-label="Klant" className="font-bold">
        {receipt.customer.map((l, i) => (
          <p key={i}>{l}</p>
        ))}
      </section>
      <Rule />
      <ul aria-label="Artikelen" className="space-y-1">
        {receipt.items.map((item, i) => (
          <li key={i}>
            <Row
              left={`${String(item.quantity)}x ${item.name}`}
              right={formatReceiptEuro(item.amount)}
              strong
              hang={String(item.quantity).length + 2}
            />
            {item.details.map((d, j) => (
              <p key={j} style={{ paddingLeft: "5ch", textIndent: "-2ch" }}>
                - {d}
              </p>
            ))}
          </li>
        ))}
      </ul>
      {receipt.note ? (
        <>
          <Rule />
          <p className="font-bold">Let op: {receipt.note}</p>
        </>
      ) : null}
      <Rule />
      {receipt.totals.map((t) => (
        <Row key={t.label} left={t.label} right={formatReceiptEuro(t.amount)} />
      ))}
      <Row left="Totaal" right={formatReceiptEuro(receipt.total)} strong />
      <Rule double />
      <p className="text-center">
        {/* still to collect: white on black, so the courier and the counter cannot miss it */}
        <span
          className={`big inline-block px-[1ch] text-2xl font-black uppercase ${receipt.payment.paid ? "" : "bg-black text-white"}`}
        >
          {receipt.payment.label}
        </span>
        <span className="block">{receipt.payment.detail}</span>
      </p>
      {receipt.winBack ? (
        <section aria-label="Volgende keer direct bestellen" className="mt-2 text-center">
          <Rule />
          <p>{receipt.winBack.text}</p>
          {qr ? (
            // generated on the server from our own address, never from input: safe to inline
            <div
              className="mx-auto my-1 w-[18ch]"
              role="img"
              aria-label="QR-code"
              dangerouslySetInnerHTML={{ __html: qr }}
            />
          ) : null}
          <p className="break-all">{receipt.winBack.url}</p>
        </section>
      ) : null}
    </article>
  );
}

export function ReceiptToolbar({
  orderId,
  paper,
  papers,
}: {
  orderId: number;
  paper: Paper;
  papers: ReadonlyArray<{ value: Paper; label: string }>;
}) {
  return (
    <nav
      aria-label="Bon"
      className="mx-auto mb-4 flex max-w-[800px] flex-wrap items-center justify-center gap-3 print:hidden"
    >
      <Link to="/orders" className={`${buttonSecondary} content-center`}>
        Terug
      </Link>
      <ul className="flex gap-1" aria-label="Papier">
        {papers.map((p) => (
          <li key={p.value}>
            <Link
              to={`/bon/${String(orderId)}?paper=${p.value}`}
              aria-current={p.value === paper ? "page" : undefined}
              className={`block min-h-11 content-center rounded-full px-4 font-semibold ${p.value === paper ? "bg-stone-900 text-white" : "border border-stone-400 text-stone-900"}`}
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => window.print()} className={buttonPrimary}>
        Afdrukken
      </button>
    </nav>
  );
}
