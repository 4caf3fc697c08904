import { describe, expect, it } from "vitest";
import { may, POLICY, rolesAllow, rolesFor, type Action, type Role } from "~/domain/policy";

// docs/roles.md, read as a table: for every role, the actions it may take (host staff). The test
// spells the expectation out per role rather than deriving it from POLICY, so a change to the table
// has to be made here too.
const ROLE_MAY: Record<Role | "none", ReadonlyArray<Action>> = {
  admin: [
    "board",
    "soldOut",
    "rides",
    "assignCourier",
    "deleteOrder",
    "refund",
    "customers",
    "desk",
    "feed",
    "manage",
    "manageChain",
  ],
  order: ["board", "soldOut", "rides", "assignCourier", "deleteOrder", "refund", "customers", "desk"],
  user: ["board", "customers", "desk"],
  cook: ["board", "soldOut"],
  courier: ["board", "rides", "ridesMenu"],
  callcenter: ["desk", "phone", "todo"],
  none: ["desk"],
};

const ACTIONS = Object.keys(POLICY) as Action[];

describe("may: every role × action, host staff", () => {
  for (const [role, allowed] of Object.entries(ROLE_MAY)) {
    const roles = role === "none" ? [] : [role];
    it.each(ACTIONS)(`${role} → %s`, (action) => {
      expect(may({ kind: "host", roles }, action)).toBe(allowed.includes(action));
    });
  }
});

describe("may: root and customers", () => {
  const ROOT_ONLY_BY_ROLE: Action[] = ["ridesMenu", "manageChain"];
  it.each(ACTIONS)("root without roles → %s", (action) => {
    expect(may({ kind: "root", roles: [] }, action)).toBe(!ROOT_ONLY_BY_ROLE.includes(action));
  });
  it.each(ACTIONS)("a customer → %s never, not even the role-less desk", (action) => {
    expect(may({ kind: "customer", roles: [] }, action)).toBe(false);
  });
  it("kind-bound rules refuse other kinds holding the role", () => {
    expect(may({ kind: "customer", roles: ["callcenter"] }, "todo")).toBe(false);
    expect(may({ kind: "root", roles: ["admin"] }, "manageChain")).toBe(false);
    expect(may({ kind: "host", roles: ["admin"] }, "manageChain")).toBe(true);
  });
});

describe("who: a session user and an actor answer alike", () => {
  it("reads user.kind when there is no kind", () => {
    expect(may({ user: { kind: "root" }, roles: [] }, "refund")).toBe(true);
    expect(may({ user: { kind: "host" }, roles: ["cook"] }, "refund")).toBe(false);
    const actor = { userId: 3, name: "Anna", kind: "host" as const, roles: ["order"] };
    expect(may(actor, "refund")).toBe(true);
  });
  it("one of several roles is enough", () => {
    expect(may({ kind: "host", roles: ["cook", "order"] }, "refund")).toBe(true);
  });
});

describe("rolesAllow and rolesFor", () => {
  it("the role part alone ignores the kind", () => {
    expect(rolesAllow(["admin"], "manage")).toBe(true);
    expect(rolesAllow([], "manage")).toBe(false);
    expect(rolesAllow([], "desk")).toBe(true);
  });
  it("rolesFor lists a rule's roles for a guard", () => {
    expect(rolesFor("board")).toEqual(["admin", "order", "user", "cook", "courier"]);
    expect(rolesFor("refund")).toEqual(["admin", "order"]);
  });
});
