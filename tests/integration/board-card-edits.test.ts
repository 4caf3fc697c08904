// The card's small forms (docs/issues/006.md points 3 and 4) through the service: the order's description
// is saved, cleared, and refused where the status has no 'edit'; the staff's free message goes
// through the notify service and is logged on the order with who sent it.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { getUserById } from "~/models/users.server";
import { boardAction } from "~/services/board-actions.server";
import { ServiceError } from "~/services/errors.server";
import type { SessionUser } from "~/services/session-user.server";
import { createHost, createOrder, createOrganisation, createUser } from "../../db/factory";

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const staffUser = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "order", name: "Sanne" });
  const staff: SessionUser = {
    user: (await getUserById(getDb(), { userId: staffUser.id }))!,
    roles: ["order"],
    organisation: null,
  };
  return { host, staff };
}

const descriptionOf = async (id: number) =>
  (await getDb()("orders").where({ id }).first<{ description: string | null }>("description"))!.description;

describe("the card's description form", () => {
  it("saves the note, and an empty text removes it", async () => {
    const { host, staff } = await restaurant();
    const order = await createOrder(getDb(), host.id, { status: "order" });
    await boardAction({
      hostId: host.id,
      staff: staff,
      orderId: order.id,
      action: { intent: "description", description: "Bel aan bij de achterdeur" },
    });
    expect(await descriptionOf(order.id)).toBe("Bel aan bij de achterdeur");
    await boardAction({
      hostId: host.id,
      staff: staff,
      orderId: order.id,
      action: { intent: "description", description: "" },
    });
    expect(await descriptionOf(order.id)).toBeNull();
  });

  it("refuses where the status has no 'edit' (409, unchanged)", async () => {
    const { host, staff } = await restaurant();
    const order = await createOrder(getDb(), host.id, { status: "archive", description: "Oud" });
    const err = await boardAction({
      hostId: host.id,
      staff: staff,
      orderId: order.id,
      action: { intent: "description", description: "Nieuw" },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).status).toBe(409);
    expect(await descriptionOf(order.id)).toBe("Oud");
  });
});

describe("the staff's free message", () => {
  it("is sent to the customer and logged on the order, with who sent it", async () => {
    const { host, staff } = await restaurant();
    const order = await createOrder(getDb(), host.id, { status: "order", phone: "0612345678" });
    const text = "Je bestelling is tien minuten later, sorry!";
    await boardAction({
      hostId: host.id,
      staff: staff,
      orderId: order.id,
      action: { intent: "message", message: text },
    });
    const logged = await getDb()("notifications")
      .where({ order_id: order.id })
      .select("type", "method", "message", "from", "status");
    expect(logged).toEqual([{ type: "message", method: "sms", message: text, from: "Sanne", status: "sent" }]);
  });
});
