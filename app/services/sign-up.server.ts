// Restaurant sign-up (/register, docs/issues/016.md §1): the logged-in owner's checked form becomes, in ONE
// transaction, an organisation (or her existing one when she already runs a restaurant there as its
// admin), the host with its settings, her admin role, the starter menu, opening hours and first
// delivery zone. The form's key makes a second submit find the first restaurant instead of making
// another. After commit every instance forgets what it cached about hosts (the new perma was an
// "unknown" a moment ago), and she is redirected through a single-use login hop on her new subdomain
// (staff sessions are host-only cookies, decision 006) that logs her in on arrival and lands her on
// her board with its checklist — no "Inloggen met je link" to tap (docs/issues/033.md §10). With an e-mail
// address on the form she also gets a welcome mail with that checklist, after commit; the address
// is where the daily close goes (settings.dayCloseMail, decision 080).
// const { loginUrl } = await openRestaurant({ userId, ip, requestUrl, input });
import { customerChanged } from "~/realtime/customer-events.server";
import crypto from "node:crypto";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { parseMobile } from "~/domain/login";
import { PERMA_TAKEN, permaProblem } from "~/domain/perma";
import { isPermaTaken } from "~/models/host-settings.server";
import { checklist, type SignUpInput } from "~/domain/sign-up";
import { effectiveRole } from "~/domain/menu";
import { mailHtml, mailText, welcomeMail } from "~/domain/mail";
import { starterMenu } from "~/domain/starter-menus";
import { displayPhone } from "~/domain/validation";
import type { HostSettings } from "~/models/hosts.server";
import { insertProduct, replaceGroups } from "~/models/product-writes.server";
import {
  findSignUp,
  insertDeliveryZone,
  insertOpeningHours,
  insertSignUpHost,
  insertSignUpOrganisation,
  lockSignUpUser,
  makeOrganisationAdmin,
  PERMA_CONSTRAINT,
  SIGN_UP_KEY_CONSTRAINT,
} from "~/models/sign-ups.server";
import { isUniqueViolation } from "~/models/unique.server";
import { hostChanged, menuChanged } from "~/realtime/invalidation.server";
import { ServiceError } from "~/services/errors.server";
import { createExloginLink } from "~/services/exlogin.server";
import { mailAvailable, sendMail } from "~/services/mail.server";
import { logger } from "~/infra/logger.server";
import { hitLimit, withinLimit } from "~/infra/rate-limit.server";
import { hostOrigin } from "~/domain/urls";

/** New restaurants per client address per hour, and per owner's phone per day (abuse, docs/issues/016.md). */
export const SIGN_UPS_PER_IP = { limit: 5, windowMs: 60 * 60 * 1000 };
export const SIGN_UPS_PER_PHONE = { limit: 3, windowMs: 24 * 60 * 60 * 1000 };
export const TOO_MANY_SIGN_UPS = "Te veel aanmeldingen. Probeer het morgen opnieuw, of neem contact met ons op.";
export const NOT_A_MOBILE = "Ongeldig nummer";
export const STAFF_ELSEWHERE =
  "Dit nummer is al medewerker van een restaurant. Alleen een beheerder kan nog een restaurant aanmelden.";
export const ROOT_CANNOT = "Een platformbeheerder meldt geen restaurant aan met zijn eigen account.";
export const OTHER_SIGN_UP = "Deze aanmelding is al gebruikt. Vernieuw de pagina en probeer het opnieuw.";
export const OPENED = "Je restaurant is open.";

/** The owner's landing after the hop: her board, where the checklist waits. */
export const LANDING = "/orders";

const permaTaken = () => new ServiceError(PERMA_TAKEN, 409, { perma: PERMA_TAKEN });

/** Availability looks per client address per 10 minutes: typing is ~1 a keystroke; enumerating is refused. */
export const PERMA_LOOKUPS_PER_IP = { limit: 300, windowMs: 10 * 60 * 1000 };

