// /admin/users (docs/spec.md §2 "Staff", docs/issues/016.md §3): the restaurant's admin sees the organisation's people
// with their role, adds one by name and mobile number (an SMS with a single-use login link), sends
// someone a new link ("Link opnieuw sturen", docs/issues/033.md §9), changes a role or removes someone. A role change or removal ends that person's sessions at once, on every
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
import { ServiceError } from "~/services/errors.server";
import { recordAudit, type Actor } from "~/services/audit-log.server";
import { hitLimit } from "~/infra/rate-limit.server";

/** The restaurant whose staff this is (the route's host, as plain values: decision 083). */
type StaffHost = { id: number; organisationId: number; name: string };

export const LAST_ADMIN = "De laatste beheerder kan niet worden gewijzigd of verwijderd.";
/** A link to log in with that stays valid a day: the new cook may read the SMS tomorrow. */
const INVITE_TTL_MS = 24 * 60 * 60 * 1000;
export const NO_PHONE = "Deze medewerker heeft geen mobiel nummer; een link kan alleen per sms.";
export const TOO_MANY_LINKS = "Er zijn net al een paar links gestuurd. Probeer het over een uur opnieuw.";
/** "Link opnieuw sturen": a few SMS per person per hour, so a tapping admin does not run up the bill. */
export const RESEND_LIMIT = { limit: 3, windowMs: 60 * 60 * 1000 };

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
    name: user.name?.trim() || user.email || (user.phone ? displayPhone(user.phone) : `#${user.id}`),
    phone: user.phone ? displayPhone(user.phone) : null,
    email: user.email,
    role,
    roleLabel: roleLabel(role),
    isMe: user.id === me.id,
  };
}

/** The people of the organisation that owns `host`, as its admin (`me`) sees them. */
export async function loadStaff({ host, me }: { host: StaffHost; me: UserRecord }): Promise<StaffView> {
  const people = await listOrganisationUsers(getDb(), { organisationId: host.organisationId });
  return { hostName: host.name, people: people.map((p) => member(p, me)), roles: ROLES };
}

export interface StaffChange {
  host: StaffHost;
  actor: Actor;
  /** Where the login link in the SMS points: the restaurant's own origin. */
  origin: string;
}

function refuse(message: string, status: 400 | 404 | 409 | 429 | 503, field?: string): never {
  throw new ServiceError(message, status, field ? { [field]: message } : undefined);
}

/** A single-use login link by SMS, valid a day, that lands on the restaurant's start page. */
async function sendLink(host: StaffHost, userId: number, phone: string, origin: string, opening: string) {
  const { path } = await createExloginLink({ userId, hostId: host.id, redirectTo: "/", ttlMs: INVITE_TTL_MS });
  await getSmsProvider().send({ to: phone, message: `${opening} bij ${host.name}. Inloggen: ${origin}${path}` });
}

export async function submitStaff({
  host,
  actor,
  origin,
  input: form,
}: StaffChange & { input: StaffForm }): Promise<{ intent: StaffForm["intent"]; message: string }> {
  const organisationId = host.organisationId;
  const db = getDb();
  switch (form.intent) {
    case "add": {
      const phone = parseMobile(form.phone);
      if (!phone) refuse("Ongeldig nummer", 400, "phone");
      const existing = await getUserByPhone(db, { phone });
      if (existing?.kind === "root" || (existing?.kind === "host" && existing.organisationId !== organisationId)) {
        refuse("Dit nummer hoort al bij een ander restaurant.", 409, "phone");
      }
      if (existing?.kind === "host") refuse("Dit nummer staat al in de lijst.", 409, "phone");
      const sms = getSmsProvider();
      if (sms.name === "disabled") refuse("Sms versturen is op dit moment niet mogelijk.", 503);
      const user = await db.transaction(async (trx) => {
        const added = await addToOrganisation(trx, { organisationId, phone, orgRole: form.role, name: form.name });
        const label = `${form.name} (${displayPhone(phone)})`;
        const changes = [{ field: "member", label, old: null, new: roleLabel(form.role) }];
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
      await sendLink(host, user.id, phone, origin, `Je bent toegevoegd als ${roleLabel(form.role).toLowerCase()}`);
      return {
        intent: form.intent,
        message: `${form.name} is toegevoegd en krijgt een sms met een inloglink.`,
      };
    }
    case "resend": {
      const target = (await listOrganisationUsers(db, { organisationId })).find((p) => p.id === form.id);
      if (!target) refuse(STAFF_NOT_FOUND, 404);
      const name = member(target, target).name;
      if (!target.phone) refuse(NO_PHONE, 409);
      if (getSmsProvider().name === "disabled") refuse("Sms versturen is op dit moment niet mogelijk.", 503);
      if (!(await hitLimit(`staff-link:${target.id}`, RESEND_LIMIT)).allowed) refuse(TOO_MANY_LINKS, 429);
      await sendLink(
        host,
        target.id,
        target.phone,
        origin,
        `Je nieuwe inloglink als ${roleLabel(effectiveRole(target)).toLowerCase()}`,
      );
      return { intent: form.intent, message: `${name} krijgt een sms met een nieuwe inloglink.` };
    }
    case "role":
    case "remove": {
      // one change per organisation at a time: two admins demoting each other must not both win
      const outcome = await db.transaction(async (trx) => {
        await lockOrganisation(trx, { id: organisationId });
        const people = await listOrganisationUsers(trx, { organisationId });
        const target = people.find((p) => p.id === form.id);
        if (!target) refuse(STAFF_NOT_FOUND, 404);
        const admins = people.filter((p) => effectiveRole(p) === "admin");
        const current = effectiveRole(target);
        const losesAdmin = current === "admin" && (form.intent === "remove" || form.role !== "admin");
        if (losesAdmin && admins.length <= 1) refuse(LAST_ADMIN, 409);
        const name = member(target, target).name;
        if (form.intent === "role") {
          if (current === form.role) return { changed: null, message: "Niets gewijzigd." };
          await setOrganisationRole(trx, { organisationId, userId: target.id, orgRole: form.role });
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
        await removeFromOrganisation(trx, { organisationId, userId: target.id });
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
