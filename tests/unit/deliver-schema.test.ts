// The order desk's request schemas: a caller's number as people say it, and Dutch refusals.
import { describe, expect, it } from "vitest";
import { BAD_PHONE, deliverIntentSchema, deliverLookupSchema, deliverRepeatSchema } from "~/schemas/deliver";

describe("deliverLookupSchema", () => {
  it.each([
    ["0612345601", "0612345601"],
    ["06 1234 5601", "0612345601"],
    ["06-12345601", "06-12345601"],
    ["+31 6 12345601", "0612345601"],
    ["(030) 2312345", "0302312345"],
  ])("takes %s as %s", (raw, phone) => {
    expect(deliverLookupSchema.parse({ intent: "lookup", phone: raw }).phone).toBe(phone);
  });

  it.each(["", "12345", "06123456789012", "abc", "+44 20 7946 0958"])("refuses %j with the spec's message", (raw) => {
    const parsed = deliverLookupSchema.safeParse({ intent: "lookup", phone: raw });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(BAD_PHONE);
  });
});

describe("deliverIntentSchema", () => {
  it("answers anything without a known intent in Dutch", () => {
    for (const body of [null, "text", {}, { intent: "hack" }]) {
      expect(deliverIntentSchema.safeParse(body).error?.issues[0]?.message).toBe("Onbekende actie.");
    }
  });

  it("wants a positive order id to repeat", () => {
    expect(deliverRepeatSchema.safeParse({ intent: "repeat", phone: "0612345601", orderId: "x" }).error?.issues[0]?.message).toBe("Onbekende bestelling.");
    expect(deliverRepeatSchema.parse({ intent: "repeat", phone: "0612345601", orderId: "12" }).orderId).toBe(12);
  });
});
