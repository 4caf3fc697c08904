// Who a use case acts for (decision 083): built once per request by actorOf (app/services/actor.server.ts)
// from the logged-in user, and handed to services as `actor`. The name is the one the product
// history and the audit log show ("Fatma", root as "Beheer (Bestelinfo)"); roles and kind are what a
// permission check reads.
// const actor = actorOf(staff); await saveClub({ hostId, actor, input })
import type { UserKind } from "~/domain/menu";

/** What a history or audit row records of whoever made a change; userId null: the system itself. */
export interface HistoryActor {
  userId: number | null;
  name: string | null;
}

/** A logged-in person acting through a use case. */
export interface Actor extends HistoryActor {
  userId: number;
  kind: UserKind;
  /** The effective roles (organisation role first, then the user's own). */
  roles: string[];
}
