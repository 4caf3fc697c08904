// Alcohol is 21 % VAT (docs/issues/033.md §2, decision 071). Products get the mark "Alleen 18+" (flag
// 'adult'), which the product editor sets 21 % for and asks about 9 %. The demo restaurant seeded
// Peroni and Huiswijn at 9 %, so its 21 % row always read € 0,00: databases seeded before this
// migration get both at 21 % and marked 18+ (the seed itself has them so from now on). Sold order
// lines keep the rate they were sold at (decision 035): only the products change.
import type { Knex } from "knex";

const FLAGS_BEFORE = ["pork", "mild", "medium", "hot", "veggie", "peanut"];
const FLAGS_AFTER = [...FLAGS_BEFORE, "adult"];
const flagsCheck = (flags: string[]) => `flags <@ ARRAY[${flags.map((f) => `'${f}'`).join(",")}]::text[]`;

/** The demo restaurant's alcohol as db/demo-data.ts seeded it. */
const DEMO_ALCOHOL = { perma: "pizzaroma", group: "Bier en wijn", names: ["Peroni 0,33 l", "Huiswijn rood"] };

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE products DROP CONSTRAINT products_flags_check");
  await knex.raw(`ALTER TABLE products ADD CONSTRAINT products_flags_check CHECK (${flagsCheck(FLAGS_AFTER)})`);
  await knex.raw(
    `UPDATE products p
        SET vat_rate = 21,
            flags = CASE WHEN 'adult' = ANY(p.flags) THEN p.flags ELSE array_append(p.flags, 'adult') END
       FROM hosts h
      WHERE h.id = p.host_id AND h.perma = ? AND p.group_name = ? AND p.name = ANY(?::text[])
        AND (p.vat_rate = 9 OR NOT ('adult' = ANY(p.flags)))`,
    [DEMO_ALCOHOL.perma, DEMO_ALCOHOL.group, DEMO_ALCOHOL.names],
  );
}

export async function down(knex: Knex): Promise<void> {
  // the demo's products go back to 9 % unmarked; other products lose the mark the constraint no longer allows
  await knex.raw(
    `UPDATE products p SET vat_rate = 9
       FROM hosts h
      WHERE h.id = p.host_id AND h.perma = ? AND p.group_name = ? AND p.name = ANY(?::text[])`,
    [DEMO_ALCOHOL.perma, DEMO_ALCOHOL.group, DEMO_ALCOHOL.names],
  );
  await knex.raw("UPDATE products SET flags = array_remove(flags, 'adult') WHERE 'adult' = ANY(flags)");
  await knex.raw("ALTER TABLE products DROP CONSTRAINT products_flags_check");
  await knex.raw(`ALTER TABLE products ADD CONSTRAINT products_flags_check CHECK (${flagsCheck(FLAGS_BEFORE)})`);
}
