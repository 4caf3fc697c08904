import { describe, expect, it } from "vitest";
import { lineText } from "~/domain/order-lines";
import { camelCase, camelColumns } from "~/db.server";

describe("lineText", () => {
  it.each([
    [{ quantity: 1, name: "Margherita", subname: null }, "Margherita"],
    [{ quantity: 2, name: "Margherita", subname: null }, "2× Margherita"],
    [{ quantity: 3, name: "Friet", subname: "groot" }, "3× Friet (groot)"],
    [{ quantity: 1, name: "Cola", subname: "" }, "Cola"],
  ])("%o reads %s", (line, text) => {
    expect(lineText(line)).toBe(text);
  });
});

describe("the column spelling rule (decision 011)", () => {
  it.each([
    ["id", "id"],
    ["host_id", "hostId"],
    ["delivery_fee", "deliveryFee"],
    ["includes2", "includes2"],
    ["club_opt_in_at", "clubOptInAt"],
  ])("%s → %s", (column, field) => {
    expect(camelCase(column)).toBe(field);
  });

  it("aliases each column to its field, qualified when a table is given", () => {
    expect(camelColumns(["id", "payment_status"], "o")).toEqual(["o.id as id", "o.payment_status as paymentStatus"]);
    expect(camelColumns(["created_at"])).toEqual(["created_at as createdAt"]);
  });
});
