// A restaurant's privacy page (/privacy, decision 081), worked out from its settings: who the
// controller is, which sub-processors are in use, and which cookies are set. Pure: the service
// reads the settings, this decides what the page says.
export interface PrivacyInput {
  /** null: the platform's own page (bestelinfo.nl), where Bestelinfo is the controller. */
  restaurant: {
    name: string;
    address: string | null;
    zipcode: string | null;
    city: string | null;
    kvk: string | null;
    email: string | null;
    phone: string | null;
  } | null;
  /** iDEAL offered for pickup or delivery. */
  ideal: boolean;
  /** A Thuisbezorgd link exists (active or not: orders came or may come through it). */
  thuisbezorgd: boolean;
}

export interface SubProcessor {
  name: string;
  purpose: string;
}

export interface PrivacyView {
  controller: { name: string; lines: string[]; kvk: string | null; contact: string | null };
  /** true on a restaurant's page: Bestelinfo processes for the restaurant. */
  processor: boolean;
  subProcessors: SubProcessor[];
}

/** The one cookie the product sets (tests/e2e/cookies.spec.ts fails on any other). */
export const FUNCTIONAL_COOKIES = [
  {
    name: "bestelinfo.sid",
    purpose: "Houdt je winkelwagen en je inlog bij. Verloopt vanzelf; geen tracking.",
  },
] as const;

export const HOSTING: SubProcessor = {
  name: "Fly.io",
  purpose: "Hosting van de website en de database, in een datacenter in Amsterdam.",
};

export function privacyView(input: PrivacyInput): PrivacyView {
  const r = input.restaurant;
  const subProcessors: SubProcessor[] = [
    HOSTING,
    { name: "Twilio", purpose: "Het versturen van sms'jes, zoals je inlogcode." },
  ];
  if (input.ideal) subProcessors.push({ name: "Mollie", purpose: "Betalingen met iDEAL." });
  if (input.thuisbezorgd)
    subProcessors.push({ name: "Thuisbezorgd.nl", purpose: "Bestellingen die via Thuisbezorgd.nl binnenkomen." });
  if (!r) {
    return {
      controller: { name: "Bestelinfo", lines: [], kvk: null, contact: null },
      processor: false,
      subProcessors,
    };
  }
  const place = [r.zipcode, r.city].filter(Boolean).join(" ");
  return {
    controller: {
      name: r.name,
      lines: [r.address, place].filter((l): l is string => Boolean(l)),
      kvk: r.kvk,
      contact: r.email ?? r.phone,
    },
    processor: true,
    subProcessors,
  };
}
