/**
 * /admin/hub "Koppelingen" (docs/issues/020.md §2, decision 053): what is green, amber or red for each of a
 * restaurant's integrations, and what the button that fixes it says. Pure: the service gathers the
 * facts, these rules judge them. Red: customers or orders are affected now. Amber: it works, but
 * look at it. Green: nothing to do. Off: not in use — a choice, not a fault (no Thuisbezorgd link).
 */
import { dayKey, formatClock } from "./amsterdam-time";
import { OFFLINE_AFTER_MS, statusProblem } from "./cloudprnt";
import { isPausedAt } from "./host-settings";
import { hoursStateText, type OpeningShift } from "./opening-hours";

export type HubState = "red" | "amber" | "green" | "off";

export interface Verdict {
  state: HubState;
  /** One line that says what is going on. */
  summary: string;
  /** The text of the button that fixes it (or, when all is well, manages it). */
  action: string;
}

/** How a state is named next to its colour (never colour alone). */
export const STATE_LABEL: Record<HubState, string> = {
  red: "Actie nodig",
  amber: "Let op",
  green: "In orde",
  off: "Niet in gebruik",
};

const RANK: Record<HubState, number> = { red: 3, amber: 2, green: 1, off: 0 };

/** The worst of several states; off when there are none. */
export function worstState(states: ReadonlyArray<HubState>): HubState {
  return states.reduce<HubState>((worst, s) => (RANK[s] > RANK[worst] ? s : worst), "off");
}

/** A printer silent this long is red, not amber: the kitchen is missing tickets (docs/issues/020.md §2). */
export const PRINTER_RED_AFTER_MS = 5 * 60_000;
/** This many tickets waiting for an online printer means it is not keeping up. */
export const PRINTER_QUEUE_WARN = 5;
/** A marketplace order still unconfirmed to Thuisbezorgd after this long is red. */
export const MARKETPLACE_ACK_RED_AFTER_MS = 5 * 60_000;

/** "vandaag 17:02", "gisteren 23:10" or "21-11-2026 17:02" on the Amsterdam clock; "nog nooit" for none. */
export function whenText(at: Date | null, now: Date): string {
  if (!at) return "nog nooit";
  const clock = formatClock(at);
  if (dayKey(at) === dayKey(now)) return `vandaag ${clock}`;
  if (dayKey(at) === dayKey(new Date(now.getTime() - 24 * 3_600_000))) return `gisteren ${clock}`;
  const [y, m, d] = dayKey(at).split("-");
  return `${d ?? ""}-${m ?? ""}-${y ?? ""} ${clock}`;
}

const count = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

// --- payments --------------------------------------------------------------------------------------

export interface PaymentFacts {
  /** own: the restaurant's own Mollie key; platform: Bestelinfo's; simulator: development; none; broken: a stored key that no longer opens. */
  provider: "own" | "platform" | "simulator" | "none" | "broken";
  mode: "test" | "live" | null;
  /** iDEAL is offered for pickup or delivery. */
  idealOffered: boolean;
  webhook: { result: "ok" | "unknown" | "failed"; at: Date } | null;
}

export function paymentsVerdict(p: PaymentFacts): Verdict {
  if (p.provider === "broken")
    return {
      state: "red",
      summary: "De opgeslagen Mollie-sleutel werkt niet meer.",
      action: "Mollie-sleutel opnieuw invullen",
    };
  if (p.provider === "none")
    return p.idealOffered
      ? { state: "red", summary: "iDEAL staat aan, maar Mollie is niet gekoppeld.", action: "Mollie koppelen" }
      : { state: "off", summary: "Geen iDEAL: klanten betalen contant of met pin.", action: "Mollie koppelen" };
  if (p.webhook?.result === "failed")
    return {
      state: "red",
      summary: "De laatste betaalmelding van Mollie kon niet verwerkt worden.",
      action: "Betaalinstellingen nakijken",
    };
  if (p.provider === "simulator")
    return { state: "amber", summary: "Testomgeving: betalingen gaan naar de simulator.", action: "Mollie koppelen" };
  if (p.mode === "test")
    return { state: "amber", summary: "Testsleutel: klanten betalen niet echt.", action: "Live-sleutel invullen" };
  if (p.webhook?.result === "unknown")
    return {
      state: "amber",
      summary: "Mollie meldde een betaling die dit restaurant niet kent.",
      action: "Betaalinstellingen nakijken",
    };
  return { state: "green", summary: "Mollie is gekoppeld en live.", action: "Betaalinstellingen" };
}

