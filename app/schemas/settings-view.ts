// What the settings pages show (decision 018: view types live in app/schemas): the services in
// services/settings/ build them, the forms in components/settings/ render them. Decision 085.

/** The profile fields the settings page edits, in its order. */
export type ProfileField =
  | "name"
  | "short"
  | "address"
  | "zipcode"
  | "city"
  | "phone"
  | "email"
  | "website"
  | "kvk"
  | "dayCloseMail"
  | "description";

export interface AddressView {
  hostName: string;
  perma: string;
  platformDomain: string;
  url: string | null;
  cname: string;
  redirects: Array<{ oldPerma: string; until: string }>;
}

export interface HoursView {
  hostName: string;
  /** Per weekday 1…7: its shifts as "HH:MM". */
  week: Array<{ weekday: number; name: string; shifts: Array<{ opens: string; closes: string }> }>;
  exceptions: Array<{
    date: string;
    label: string;
    closed: boolean;
    shifts: Array<{ opens: string; closes: string }>;
    note: string | null;
  }>;
  today: string;
  closedToday: boolean;
}

export interface OrderingView {
  hostName: string;
  pause: { on: boolean; reason: string; until: string | null };
  escalation: { minutes: string; adminPhone: string };
  stampReward: { chosen: number[]; products: Array<{ id: number; name: string; tab: string }> };
  marketplaceSync: boolean;
}

export interface ProfileView {
  hostName: string;
  profile: Record<ProfileField, string>;
  categories: string[];
  choices: ReadonlyArray<{ value: string; label: string }>;
  /** false in production without a mail sender: the close cannot be mailed (decision 080) */
  mail: boolean;
}

export interface ZoneView {
  id: number;
  name: string;
  range: string;
  fee: string;
  minimum: string;
  freeFrom: string;
  active: boolean;
  summary: string;
}
