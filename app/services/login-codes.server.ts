// SMS login codes (OWASP ASVS V6.6): 4 characters from a CSPRNG, stored as a keyed hash, single
// use, 10 minutes, dead after 5 wrong tries; sends limited per phone and per address, tries per phone.
// The answer never depends on whether the phone has an account: no user is looked up here. A refusal
// (too many codes or tries, a wrong code, SMS switched off) is a thrown ServiceError (decision 083).
import crypto from "node:crypto";
import { CODE_LENGTH } from "~/domain/constants";
import { CODE_ALPHABET } from "~/domain/login";
import { getEnv } from "~/env.server";
import { getSmsProvider } from "~/integrations/sms/index.server";
import { addFailedAttempt, consumeLoginCode, getLiveLoginCode, insertLoginCode } from "~/models/login-codes.server";
import { hitLimit, resetLimit } from "~/infra/rate-limit.server";
import { addressKey } from "~/infra/client-address";
import { logger } from "~/infra/logger.server";
import { getDb } from "~/db.server";
import { ServiceError } from "~/services/errors.server";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const SEND_LIMIT_PHONE = { limit: 3, windowMs: 10 * 60 * 1000 };
/**
 * Per client address (IPv6: its /64) per hour, over all phones: sized for the many customers behind
 * one carrier-grade NAT or a restaurant's Wi-Fi on a Friday evening (decision 070); each phone has
 * its own 3 per 10 minutes. CODE_LIMIT_PER_IP tunes it.
 */
export const sendLimitIp = () => ({ limit: getEnv().CODE_LIMIT_PER_IP, windowMs: 60 * 60 * 1000 });
/** Across codes: with 3 codes per 10 minutes a phone could otherwise get 15 tries. */
export const TRY_LIMIT_PHONE = { limit: 10, windowMs: 10 * 60 * 1000 };

export const MESSAGES = {
  tooManyCodesPhone: "Te veel codes aangevraagd. Probeer het over 10 minuten opnieuw.",
  tooManyCodesIp: "Te veel codes aangevraagd. Probeer het later opnieuw.",
  tooManyTries: "Te veel pogingen. Probeer het over 10 minuten opnieuw.",
  wrongCode: "Onjuiste of verlopen code. Vraag een nieuwe code aan met Opnieuw.",
} as const;

export const SMS_UNAVAILABLE = "Inloggen met een sms-code is op dit moment niet mogelijk. Probeer het later opnieuw.";

export function generateCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Keyed with the server secret: a leaked table alone does not give the codes away. */
export function hashCode(phone: string, code: string): string {
  return crypto.createHmac("sha256", getEnv().SESSION_SECRET).update(`login-code:${phone}:${code}`).digest("hex");
}

export async function sendLoginCode(input: {
  phone: string;
  ip: string;
  from?: string | null;
  hostId?: number | null;
  hostName?: string | null;
}): Promise<void> {
  // never "a code was sent" when none can be (production with SMS_DISABLED=1)
  if (getSmsProvider().name === "disabled") throw new ServiceError(SMS_UNAVAILABLE, 503);
  // the phone number is the main key; the address's cap is sized for a shared one (decision 070)
  const byPhone = await hitLimit(`code:phone:${input.phone}`, SEND_LIMIT_PHONE);
  if (!byPhone.allowed) throw new ServiceError(MESSAGES.tooManyCodesPhone, 429);
  const byIp = await hitLimit(`code:ip:${addressKey(input.ip)}`, sendLimitIp());
  if (!byIp.allowed) throw new ServiceError(MESSAGES.tooManyCodesIp, 429);

  const code = generateCode();
  await insertLoginCode(getDb(), {
    phone: input.phone,
    codeHash: hashCode(input.phone, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
    ip: input.ip || null,
    from: input.from ?? null,
    hostId: input.hostId ?? null,
  });
  const where = input.hostName ? ` voor ${input.hostName}` : "";
  try {
    await getSmsProvider().send({
      to: input.phone,
      message: `${code} is je Bestelinfo code${where}. Geldig 10 minuten.`,
    });
  } catch (err) {
    // the caller still gets the same answer: a failing SMS gateway must not reveal anything
    logger().error({ area: "sms" }, `login code not sent: ${(err as Error).message}`);
  }
}

/** Checks and uses up the phone's live code; a wrong, used or expired one is a thrown 400. */
export async function verifyLoginCode(phone: string, code: string): Promise<void> {
  const tries = await hitLimit(`code:tries:${phone}`, TRY_LIMIT_PHONE);
  if (!tries.allowed) throw new ServiceError(MESSAGES.tooManyTries, 429);
  const live = await getLiveLoginCode(getDb(), { phone, maxAttempts: MAX_CODE_ATTEMPTS });
  const expected = Buffer.from(live?.code_hash ?? hashCode(phone, "----"), "hex");
  const actual = Buffer.from(hashCode(phone, code), "hex");
  const match = crypto.timingSafeEqual(expected, actual) && live !== null;
  if (!live || !match) {
    if (live) await addFailedAttempt(getDb(), { id: live.id });
    throw new ServiceError(MESSAGES.wrongCode, 400);
  }
  if (!(await consumeLoginCode(getDb(), { id: live.id }))) throw new ServiceError(MESSAGES.wrongCode, 400);
  await resetLimit(`code:tries:${phone}`, TRY_LIMIT_PHONE);
}