// --- printers --------------------------------------------------------------------------------------

export interface PrinterFacts {
  active: boolean;
  lastPollAt: Date | null;
  lastStatus: string | null;
  /** Tickets waiting to be fetched. */
  queued: number;
  /** Tickets that failed today (paper errors, jams, the printer refused them). */
  failedToday: number;
}

export function printerVerdict(p: PrinterFacts, now: Date): Verdict {
  if (!p.active) return { state: "off", summary: "Uitgeschakeld.", action: "Printer aanzetten" };
  if (!p.lastPollAt) return { state: "red", summary: "Nog nooit verbonden.", action: "Printer instellen" };
  const silent = now.getTime() - p.lastPollAt.getTime();
  if (silent >= PRINTER_RED_AFTER_MS)
    return { state: "red", summary: `Offline sinds ${formatClock(p.lastPollAt)}.`, action: "Printer nakijken" };
  if (silent >= OFFLINE_AFTER_MS)
    return { state: "amber", summary: `Geen contact sinds ${formatClock(p.lastPollAt)}.`, action: "Printer nakijken" };
  const problem = statusProblem(p.lastStatus);
  if (problem) {
    const text = problem.text.charAt(0).toUpperCase() + problem.text.slice(1);
    return { state: "red", summary: `${text}.`, action: "Printer nakijken" };
  }
  if (p.failedToday > 0)
    return {
      state: "amber",
      summary: `${count(p.failedToday, "bon", "bonnen")} vandaag niet afgedrukt.`,
      action: "Printer nakijken",
    };
  if (p.queued >= PRINTER_QUEUE_WARN)
    return {
      state: "amber",
      summary: `${count(p.queued, "bon", "bonnen")} in de wachtrij.`,
      action: "Printer nakijken",
    };
  return { state: "green", summary: "Online.", action: "Printers beheren" };
}

/** The printers card: the worst printer speaks for all; none is "not in use". */
export function printersVerdict(printers: ReadonlyArray<{ name: string; verdict: Verdict }>): Verdict {
  if (printers.length === 0) return { state: "off", summary: "Geen printer gekoppeld.", action: "Printer koppelen" };
  const state = worstState(printers.map((p) => p.verdict.state));
  if (state === "green")
    return {
      state,
      summary:
        printers.length === 1 ? "De printer is online." : `Alle ${String(printers.length)} printers zijn online.`,
      action: "Printers beheren",
    };
  const worst = printers.find((p) => p.verdict.state === state);
  return worst
    ? { state, summary: `${worst.name}: ${worst.verdict.summary}`, action: worst.verdict.action }
    : { state, summary: "", action: "Printers beheren" };
}

// --- SMS -------------------------------------------------------------------------------------------

export interface SmsFacts {
  provider: "twilio" | "outbox" | "disabled";
  sentToday: number;
  failedToday: number;
}

export function smsVerdict(s: SmsFacts): Verdict {
  if (s.provider === "disabled")
    return {
      state: "red",
      summary: "SMS staat uit op het platform: klanten krijgen geen SMS.",
      action: "Test-SMS sturen",
    };
  if (s.failedToday > 0 && s.sentToday === 0)
    return { state: "red", summary: "Geen enkele SMS kwam vandaag aan.", action: "Test-SMS sturen" };
  if (s.failedToday > 0)
    return {
      state: "amber",
      summary: `${count(s.failedToday, "SMS", "SMS'jes")} vandaag mislukt.`,
      action: "Test-SMS sturen",
    };
  if (s.provider === "outbox")
    return {
      state: "amber",
      summary: "Testomgeving: SMS gaan naar de outbox, niet naar telefoons.",
      action: "Test-SMS sturen",
    };
  return { state: "green", summary: "SMS worden verstuurd.", action: "Test-SMS sturen" };
}

// --- push ------------------------------------------------------------------------------------------

export interface PushFacts {
  /** Staff devices that get every new order. */
  staffDevices: number;
  /** Devices of this restaurant's customers. */
  customerDevices: number;
  sentToday: number;
  failedToday: number;
}

