// The customer's own page /club (the club's owner side is club.server.ts): their stamp card at this
// restaurant, and whether they receive the club's messages.
// const view = await loadConsent({ hostId, customerId });
import { getDb } from "~/db.server";
import { formatDateTime } from "~/domain/customers";
import { MAX_STAMPS, normaliseStamps } from "~/domain/stamps";
import { getClubConsent, getClubReward, setClubConsent } from "~/models/club.server";
import { getStampBalance } from "~/models/stamps.server";
import type { ConsentInput } from "~/schemas/club";

/** The customer's own page /club: their card here, and whether they receive the club's messages. */
export async function loadConsent({ hostId, customerId }: { hostId: number; customerId: number }) {
  const db = getDb();
  const [consent, reward, balance] = await Promise.all([
    getClubConsent(db, { hostId, customerId }),
    getClubReward(db, { hostId }),
    getStampBalance(getDb(), { hostId, customerId }),
  ]);
  const optedIn = Boolean(consent?.optInAt) && !consent?.optOutAt;
  return {
    optedIn,
    since: optedIn && consent?.optInAt ? formatDateTime(consent.optInAt) : null,
    reward,
    stamps: normaliseStamps(balance),
    maxStamps: MAX_STAMPS,
  };
}

export async function saveConsent({
  hostId,
  customerId,
  input,
}: {
  hostId: number;
  customerId: number;
  input: ConsentInput;
}) {
  await setClubConsent(getDb(), { hostId, customerId, optIn: input.optIn, source: "klant op /club" });
  return {
    intent: "consent" as const,
    message: input.optIn
      ? "Je ontvangt voortaan de berichten van de klantenclub."
      : "Je ontvangt geen berichten van de klantenclub meer.",
  };
}