/** The live check while she types "Webadres": its rules first, then whether it is taken. */
export async function checkPerma({
  perma,
  ip,
}: {
  perma: string;
  ip: string;
}): Promise<{ perma: string; available: boolean; message: string }> {
  const wanted = perma.trim().toLowerCase();
  const problem = permaProblem(wanted);
  if (problem) return { perma: wanted, available: false, message: problem };
  if (!(await hitLimit(`perma:ip:${ip}`, PERMA_LOOKUPS_PER_IP)).allowed) throw new ServiceError(TOO_MANY_SIGN_UPS, 429);
  const taken = await isPermaTaken(getDb(), { perma: wanted, hostId: null, now: new Date() });
  return { perma: wanted, available: !taken, message: taken ? PERMA_TAKEN : "Dit webadres is vrij." };
}

function hostSettings(input: SignUpInput, ownerPhone: string): HostSettings {
  return {
    // iDEAL joins once she has a Mollie key (Instellingen); until then what she offers at the door
    payment: { pickup: input.pickup ? input.payment : [], deliver: input.deliver ? input.payment : [] },
    adminPhone: ownerPhone,
    escalationMinutes: 10,
    signUp: { pickup: input.pickup, deliver: input.deliver },
    // the form's label promises the daily close to this address; Instellingen → Profiel changes it
    ...(input.email ? { dayCloseMail: input.email } : {}),
  };
}

/**
 * The welcome mail (decision 080): the board's checklist, each step with its link on the new
 * subdomain. Never throws: a failed send is logged by sendMail and the sign-up stands.
 */
async function sendWelcome(to: string | null, host: { hostId: number; name: string; origin: string }): Promise<void> {
  try {
    if (!to || !mailAvailable()) return;
    const items = checklist({ menu: false, hours: false, mollieKey: false, printer: false, order: false });
    const mail = welcomeMail({
      restaurant: host.name,
      board: host.origin + LANDING,
      checklist: items.map((i) => ({ label: i.label, href: host.origin + i.href })),
    });
    await sendMail({
      kind: "welcome",
      to,
      subject: mail.subject,
      text: mailText(mail.body),
      html: mailHtml(mail.body),
    });
  } catch {
    logger().warn({ area: "sign-up", hostId: host.hostId }, "welcome mail not sent");
  }
}

