// actorOf (decision 083): the one way a logged-in user becomes the `actor` services receive.
import { describe, expect, it } from "vitest";
import type { UserRecord } from "~/models/users.server";
import { actorOf } from "~/services/actor.server";

function user(fields: Partial<UserRecord>): UserRecord {
  return {
    id: 7,
    kind: "host",
    organisationId: 3,
    orgRole: "admin",
    role: null,
    phone: "+31612345678",
    email: null,
    name: null,
    firstName: null,
    lastName: null,
    avatar: null,
    sessionVersion: 0,
    ...fields,
  };
}

describe("actorOf", () => {
  it("names staff as the history shows them, with their kind and effective roles", () => {
    const actor = actorOf({
      user: user({ firstName: "Fatma", lastName: "Yilmaz" }),
      roles: ["admin"],
      organisation: null,
    });
    expect(actor).toEqual({ userId: 7, name: "Fatma Yilmaz", kind: "host", roles: ["admin"] });
  });

  it("falls back to the e-mail address, then the phone number", () => {
    expect(actorOf({ user: user({ email: "a@b.nl" }), roles: [], organisation: null }).name).toBe("a@b.nl");
    expect(actorOf({ user: user({}), roles: [], organisation: null }).name).toBe("+31612345678");
  });

  it("marks root as Bestelinfo, also without a name", () => {
    const root = { kind: "root" as const, organisationId: null, orgRole: null, phone: null };
    expect(actorOf({ user: user({ ...root, name: "Sam" }), roles: [], organisation: null }).name).toBe(
      "Sam (Bestelinfo)",
    );
    expect(actorOf({ user: user(root), roles: [], organisation: null })).toMatchObject({
      name: "Beheer (Bestelinfo)",
      kind: "root",
    });
  });
});
