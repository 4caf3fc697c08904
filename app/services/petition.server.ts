// /petitie "Eerlijk bestellen" (docs/issues/020.md §4, decision 052): the page's figures, signing, verifying
// and withdrawing. A signature counts only once its address is verified — a 6-digit code by SMS
// for a mobile number, a link by e-mail for an address — and at most once per address (a unique
// index decides). Codes and link secrets are stored as keyed hashes, expire after 15 minutes and
// die after 5 wrong tries; signing is limited per client IP and per address, tries per IP. After a
// signature counts or is withdrawn, petition.changed goes over the bus: the cached pages drop.
import crypto from "node:crypto";
import { getDb } from "~/db.server";
import {
  CODE_DIGITS,
  CODE_TTL_MS,
  MARKETPLACE_RATES,
  MAX_ATTEMPTS,
  MESSAGES,
  PETITION_TITLE,
  TYPICAL_ORDER,
  typicalCommission,
} from "~/domain/petition";
import { getEnv } from "~/env.server";
import { mailHtml, mailText, type MailBody } from "~/domain/mail";
import { getSmsProvider } from "~/integrations/sms/index.server";
import {
  addFailedAttempt,
  countSignatures,
  getPendingSignature,
  getWithdrawHash,
  insertPendingSignature,
  verifySignature,
  withdrawSignature,
} from "~/models/petition.server";
import { petitionChanged } from "~/realtime/petition.server";
import type { PetitionInput } from "~/schemas/petition";
import { ServiceError } from "~/services/errors.server";
import { mailAvailable, sendMail } from "~/services/mail.server";
import { logger } from "~/infra/logger.server";
import { hitLimit } from "~/infra/rate-limit.server";

/** Signatures asked for from one client IP per hour (a flood is refused with 429). */
export const SIGN_LIMIT_IP = { limit: 10, windowMs: 60 * 60 * 1000 };
/** Codes or links sent to one address per 15 minutes. */
const SEND_LIMIT_ADDRESS = { limit: 3, windowMs: CODE_TTL_MS };
/** Codes tried from one client IP per 15 minutes, across signatures. */
const TRY_LIMIT_IP = { limit: 20, windowMs: CODE_TTL_MS };

export interface PetitionView {
  count: number;
  /** false in production without SMTP_URL: the form asks for a mobile number only */
  mail: boolean;
  typicalOrder: number;
  commission: number;
  percent: number;
  perOrder: number;
}

export async function loadPetition(): Promise<PetitionView> {
  return {
    count: await countSignatures(getDb()),
    mail: mailAvailable(),
    typicalOrder: TYPICAL_ORDER,
    commission: typicalCommission(),
    percent: MARKETPLACE_RATES.percent,
    perOrder: MARKETPLACE_RATES.perOrder,
  };
}

const keyed = (purpose: string, value: string) =>
  crypto.createHmac("sha256", getEnv().SESSION_SECRET).update(`petition-${purpose}:${value}`).digest("hex");

function sameHash(expected: string | null, actual: string): boolean {
  if (!expected || expected.length !== actual.length) return false;
  return crypto.timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(actual, "hex"));
}

const secret = () => crypto.randomBytes(24).toString("base64url");

function origin(url: string): string {
  return new URL(url).origin;
}

/** What signing or verifying answers: the code form's signature, or the withdrawal link once it counts. */
export interface PetitionDone {
  intent: "sign" | "verify";
  message: string;
  pending: { id: number; channel: "sms" | "email" } | null;
  withdrawUrl: string | null;
}

type SignInput = Extract<PetitionInput, { intent: "sign" }>;
type VerifyInput = Extract<PetitionInput, { intent: "verify" }>;

export interface Signer {
  /** The client's address, for the rate limits. */
  ip: string;
  /** The restaurant whose domain it was signed on (null: the platform). */
  hostId: number | null;
  /** The page's URL, for the links in a message. */
  url: string;
}

/**
 * Records an unverified signature and sends its code (SMS) or confirmation link (e-mail). The
 * answer never says whether the address had signed before.
 */
