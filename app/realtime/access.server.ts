// Who may join which live channel: staff a host their organisation works for (its own, or one it
// serves as a call centre), a customer their own id, root everything.
import type { Tenant } from "~/context";
import { parseChannel } from "~/realtime/channels";
import { organisationServesHost } from "~/models/organisations.server";
import { getUserById } from "~/models/users.server";

export async function canJoin(userId: number | undefined, tenant: Tenant, channel: string): Promise<boolean> {
  const parsed = parseChannel(channel);
  if (!parsed || !userId) return false;
  const user = await getUserById(userId);
  if (!user) return false;
  if (user.kind === "root") return true;
  switch (parsed.kind) {
    case "root":
      return false;
    case "customer":
      return parsed.userId === user.id;
    case "host":
      return (
        tenant.kind === "host" &&
        tenant.host.id === parsed.hostId &&
        user.kind === "host" &&
        user.organisationId !== null &&
        (await organisationServesHost(user.organisationId, tenant.host.id))
      );
  }
}
