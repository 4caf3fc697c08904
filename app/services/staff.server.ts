// /admin/users (SPEC §2 "Staff", issue 16 §3): the restaurant's admin sees the organisation's people
// with their role, adds one by mobile number (an SMS with a single-use login link), changes a role
// or removes someone. A role change or removal ends that person's sessions at once, on every
// instance (users.session_version; their live sockets close through the bus). The last admin can
// be neither demoted nor removed. Only admins of the restaurant's own organisation, or root.
import type { AppLoadContext } from "@remix-run/node";
import { getDb } from "~/db.server";
import { displayPhone } from "~/domain/validation";
import { parseMobile } from "~/domain/login";
import { ROLES, type Role } from "~/domain/menu";
import { getSmsProvider } from "~/integrations/sms/index.server";
import {
  getUserByPhone,
  listOrganisationUsers,
  removeFromOrganisation,
  setOrganisationRole,
  addToOrganisation,
  type UserRecord,
} from "~/models/users.server";
import { userSessionsEnded } from "~/realtime/session-events.server";
import { createExloginLink } from "~/services/exlogin.server";
import { lockOrganisation } from "~/models/organisations.server";
import { STAFF_NOT_FOUND, type StaffForm, type StaffMember } from "~/schemas/staff";
import { requireRestaurantAdmin } from "~/utils/auth.server";
import { hostOrigin } from "~/utils/urls";
import { getEnv } from "~/env.server";

export const LAST_ADMIN = "De laatste beheerder kan niet worden gewijzigd of verwijderd.";
/** A link to log in with that stays valid a day: the new cook may read the SMS tomorrow. */
const INVITE_TTL_MS = 24 * 60 * 60 * 1000;


export interface StaffView {
  hostName: string;
  people: StaffMember[];
  roles: ReadonlyArray<{ value: Role; label: string }>;
}

export type StaffResult = { intent: string; ok: boolean; status: 200 | 400 | 404 | 409 | 503; message: string; fields?: Record<string, string> };

const roleLabel = (role: string | null) => ROLES.find((r) => r.value === role)?.label ?? "Geen rol";

export async function staffAdmin(context: AppLoadContext, request: Request) {
  const { staff, host } = await requireRestaurantAdmin(context, request);
  return { host, organisationId: host.organisationId, me: staff.user };
}

function member(user: UserRecord, me: UserRecord): StaffMember {
  const role = ROLES.some((r) => r.value === user.orgRole) ? (user.orgRole as Role) : null;
  return {
    id: user.id,
    name: user.name ?? user.email ?? (user.phone ? displayPhone(user.phone) : `#${user.id}`),
    phone: user.phone ? displayPhone(user.phone) : null,
    email: user.email,
    role,
    roleLabel: roleLabel(user.orgRole),
    isMe: user.id === me.id,
  };
}

export async function loadStaff(context: AppLoadContext, request: Request): Promise<StaffView> {
  const { host, organisationId, me } = await staffAdmin(context, request);
  const people = await listOrganisationUsers(organisationId);
  return { hostName: host.name, people: people.map((p) => member(p, me)), roles: ROLES };
}

export async function submitStaff(context: AppLoadContext, request: Request, form: StaffForm): Promise<StaffResult> {
  const { host, organisationId } = await staffAdmin(context, request);
  const db = getDb();
  switch (form.intent) {
    case "add": {
      const phone = parseMobile(form.phone);
      if (!phone) return { intent: form.intent, ok: false, status: 400, message: "Ongeldig nummer", fields: { phone: "Ongeldig nummer" } };
      const existing = await getUserByPhone(phone, db);
      if (existing?.kind === "root" || (existing?.kind === "host" && existing.organisationId !== organisationId)) {
        const message = "Dit nummer hoort al bij een ander restaurant.";
        return { intent: form.intent, ok: false, status: 409, message, fields: { phone: message } };
      }
      if (existing?.kind === "host") {
        const message = "Dit nummer staat al in de lijst.";
        return { intent: form.intent, ok: false, status: 409, message, fields: { phone: message } };
      }
      const sms = getSmsProvider();
      if (sms.name === "disabled") return { intent: form.intent, ok: false, status: 503, message: "Sms versturen is op dit moment niet mogelijk." };
      const user = await addToOrganisation(organisationId, phone, form.role, db);
      const { path } = await createExloginLink({ userId: user.id, hostId: host.id, redirectTo: "/", ttlMs: INVITE_TTL_MS });
      const link = hostOrigin(host, request.url, getEnv().PLATFORM_DOMAIN) + path;
      await sms.send({ to: phone, message: `Je bent toegevoegd als ${roleLabel(form.role).toLowerCase()} bij ${host.name}. Inloggen: ${link}` });
      return { intent: form.intent, ok: true, status: 200, message: `${displayPhone(phone)} is toegevoegd en krijgt een sms met een inloglink.` };
    }
    case "role":
    case "remove": {
      // one change per organisation at a time: two admins demoting each other must not both win
      const outcome = await db.transaction(async (trx) => {
        await lockOrganisation(organisationId, trx);
        const people = await listOrganisationUsers(organisationId, trx);
        const target = people.find((p) => p.id === form.id);
        if (!target) return { ok: false as const, status: 404 as const, message: STAFF_NOT_FOUND };
        const admins = people.filter((p) => p.orgRole === "admin");
        const losesAdmin = target.orgRole === "admin" && (form.intent === "remove" || form.role !== "admin");
        if (losesAdmin && admins.length <= 1) return { ok: false as const, status: 409 as const, message: LAST_ADMIN };
        const name = member(target, target).name;
        if (form.intent === "role") {
          if (target.orgRole === form.role) return { ok: true as const, changed: null, message: "Niets gewijzigd." };
          await setOrganisationRole(organisationId, target.id, form.role, trx);
          return { ok: true as const, changed: target.id, message: `${name} is nu ${roleLabel(form.role).toLowerCase()}.` };
        }
        await removeFromOrganisation(organisationId, target.id, trx);
        return { ok: true as const, changed: target.id, message: `${name} is verwijderd.` };
      });
      if (!outcome.ok) return { intent: form.intent, ok: false, status: outcome.status, message: outcome.message };
      // after commit: every instance closes their live sockets; their next request finds the session over
      if (outcome.changed !== null) await userSessionsEnded(outcome.changed);
      return { intent: form.intent, ok: true, status: 200, message: outcome.message };
    }
  }
}
