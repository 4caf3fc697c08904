// Two restaurants of two organisations and a logged-in session per person asked for: the setup of
// every tenant and role test (docs/issues/013.md §9), written once.
//   const t = await twoRestaurants(redis.url, ["adminA", "adminB", "cookA", "root"], { a: { menu: ["Pizza"] } });
//   hostFetch(app.port, `${t.hostA.perma}.localhost`, "/admin/products", { headers: { cookie: t.cookies.adminA } });
import { getDb } from "~/db.server";
import type { Role } from "~/domain/menu";
import {
  createHost,
  createOrganisation,
  createUser,
  type FactoryUser,
  type HostInput,
  type Organisation,
} from "../../db/factory";
import type { Host } from "~/models/hosts.server";
import { createRedisSession } from "./session";

/** Staff of restaurant A or B by role, root, or a customer. */
export type Person = `${Role}${"A" | "B"}` | "root" | "customer";

export interface TwoRestaurants<P extends Person> {
  hostA: Host;
  hostB: Host;
  orgA: Organisation;
  orgB: Organisation;
  users: Record<P, FactoryUser>;
  /** The session cookie of each person, for a request's `cookie` header. */
  cookies: Record<P, string>;
}

export async function twoRestaurants<P extends Person>(
  redisUrl: string,
  people: ReadonlyArray<P>,
  hosts: { a?: HostInput; b?: HostInput } = {},
): Promise<TwoRestaurants<P>> {
  const db = getDb();
  const orgA = await createOrganisation(db);
  const orgB = await createOrganisation(db);
  const hostA = await createHost(db, { ...hosts.a, organisationId: orgA.id });
  const hostB = await createHost(db, { ...hosts.b, organisationId: orgB.id });
  const users = {} as Record<P, FactoryUser>;
  const cookies = {} as Record<P, string>;
  for (const person of people) {
    const user = await createUser(db, userInput(person, orgA.id, orgB.id));
    users[person] = user;
    cookies[person] = await createRedisSession(redisUrl, { userId: user.id });
  }
  return { hostA, hostB, orgA, orgB, users, cookies };
}

function userInput(person: Person, orgA: number, orgB: number) {
  if (person === "root") return { kind: "root" as const };
  if (person === "customer") return {};
  const role = person.slice(0, -1) as Role;
  return { kind: "host" as const, organisationId: person.endsWith("A") ? orgA : orgB, orgRole: role };
}
