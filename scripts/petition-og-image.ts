// Draws public/images/petitie-og.png, the 1200×630 preview of /petitie on social media (docs/issues/020.md §4,
// decision 052), with sharp from an SVG. Run once and commit the file (`npx tsx scripts/petition-og-image.ts`):
// the figure comes from the financial overview's rates, so run it again when those change.
import path from "node:path";
import sharp from "sharp";
import { PETITION_TITLE, TYPICAL_ORDER, typicalCommission } from "~/domain/petition";

const euro = (cents: number) =>
  new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" }).format(cents / 100).replace(/\u00a0/g, " ");

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0069b3"/>
  <rect x="60" y="60" width="1080" height="510" rx="36" fill="#ffffff"/>
  <g transform="translate(110 110) scale(1.5)">
    <rect width="64" height="64" rx="14" fill="#0069b3"/>
    <path d="M18 16h16c8 0 12 4 12 9.5 0 3.6-2 6.2-5 7.4 3.8 1.1 6.5 4 6.5 8.4C47.5 47.6 43 52 34.5 52H18z" fill="#fff"/>
    <circle cx="46" cy="18" r="6" fill="#e91e63"/>
  </g>
  <text x="230" y="172" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="#0069b3">Bestelinfo</text>
  <text x="110" y="300" font-family="DejaVu Sans, sans-serif" font-size="92" font-weight="bold" fill="#1c1917">${PETITION_TITLE}</text>
  <text x="110" y="385" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#292524">Een bestelplatform houdt ${euro(typicalCommission())} in</text>
  <text x="110" y="437" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#292524">van een bestelling van ${euro(TYPICAL_ORDER)}.</text>
  <rect x="110" y="472" width="520" height="64" rx="32" fill="#0069b3"/>
  <text x="370" y="515" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="32" font-weight="bold" fill="#ffffff">Teken de petitie</text>
</svg>`;

const out = path.resolve(import.meta.dirname, "../public/images/petitie-og.png");
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
console.log(`wrote ${out}`);
