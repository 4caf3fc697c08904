// The person behind a privacy request (decisions 078, 079): the account's profile (a Dutch 404 when it
// is gone), its phone in every spelling the rows may hold, the staff's rule that a customer is their
// own restaurant's, and the SMS code to the account's own phone that confirms an export or an erasure.
// const profile = await requireProfile(customerId);
import { getDb } from "~/db.server";
import { cleanPhone, isAnonymousPhone } from "~/domain/validation";
import { phoneSpellings, PRIVACY_MESSAGES } from "~/domain/privacy";
import { CUSTOMER_NOT_FOUND } from "~/domain/customers";
import { getHostCustomer } from "~/models/customers.server";
import { getPersonProfile, type PersonProfile } from "~/models/privacy.server";
import { ServiceError } from "~/services/errors.server";
import { sendLoginCode, verifyLoginCode } from "~/services/login-codes.server";

export function phonesOf(profile: PersonProfile): string[] {
  if (!profile.phone || isAnonymousPhone(profile.phone)) return [];
  return phoneSpellings(cleanPhone(profile.phone)).concat(phoneSpellings(profile.phone));
}

export async function requireProfile(customerId: number): Promise<PersonProfile> {
  const profile = await getPersonProfile(getDb(), { customerId });
  if (!profile) throw new ServiceError("Dit account bestaat niet (meer).", 404);
  return profile;
}

/** Staff may act only on a customer of their own restaurant (the customer page's rule). */
export async function requireHostCustomer(hostId: number, customerId: number): Promise<void> {
  if (!(await getHostCustomer(getDb(), { hostId, customerId }))) throw new ServiceError(CUSTOMER_NOT_FOUND, 404);
}

/** An SMS code to the account's own phone confirms an export or an erasure. */
export async function sendPrivacyCode(input: {
  customerId: number;
  ip: string;
  hostId: number | null;
  hostName: string | null;
}): Promise<void> {
  const profile = await requireProfile(input.customerId);
  if (!profile.phone || isAnonymousPhone(profile.phone)) throw new ServiceError(PRIVACY_MESSAGES.noPhone, 400);
  await sendLoginCode({
    phone: cleanPhone(profile.phone),
    ip: input.ip,
    from: "privacy",
    hostId: input.hostId,
    hostName: input.hostName,
  });
}

export async function checkPrivacyCode({ customerId, code }: { customerId: number; code: string }): Promise<void> {
  const profile = await requireProfile(customerId);
  if (!profile.phone) throw new ServiceError(PRIVACY_MESSAGES.noPhone, 400);
  await verifyLoginCode(cleanPhone(profile.phone), code.trim().toUpperCase());
}
