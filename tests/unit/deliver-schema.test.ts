// The order desk's request schemas: a caller's number as people say it, and Dutch refusals.
import { describe, expect, it } from "vitest";
import { BAD_PHONE, deliverActionSchema } from "~/schemas/deliver";

describe("deliverActionSchema: lookup", () => {
  it.each([
    ["0612345601", "0612345601"],
    ["06 1234 5601", "0612345601"],
    ["06-12345601", "06-12345601"],
    ["+31 6 12345601", "0612345601"],
    ["(030) 2312345", "0302312345"],
  ])("takes %s as %s", (raw, phone) => {
    expect((deliverActionSchema.parse({ intent: "lookup", phone: raw }) as { phone: string }).phone).toBe(phone);
  });

  it.each(["", "12345", "06123456789012", "abc", "+44 20 7946 0958"])("refuses %j with the spec's message", (raw) => {
    const parsed = deliverActionSchema.safeParse({ intent: "lookup", phone: raw });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(BAD_PHONE);
  });
});

describe("deliverActionSchema", () => {
  it("answers anything without a known intent in Dutch", () => {
    for (const body of [null, "text", {}, { intent: "hack" }]) {
      expect(deliverActionSchema.safeParse(body).error?.issues[0]?.message).toBe("Onbekende actie.");
    }
  });

  it("wants a positive order id to repeat", () => {
    expect(
      deliverActionSchema.safeParse({ intent: "repeat", phone: "0612345601", orderId: "x" }).error?.issues[0]?.message,
    ).toBe("Onbekende bestelling.");
    expect(
      (deliverActionSchema.parse({ intent: "repeat", phone: "0612345601", orderId: "12" }) as { orderId: number })
        .orderId,
    ).toBe(12);
  });

  it("refuses an id beyond the integer column before it reaches PostgreSQL", () => {
    expect(
      deliverActionSchema.safeParse({ intent: "repeat", phone: "0612345601", orderId: 3_000_000_000 }).error?.issues[0]
        ?.message,
    ).toBe("Onbekende bestelling.");
    expect(deliverActionSchema.safeParse({ intent: "choose", hostId: "2147483648" }).error?.issues[0]?.message).toBe(
      "Kies een restaurant.",
    );
  });
});