export async function signPetition({ signer, input }: { signer: Signer; input: SignInput }): Promise<PetitionDone> {
  const { contact } = input;
  const available = contact.channel === "sms" ? getSmsProvider().name !== "disabled" : mailAvailable();
  if (!available) {
    // this kind of address cannot be verified here (production without SMTP_URL): the other kind can
    const message = contact.channel === "sms" ? MESSAGES.smsUnavailable : MESSAGES.mailUnavailable;
    throw new ServiceError(message, 422, { contact: message });
  }
  if (!(await hitLimit(`petition:ip:${signer.ip}`, SIGN_LIMIT_IP)).allowed)
    throw new ServiceError(MESSAGES.tooMany, 429);
  if (!(await hitLimit(`petition:address:${contact.address}`, SEND_LIMIT_ADDRESS)).allowed)
    throw new ServiceError(MESSAGES.tooManyForAddress, 429, { contact: MESSAGES.tooManyForAddress });

  const code = contact.channel === "sms" ? String(crypto.randomInt(10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0") : "";
  const link = contact.channel === "email" ? secret() : "";
  const id = await insertPendingSignature(getDb(), {
    name: input.name,
    place: input.place,
    address: contact.address,
    channel: contact.channel,
    owner: input.owner,
    keepInformed: input.keepInformed,
    hostId: signer.hostId,
    codeHash: contact.channel === "sms" ? keyed("code", `${contact.address}:${code}`) : keyed("link", link),
    codeExpiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  try {
    if (contact.channel === "sms") {
      await getSmsProvider().send({
        to: contact.address,
        message: `${code} is je code voor de petitie ${PETITION_TITLE}. Geldig 15 minuten.`,
      });
    } else {
      const body: MailBody = {
        heading: "Bevestig je handtekening",
        paragraphs: [
          `Bedankt voor het tekenen van de petitie ${PETITION_TITLE}.`,
          "Bevestig je handtekening binnen 15 minuten met de link hieronder. Pas dan telt hij mee.",
        ],
        link: { href: `${origin(signer.url)}/petitie/bevestig/${id}.${link}`, label: "Handtekening bevestigen" },
        footer: "Heb je niet getekend? Dan kun je deze e-mail negeren.",
      };
      await sendMail({
        kind: "petition-link",
        to: contact.address,
        subject: `Bevestig je handtekening: ${PETITION_TITLE}`,
        text: mailText(body),
        html: mailHtml(body),
      });
    }
  } catch (err) {
    logger().error({ area: "petition" }, `petition code not sent: ${(err as Error).message}`);
    throw new ServiceError("Versturen is niet gelukt. Probeer het later opnieuw.", 503);
  }
  return {
    intent: "sign" as const,
    message:
      contact.channel === "sms"
        ? "We hebben je een sms gestuurd met een code van 6 cijfers. Vul die hieronder in."
        : "We hebben je een e-mail gestuurd. Klik op de link in die e-mail om je handtekening te bevestigen.",
    pending: { id, channel: contact.channel },
    withdrawUrl: null,
  };
}

function thanks(withdrawUrl: string) {
  const body: MailBody = {
    heading: "Bedankt voor je handtekening!",
    paragraphs: [`Je handtekening voor ${PETITION_TITLE} telt mee.`],
    link: { href: withdrawUrl, label: "Intrekken kan altijd" },
  };
  return { text: mailText(body), html: mailHtml(body) };
}

async function counted(id: number, channel: "sms" | "email", address: string, url: string) {
  const withdraw = secret();
  const result = await verifySignature(getDb(), { id, withdrawHash: keyed("withdraw", withdraw) });
  if (result === "gone") throw new ServiceError(MESSAGES.wrongCode, 400, { code: MESSAGES.wrongCode });
  if (result === "duplicate") {
    return {
      message: "Je had de petitie al getekend. Je handtekening telt één keer mee.",
      withdrawUrl: null as string | null,
    };
  }
  await petitionChanged();
  const withdrawUrl = `${origin(url)}/petitie/intrekken/${id}.${withdraw}`;
  const text = `Bedankt voor je handtekening voor ${PETITION_TITLE}! Intrekken kan altijd via ${withdrawUrl}`;
  // the thanks carries the way back; a failing sender does not undo a counted signature
  const send =
    channel === "sms"
      ? getSmsProvider().send({ to: address, message: text })
      : sendMail({
          kind: "petition-thanks",
          to: address,
          subject: `Bedankt: ${PETITION_TITLE}`,
          ...thanks(withdrawUrl),
        });
  await send.catch((err: Error) => logger().warn({ area: "petition" }, `petition thanks not sent: ${err.name}`));
  return { message: "Bedankt! Je handtekening telt mee.", withdrawUrl: withdrawUrl as string | null };
}

/** The SMS code of a signature: right → it counts; wrong, expired or used up → 400. */
export async function verifyPetitionCode({
  signer,
  input,
}: {
  signer: Pick<Signer, "ip" | "url">;
  input: VerifyInput;
}): Promise<PetitionDone> {
  if (!(await hitLimit(`petition:tries:${signer.ip}`, TRY_LIMIT_IP)).allowed)
    throw new ServiceError(MESSAGES.tooMany, 429);
  const refused = (message: string) => new ServiceError(message, 400, { code: message }, { id: input.id });
  if (!new RegExp(`^\\d{${CODE_DIGITS}}$`).test(input.code)) throw refused(MESSAGES.badCode);
  const pending = await getPendingSignature(getDb(), { id: input.id });
  const live =
    pending?.channel === "sms" &&
    pending.codeExpiresAt !== null &&
    pending.codeExpiresAt.getTime() > Date.now() &&
    pending.attempts < MAX_ATTEMPTS;
  const right = pending ? sameHash(pending.codeHash, keyed("code", `${pending.address}:${input.code}`)) : false;
  if (!pending || !live || !right) {
    if (pending && live) await addFailedAttempt(getDb(), { id: pending.id });
    throw refused(MESSAGES.wrongCode);
  }
  return {
    intent: "verify" as const,
    pending: null,
    ...(await counted(pending.id, "sms", pending.address, signer.url)),
  };
}

/** Whether an e-mail confirmation link is live (the page asks for one click before it counts). */
export async function checkConfirmLink(token: { id: number; secret: string }): Promise<boolean> {
  const pending = await getPendingSignature(getDb(), { id: token.id });
  return (
    pending?.channel === "email" &&
    pending.codeExpiresAt !== null &&
    pending.codeExpiresAt.getTime() > Date.now() &&
    sameHash(pending.codeHash, keyed("link", token.secret))
  );
}

/** The e-mail link confirmed: the signature counts. */
export async function confirmPetitionLink({
  signer,
  token,
}: {
  signer: Pick<Signer, "ip" | "url">;
  token: { id: number; secret: string };
}) {
  if (!(await hitLimit(`petition:tries:${signer.ip}`, TRY_LIMIT_IP)).allowed)
    throw new ServiceError(MESSAGES.tooMany, 429);
  if (!(await checkConfirmLink(token))) throw new ServiceError(MESSAGES.badLink, 404);
  const pending = (await getPendingSignature(getDb(), { id: token.id }))!;
  return { intent: "confirm" as const, ...(await counted(token.id, "email", pending.address, signer.url)) };
}

/** Whether a withdrawal link belongs to a counting signature. */
export async function checkWithdrawLink(token: { id: number; secret: string }): Promise<boolean> {
  return sameHash(await getWithdrawHash(getDb(), { id: token.id }), keyed("withdraw", token.secret));
}

/** The signer takes their signature back: it leaves the counter, its personal data is erased. */
export async function withdrawPetition(token: { id: number; secret: string }) {
  if (!(await checkWithdrawLink(token)) || !(await withdrawSignature(getDb(), { id: token.id }))) {
    throw new ServiceError(MESSAGES.badWithdrawLink, 404);
  }
  await petitionChanged();
  return { intent: "withdraw" as const, message: "Je handtekening is ingetrokken en telt niet meer mee." };
}
