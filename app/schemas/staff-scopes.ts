// What the route layer resolves before a service acts for staff (decision 082): the order desk's
// staff member with the order source their orders get, and the restaurants the live lists show.
// The user's type is the service's (services/session-user.server.ts `SessionUser`): a schema knows
// nothing above it. DeskStaff<SessionUser>, LiveScope<SessionUser>.
import type { TenantHost } from "~/context";

export interface DeskStaff<User> {
  current: User;
  /** 'phone' for a call centre (or root, or another organisation serving this host), else 'desk'. */
  source: "phone" | "desk";
}

export interface LiveScope<User> {
  current: User;
  hostIds: number[];
  /** Root on the platform domain: one channel carries every host's events. */
  everyHost: boolean;
  /** The restaurant whose domain the page is on; null on the platform domain. */
  here: TenantHost | null;
}