export async function openRestaurant({
  userId,
  ip,
  requestUrl,
  input,
}: {
  userId: number;
  ip: string;
  requestUrl: string;
  input: SignUpInput;
}): Promise<{
  intent: "open";
  message: string;
  loginUrl: string;
  perma: string;
  replayed: boolean;
  /** Settles when the welcome mail is sent or given up (never rejects); the route does not wait for it. */
  welcome: Promise<void>;
}> {
  const db = getDb();
  const ipKey = `sign-up:ip:${ip}`;
  const origin = (perma: string) => hostOrigin({ perma }, requestUrl, getEnv().PLATFORM_DOMAIN);
  const answer = async (host: { hostId: number; perma: string }, replayed: boolean, welcome = Promise.resolve()) => {
    const { path } = await createExloginLink({ userId, hostId: host.hostId, redirectTo: LANDING, hop: true });
    return {
      intent: "open" as const,
      message: OPENED,
      loginUrl: origin(host.perma) + path,
      perma: host.perma,
      replayed,
      welcome,
    };
  };

  // the same form submitted again (a double tap, a retry after a lost answer): the same restaurant
  const earlier = await findSignUp(db, { key: input.key });
  if (earlier) {
    if (earlier.createdBy !== userId) throw new ServiceError(OTHER_SIGN_UP, 409);
    return answer(earlier, true);
  }
  if (!(await withinLimit(ipKey, SIGN_UPS_PER_IP))) throw new ServiceError(TOO_MANY_SIGN_UPS, 429);

  const starter = starterMenu(input.starter);
  let created: { hostId: number; perma: string; phone: string };
  try {
    created = await db.transaction(async (trx) => {
      const user = await lockSignUpUser(trx, { userId });
      if (!user) throw new ServiceError("Je bent niet ingelogd.", 401);
      // the key again, now under her lock: a parallel submit of the same form committed first
      const raced = await findSignUp(trx, { key: input.key });
      if (raced) return { ...raced, phone: user.phone ?? "", replay: true };
      if (user.kind === "root") throw new ServiceError(ROOT_CANNOT, 403);
      const mobile = user.phone ? parseMobile(displayPhone(user.phone)) : null;
      if (!mobile) throw new ServiceError(NOT_A_MOBILE, 400, { phone: NOT_A_MOBILE });
      const admin = effectiveRole(user) === "admin";
      if (user.kind === "host" && !admin) throw new ServiceError(STAFF_ELSEWHERE, 403);
      if (!(await withinLimit(`sign-up:phone:${mobile}`, SIGN_UPS_PER_PHONE)))
        throw new ServiceError(TOO_MANY_SIGN_UPS, 429);
      if (await isPermaTaken(trx, { perma: input.perma, hostId: null, now: new Date() })) throw permaTaken();

      // a chain owner's next restaurant joins her organisation; a customer gets her own
      let organisationId = user.kind === "host" ? user.organisationId : null;
      if (organisationId === null) {
        organisationId = await insertSignUpOrganisation(trx, { name: input.name });
        await makeOrganisationAdmin(trx, { userId, organisationId });
      }
      const hostId = await insertSignUpHost(trx, {
        organisationId,
        perma: input.perma,
        name: input.name,
        categories: [input.category],
        address: input.address,
        zipcode: input.zipcode,
        city: input.city,
        phone: input.phone,
        menu: starter.tabs,
        settings: hostSettings(input, mobile),
        signUpKey: input.key,
        createdBy: userId,
      });
      await insertOpeningHours(trx, { hostId, hours: input.hours });
      if (input.zone) await insertDeliveryZone(trx, { hostId, zone: { name: "Bezorggebied", ...input.zone } });
      for (const { groups, ...product } of starter.products) {
        const productId = await insertProduct(trx, { hostId, product });
        if (groups.length) await replaceGroups(trx, { hostId, productId, groups });
      }
      return { hostId, perma: input.perma, phone: mobile, replay: false };
    });
  } catch (err) {
    // two different sign-ups raced for one perma, or one sign-up's two submits for its key
    if (isUniqueViolation(err, PERMA_CONSTRAINT)) throw permaTaken();
    if (isUniqueViolation(err, SIGN_UP_KEY_CONSTRAINT)) {
      const first = await findSignUp(db, { key: input.key });
      if (first && first.createdBy === userId) return answer(first, true);
      throw new ServiceError(OTHER_SIGN_UP, 409);
    }
    throw err;
  }
  if ("replay" in created && created.replay) return answer(created, true);

  await Promise.all([hitLimit(ipKey, SIGN_UPS_PER_IP), hitLimit(`sign-up:phone:${created.phone}`, SIGN_UPS_PER_PHONE)]);
  // the tenant caches of every instance still hold "unknown" for this perma; the menu is new
  await Promise.all([hostChanged(created.hostId), menuChanged(created.hostId)]);
  // a customer who signed up is now her organisation's admin: no worker keeps her as a customer (decision 097)
  await customerChanged(userId);
  // after commit and not awaited: a slow or absent mail server never holds up or fails the sign-up
  const welcome = sendWelcome(input.email, { hostId: created.hostId, name: input.name, origin: origin(created.perma) });
  return answer(created, false, welcome);
}

/** What /register shows: her number when she is logged in, a fresh key for this form, and why not, when she cannot. */
export function registerPage(
  user: { kind: string; phone: string | null; orgRole: string | null; role: string | null } | null,
) {
  const admin = user !== null && effectiveRole(user) === "admin";
  const refusal = !user
    ? null
    : user.kind === "root"
      ? ROOT_CANNOT
      : user.kind === "host" && !admin
        ? STAFF_ELSEWHERE
        : null;
  return {
    key: crypto.randomBytes(18).toString("base64url"),
    platformDomain: getEnv().PLATFORM_DOMAIN,
    phone: user?.phone ?? null,
    refusal,
  };
}
