// The retention periods live once (RETENTION_DAYS, decision 078): the privacy page's table
// (domain/retention.ts, decision 081) and docs/privacy.md state the periods the sweep enforces.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { RETENTION_DAYS } from "~/domain/privacy";
import { RETENTION } from "~/domain/retention";

const doc = fs.readFileSync(new URL("../../docs/privacy.md", import.meta.url), "utf8");
const years = (days: number) => Math.round(days / 365);

describe("the retention table", () => {
  it("says on the privacy page the periods the sweep keeps", () => {
    const said = RETENTION.map((r) => r.howLong).join(" | ");
    expect(said).toContain(`${RETENTION_DAYS.marketplaceRaw} dagen`);
    expect(said).toContain(`${years(RETENTION_DAYS.orderContact)} jaar, tenzij je je account houdt`);
    expect(said).toContain(`${years(RETENTION_DAYS.fiscal)} jaar, daarna geanonimiseerd`);
  });

  it("is the table docs/privacy.md states", () => {
    expect(doc).toContain(`| ${RETENTION_DAYS.marketplaceRaw} days `);
    expect(doc).toContain(`| ${years(RETENTION_DAYS.orderContact)} years, longer while the customer keeps an account `);
    expect(doc).toContain(`| ${years(RETENTION_DAYS.fiscal)} years `);
  });
});
