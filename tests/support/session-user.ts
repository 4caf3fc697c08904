// The logged-in user a route would read from the session, for calling a service directly
// (decision 083: services take the user as a value). A customer has no roles and no organisation.
// const user = await customerOf(customer.id); await loadDirectory({ user, requestUrl, asked: "favorite" });
import { getDb } from "~/db.server";
import { getUserById } from "~/models/users.server";
import type { SessionUser } from "~/services/session-user.server";

export async function customerOf(userId: number): Promise<SessionUser> {
  const user = await getUserById(getDb(), { userId });
  if (!user || user.kind !== "customer") throw new Error(`user ${userId} is no customer`);
  return { user, roles: [], organisation: null };
}
