// /admin/users (SPEC §2 "Staff", issue 16 §3): the restaurant's admin sees the organisation's people
// with their role, adds one by mobile number (an SMS with a single-use login link), changes a role
// or removes someone. A role change or removal ends that person's sessions at once, on every
// instance (users.session_version; their live sockets close through the bus). The last admin can
// be neither demoted nor removed. Only admins of the restaurant's own organisation, or root.
import { getDb } from "~/db.server";
import { displayPhone } from "~/domain/validation";
import { parseMobile } from "~/domain/login";
import { effectiveRole, ROLES, type Role } from "~/domain/menu";
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
import type { TenantHost } from "~/context";
import { ServiceError } from "~/services/errors.server";
import { recordAudit, type Actor } from "~/services/audit-log.server";

export const LAST_ADMIN = "De laatste beheerder kan niet worden gewijzigd of verwijderd.";
/** A link to log in with that stays valid a day: the new cook may read the SMS tomorrow. */
const INVITE_TTL_MS = 24 * 60 * 60 * 1000;

export interface StaffView {
  hostName: string;
  people: StaffMember[];
  roles: ReadonlyArray<{ value: Role; label: string }>;
}

const roleLabel = (role: string | null) => ROLES.find((r) => r.value === role)?.label ?? "Geen rol";

function member(user: UserRecord, me: UserRecord): StaffMember {
  const role = effectiveRole(user);
  return {
    id: user.id,
    name: user.name ?? user.email ?? (user.phone ? displayPhone(user.phone) : `#${user.id}`),
    phone: user.phone ? displayPhone(user.phone) : null,
    email: user.email,
    role,
    roleLabel: roleLabel(role),
    isMe: user.id === me.id,
  };
}

/** The people of the organisation that owns `host`, as its admin (`me`) sees them. */
export async function loadStaff(host: TenantHost, me: UserRecord): Promise<StaffView> {
  const people = await listOrganisationUsers(getDb(), host.organisationId);
  return { hostName: host.name, people: people.map((p) => member(p, me)), roles: ROLES };
}

export interface StaffChange {
  host: TenantHost;
  actor: Actor;
  /** Where the login link in the SMS points: the restaurant's own origin. */
  origin: string;
}

function refuse(message: string, status: 400 | 404 | 409 | 503, field?: string): never {
  throw new ServiceError(message, status, field ? { [field]: message } : undefined);
}

export async function submitStaff(
  { host, actor, origin }: StaffChange,
  form: StaffForm,
): Promise<{ intent: StaffForm["intent"]; message: string }> {
  const organisationId = host.organisationId;
  const db = getDb();
  switch (form.intent) {
    case "add": {
      const phone = parseMobile(form.phone);
      if (!phone) refuse("Ongeldig nummer", 400, "phone");
      const existing = await getUserByPhone(db, phone);
      if (existing?.kind === "root" || (existing?.kind === "host" && existing.organisationId !== organisationId)) {
        refuse("Dit nummer hoort al bij een ander restaurant.", 409, "phone");
      }
      if (existing?.kind === "host") refuse("Dit nummer staat al in de lijst.", 409, "phone");
      const sms = getSmsProvider();
      if (sms.name === "disabled") refuse("Sms versturen is op dit moment niet mogelijk.", 503);
      const user = await db.transaction(async (trx) => {
        const added = await addToOrganisation(trx, organisationId, phone, form.role);
        const changes = [{ field: "member", label: displayPhone(phone), old: null, new: roleLabel(form.role) }];
        await recordAudit(trx, {
          hostId: host.id,
          organisationId,
          actor,
          area: "staff",
          summary: "Medewerker toegevoegd",
          changes,
        });
        return added;
      });
      const { path } = await createExloginLink({
        userId: user.id,
        hostId: host.id,
        redirectTo: "/",
        ttlMs: INVITE_TTL_MS,
      });
      await sms.send({
        to: phone,
        message: `Je bent toegevoegd als ${roleLabel(form.role).toLowerCase()} bij ${host.name}. Inloggen: ${origin}${path}`,
      });
      return {
        intent: form.intent,
        message: `${displayPhone(phone)} is toegevoegd en krijgt een sms met een inloglink.`,
      };
    }
    case "role":
    case "remove": {
      // one change per organisation at a time: two admins demoting each other must not both win
      const outcome = await db.transaction(async (trx) => {
        await lockOrganisation(trx, organisationId);
        const people = await listOrganisationUsers(trx, organisationId);
        const target = people.find((p) => p.id === form.id);
        if (!target) refuse(STAFF_NOT_FOUND, 404);
        const admins = people.filter((p) => effectiveRole(p) === "admin");
        const current = effectiveRole(target);
        const losesAdmin = current === "admin" && (form.intent === "remove" || form.role !== "admin");
        if (losesAdmin && admins.length <= 1) refuse(LAST_ADMIN, 409);
        const name = member(target, target).name;
        if (form.intent === "role") {
          if (current === form.role) return { changed: null, message: "Niets gewijzigd." };
          await setOrganisationRole(trx, organisationId, target.id, form.role);
          const changes = [
            { field: "role", label: `Rol van ${name}`, old: roleLabel(current), new: roleLabel(form.role) },
          ];
          await recordAudit(trx, {
            hostId: host.id,
            organisationId,
            actor,
            area: "staff",
            summary: "Rol gewijzigd",
            changes,
          });
          return { changed: target.id, message: `${name} is nu ${roleLabel(form.role).toLowerCase()}.` };
        }
        await removeFromOrganisation(trx, organisationId, target.id);
        const changes = [{ field: "member", label: name, old: roleLabel(current), new: null }];
        await recordAudit(trx, {
          hostId: host.id,
          organisationId,
          actor,
          area: "staff",
          summary: "Medewerker verwijderd",
          changes,
        });
        return { changed: target.id, message: `${name} is verwijderd.` };
      });
      // after commit: every instance closes their live sockets; their next request finds the session over
      if (outcome.changed !== null) await userSessionsEnded(outcome.changed);
      return { intent: form.intent, message: outcome.message };
    }
  }
}