export function pushVerdict(p: PushFacts): Verdict {
  if (p.staffDevices === 0)
    return {
      state: "amber",
      summary: "Geen apparaat van het personeel krijgt een melding bij een nieuwe bestelling.",
      action: "Meldingen aanzetten",
    };
  if (p.failedToday > 0 && p.sentToday === 0)
    return { state: "red", summary: "Geen enkele melding kwam vandaag aan.", action: "Testmelding sturen" };
  if (p.failedToday > 0)
    return {
      state: "amber",
      summary: `${count(p.failedToday, "melding", "meldingen")} vandaag niet aangekomen.`,
      action: "Testmelding sturen",
    };
  return {
    state: "green",
    summary: `${count(p.staffDevices, "apparaat", "apparaten")} van het personeel krijgt meldingen.`,
    action: "Testmelding sturen",
  };
}

// --- marketplace -----------------------------------------------------------------------------------

export interface MarketplaceFacts {
  /** `problem`: the last call Thuisbezorgd refused (a 4xx), until one goes through again (decision 064). */
  link: { active: boolean; offlineSince: Date | null; problem?: string | null } | null;
  /** Orders not yet confirmed to the marketplace (sent-to-pos), and the oldest one's arrival. */
  waiting: number;
  oldestWaitingAt: Date | null;
  /** Orders that arrived today but could not be placed. */
  failedToday: number;
}

export function marketplaceVerdict(m: MarketplaceFacts, now: Date): Verdict {
  if (!m.link) return { state: "off", summary: "Niet gekoppeld.", action: "Thuisbezorgd koppelen" };
  if (!m.link.active) return { state: "amber", summary: "De koppeling staat uit.", action: "Koppeling aanzetten" };
  if (m.link.offlineSince)
    return {
      state: "red",
      summary: `Je restaurant staat offline bij Thuisbezorgd sinds ${formatClock(m.link.offlineSince)}.`,
      action: "Thuisbezorgd nakijken",
    };
  if (m.link.problem) return { state: "red", summary: `${m.link.problem}.`, action: "Thuisbezorgd nakijken" };
  const stuck =
    m.oldestWaitingAt !== null && now.getTime() - m.oldestWaitingAt.getTime() >= MARKETPLACE_ACK_RED_AFTER_MS;
  if (m.waiting > 0 && stuck)
    return {
      state: "red",
      summary: `${count(m.waiting, "bestelling wacht", "bestellingen wachten")} op bevestiging aan Thuisbezorgd.`,
      action: "Thuisbezorgd nakijken",
    };
  if (m.failedToday > 0)
    return {
      state: "amber",
      summary: `${count(m.failedToday, "bestelling", "bestellingen")} van vandaag niet geplaatst.`,
      action: "Thuisbezorgd nakijken",
    };
  if (m.waiting > 0)
    return {
      state: "amber",
      summary: `${count(m.waiting, "bestelling wordt", "bestellingen worden")} nog bevestigd.`,
      action: "Thuisbezorgd nakijken",
    };
  return { state: "green", summary: "Gekoppeld: bestellingen komen binnen.", action: "Thuisbezorgd-instellingen" };
}

// --- opening state ---------------------------------------------------------------------------------

export interface OpeningFacts {
  suspended: boolean;
  paused: boolean;
  pausedUntil: Date | null;
  /** The weekly hours with their exceptions: not paused is not the same as open (docs/issues/033.md §15). */
  hours?: ReadonlyArray<OpeningShift>;
}

/**
 * The pause is the owner's switch; the hours are another matter. Not paused is green — nothing to
 * fix — and says what the hours say now, so "In orde" never reads as "open" while the hours closed it.
 */
export function openingVerdict(o: OpeningFacts, now: Date): Verdict {
  if (o.suspended) return { state: "red", summary: "Uit de lucht gehaald door Bestelinfo.", action: "Instellingen" };
  if (isPausedAt(o, now))
    return {
      state: "amber",
      summary: o.pausedUntil ? `Gepauzeerd tot ${formatClock(o.pausedUntil)}.` : "Gepauzeerd: geen bestellingen.",
      action: "Pauze opheffen",
    };
  return { state: "green", summary: `Niet gepauzeerd. ${hoursStateText(o.hours ?? [], now)}.`, action: "Pauzeren" };
}
