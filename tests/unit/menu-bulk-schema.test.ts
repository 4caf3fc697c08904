// The bulk forms refuse anything in Dutch (no zod English reaches the owner): ids that are no ids,
// a scope that is no JSON, a file field that is text.
import { describe, expect, it } from "vitest";
import { copyGroupSchema, importSchema, priceChangeSchema } from "~/schemas/menu-bulk";

const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => i.message);
const english = /expected|invalid|received|required|too (big|small)|string|number/i;

describe("bulk form schemas", () => {
  it.each([
    [
      copyGroupSchema,
      { intent: "preview", groupId: "x", productIds: ["abc", "3000000000"], tabs: [{}], mode: "later" },
    ],
    [copyGroupSchema, { intent: "apply", groupId: "1", productIds: "1", mode: "skip" }],
    [priceChangeSchema, { intent: "preview", scope: "{", kind: "amount", direction: "up", value: "1" }],
    [
      priceChangeSchema,
      { intent: "preview", scope: '{"tab":""}', kind: "x", direction: "y", value: ["a", "b"], volumes: "ja" },
    ],
    [importSchema, { intent: "preview", products: "tekst", groups: 5 }],
    [importSchema, { intent: "weg" }],
  ] as const)("%#: refused, every message Dutch", (schema, input) => {
    const found = messages(schema.safeParse(input));
    expect(found.length).toBeGreaterThan(0);
    for (const m of found) expect(m).not.toMatch(english);
  });
});
