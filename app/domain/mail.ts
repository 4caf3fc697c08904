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
