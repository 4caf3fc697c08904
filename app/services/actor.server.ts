// The one place a logged-in user becomes an Actor (decision 083): routes call actorOf(user) once and
// pass the result to every service that records who did something or checks what they may do.
// const actor = actorOf(await requireRestaurantAdmin(request, context));
import { displayName } from "~/domain/customers";
import type { Actor } from "~/schemas/actor";
import type { SessionUser } from "~/services/session-user.server";

/** Who is acting, as the history names them: root is marked "(Bestelinfo)". */
export function actorOf(sessionUser: SessionUser): Actor {
  const u = sessionUser.user;
  const name = displayName(u) ?? u.email ?? u.phone;
  return {
    userId: u.id,
    name: u.kind === "root" ? `${name ?? "Beheer"} (Bestelinfo)` : name,
    kind: u.kind,
    roles: sessionUser.roles,
  };
}
