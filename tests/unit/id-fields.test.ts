// Every id a body carries is refused past the integer column with its own Dutch message (docs/issues/013.md
// §1): 3000000000 must never reach PostgreSQL, where it fails the query (a 500) instead of finding
// nothing. Before idField, these schemas took any positive number.
import { describe, expect, it } from "vitest";
import { cartRequestSchema, UNKNOWN_PRODUCT } from "~/schemas/cart";
import { openAtHostSchema } from "~/schemas/customers";
import { idField } from "~/schemas/ids";
import { printerFormSchema } from "~/schemas/printers";

const TOO_BIG = [3_000_000_000, "2147483648", 1e20, "9".repeat(30)];

describe("idField", () => {
  it("takes the ids the integer column can hold", () => {
    expect(idField("x").parse("1")).toBe(1);
    expect(idField("x").parse(2_147_483_647)).toBe(2_147_483_647);
  });

  it.each([...TOO_BIG, 0, -1, 1.5, "abc", "", null, "1e3x"])("refuses %j with the field's message", (raw) => {
    expect(idField("Onbekende bestelling.").safeParse(raw).error?.issues[0]?.message).toBe("Onbekende bestelling.");
  });
});

describe("schemas with ids in the body", () => {
  it.each(TOO_BIG)("refuse %j", (id) => {
    expect(cartRequestSchema.safeParse({ intent: "add", productId: id, quantity: 1 }).error?.issues[0]?.message).toBe(
      UNKNOWN_PRODUCT,
    );
    expect(cartRequestSchema.safeParse({ intent: "reorder", orderId: id }).success).toBe(false);
    expect(openAtHostSchema.safeParse({ hostId: id, customerId: 1 }).success).toBe(false);
    expect(printerFormSchema.safeParse({ intent: "remove", id }).error?.issues[0]?.message).toBe(
      "Printer niet gevonden.",
    );
  });
});
