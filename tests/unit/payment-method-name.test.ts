// docs/issues/013.md §6: one name per way of paying — the checkout's choices, the payment statuses, the
// financial overview's groups and the receipt all say the same word for the same method.
import { describe, expect, it } from "vitest";
import { PAYMENT_METHODS, paymentMethodName } from "~/domain/constants";
import { METHOD_LABELS } from "~/domain/finance";
import { paymentStatusLabel } from "~/domain/payment-status";
import { paymentLine } from "~/domain/receipt";

describe("paymentMethodName", () => {
  it.each([
    ["cash", "Contant"],
    ["pin", "Pin"],
    ["ideal", "iDEAL"],
    ["onsite", "Betalen bij afhalen"],
    ["ondelivery", "Betalen bij bezorging"],
    ["thuisbezorgd", "Thuisbezorgd"],
    ["bitcoin", "bitcoin"],
  ])("%s → %s", (key, name) => {
    expect(paymentMethodName(key)).toBe(name);
  });

  it("is the word every table uses for the same method", () => {
    for (const { value, label } of PAYMENT_METHODS) {
      expect(label).toBe(paymentMethodName(value));
      expect(paymentStatusLabel(value)).toBe(label);
      expect(METHOD_LABELS[value]).toBe(label);
      expect(paymentLine({ paid: true, paymentMethod: value, paymentStatus: "paid" }).detail).toBe(label);
    }
    expect(METHOD_LABELS.marketplace).toBe(paymentMethodName("thuisbezorgd"));
  });
});
