// Who may join which live channel: staff a host their organisation works for (its own, or one it
// serves as a call centre) — on that host's domain, the platform domain, or the domain of another
// host the organisation serves — a customer their own id, root everything; anyone the app version.
import type { Tenant } from "~/context";
import { parseChannel } from "~/realtime/channels";
import { organisationServesHost } from "~/models/organisations.server";
import { getUserById } from "~/models/users.server";
import { getDb } from "~/db.server";

export async function canJoin(userId: number | undefined, tenant: Tenant, channel: string): Promise<boolean> {
  const parsed = parseChannel(channel);
  // the app version is public: every page may follow it, before any login (docs/issues/019.md, version watch)
  if (parsed?.kind === "config") return true;
  if (!parsed || !userId) return false;
  const user = await getUserById(getDb(), { userId });
  if (!user) return false;
  if (user.kind === "root") return true;
  switch (parsed.kind) {
    case "root":
      return false;
    case "customer":
      return parsed.userId === user.id;
    case "host": {
      if (user.kind !== "host" || user.organisationId === null) return false;
      if (!(await organisationServesHost(getDb(), { organisationId: user.organisationId, hostId: parsed.hostId })))
        return false;
      // on a host's own domain (the board); on the platform domain or another host the
      // organisation serves, a call centre's to-do list follows every host it serves
      if (tenant.kind === "platform") return true;
      return (
        tenant.kind === "host" &&
        (tenant.host.id === parsed.hostId ||
          (await organisationServesHost(getDb(), { organisationId: user.organisationId, hostId: tenant.host.id })))
      );
    }
  }
}
