import { describe, expect, it } from "vitest";
import { customerLabel, staffLabel } from "~/domain/people";

describe("customerLabel", () => {
  it("the name first, else first and last name", () => {
    expect(customerLabel({ name: " Piet ", phone: "0612345678" }, "Klant")).toBe("Piet");
    expect(customerLabel({ name: " ", firstName: "Anna", lastName: "Bos", phone: "0612345678" })).toBe("Anna Bos");
  });
  it("then the phone number, as staff read it", () => {
    expect(customerLabel({ name: null, phone: "+31612345678", email: "a@b.nl" }, "Klant")).toBe("06-12345678");
  });
  it("then the e-mail address, then the fallback, then #id", () => {
    expect(customerLabel({ phone: " ", email: "a@b.nl" }, "Klant")).toBe("a@b.nl");
    expect(customerLabel({ phone: null }, "Klant")).toBe("Klant");
    expect(customerLabel({ id: 9 })).toBe("#9");
    expect(customerLabel({})).toBe("");
  });
});

describe("staffLabel", () => {
  it("the name, else the e-mail address before the phone", () => {
    expect(staffLabel({ name: "Tim", email: "t@x.nl", phone: "0612345678" })).toBe("Tim");
    expect(staffLabel({ name: "", email: "t@x.nl", phone: "0612345678" })).toBe("t@x.nl");
    expect(staffLabel({ email: null, phone: "0612345678" })).toBe("06-12345678");
  });
  it("then the fallback, else #id", () => {
    expect(staffLabel({ email: null, phone: null, id: 7 }, "Medewerker")).toBe("Medewerker");
    expect(staffLabel({ email: null, phone: null, id: 7 })).toBe("#7");
  });
});
