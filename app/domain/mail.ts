// The simple HTML part of every mail (decision 080): a heading, paragraphs, an optional list and
// one link, escaped here; the plain-text part is written beside it by the caller. No images, no
// external styles: it reads the same in every mail client.
export interface MailBody {
  heading: string;
  paragraphs: string[];
  list?: string[];
  link?: { href: string; label: string };
  /** Preformatted text (a receipt laid out in columns), shown as is. */
  pre?: string;
  /** The last line, small (who sent it, why). */
  footer?: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function mailHtml(body: MailBody): string {
  const parts = [`<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(body.heading)}</h1>`];
  for (const p of body.paragraphs) parts.push(`<p style="margin:0 0 12px">${escapeHtml(p)}</p>`);
  if (body.list?.length) {
    parts.push(
      `<ul style="margin:0 0 12px;padding-left:20px">${body.list.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`,
    );
  }
  if (body.link) {
    parts.push(
      `<p style="margin:0 0 12px"><a href="${escapeHtml(body.link.href)}" style="color:#b91c1c">${escapeHtml(body.link.label)}</a></p>`,
    );
  }
  if (body.pre)
    parts.push(
      `<pre style="font-family:Menlo,Consolas,monospace;font-size:13px;margin:0 0 12px">${escapeHtml(body.pre)}</pre>`,
    );
  if (body.footer) parts.push(`<p style="margin:24px 0 0;color:#555;font-size:13px">${escapeHtml(body.footer)}</p>`);
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(body.heading)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">${parts.join("")}</body></html>`;
}

/** The plain-text part from the same body: what `mailHtml` shows, as text. */
export function mailText(body: MailBody): string {
  const lines = [body.heading, "", ...body.paragraphs.flatMap((p) => [p, ""])];
  if (body.list?.length) lines.push(...body.list.map((i) => `- ${i}`), "");
  if (body.link) lines.push(`${body.link.label}: ${body.link.href}`, "");
  if (body.pre) lines.push(body.pre, "");
  if (body.footer) lines.push(body.footer);
  return lines.join("\n").trimEnd() + "\n";
}

/** Only the domain of an address, for logs (a mail's recipient is personal data). */
export function mailDomain(address: string): string {
  const at = address.lastIndexOf("@");
  return at === -1 ? "?" : address.slice(at + 1).toLowerCase();
}

/** A mail's subject and body; the caller renders the body with `mailText` and `mailHtml`. */
export interface MailContent {
  subject: string;
  body: MailBody;
}

/** The data export of "Mijn gegevens" by mail (decision 080): the zip is attached. */
export function exportMail(restaurant: string): MailContent {
  return {
    subject: `Je gegevens bij ${restaurant}`,
    body: {
      heading: `Je gegevens bij ${restaurant}`,
      paragraphs: [
        `Je vroeg om je gegevens bij ${restaurant}. Ze zitten in het zip-bestand bij deze e-mail: gegevens.json met alles, en per onderdeel een CSV-bestand (te openen in een spreadsheet).`,
        "Heb je hier niet om gevraagd? Neem dan contact op met het restaurant.",
      ],
      footer: "Verstuurd door Bestelinfo in opdracht van het restaurant, omdat je dit in Mijn gegevens vroeg.",
    },
  };
}

/** A new restaurant's welcome (decision 080): its checklist, each step with its link, and its board. */
export function welcomeMail(input: {
  restaurant: string;
  board: string;
  checklist: ReadonlyArray<{ label: string; href: string }>;
}): MailContent {
  return {
    subject: `Welkom bij Bestelinfo: ${input.restaurant} staat klaar`,
    body: {
      heading: `Welkom bij Bestelinfo, ${input.restaurant}`,
      paragraphs: [
        `${input.restaurant} is aangemeld en je menukaart staat online. Loop deze punten na voordat je de eerste bestellingen aanneemt:`,
      ],
      list: input.checklist.map((i) => `${i.label}: ${i.href}`),
      link: { href: input.board, label: "Naar je beheer" },
      footer:
        "Je krijgt deze e-mail omdat je dit adres opgaf bij het aanmelden. De dagafsluiting mailen we ook naar dit adres; dat pas je aan bij Instellingen → Profiel.",
    },
  };
}
