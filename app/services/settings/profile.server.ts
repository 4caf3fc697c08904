// Profile and categories: name, contact, colours, the categories the directory lists.
// Moved out of host-settings.server.ts (decision 085); the rules are those of decision 021:
// every save locks the restaurant's row, writes, audits (old → new) and sends host.changed after commit.
import { auditDiff } from "~/domain/audit";
import { HOST_CATEGORIES } from "~/domain/host-settings";
import { type Host } from "~/models/hosts.server";
import { updateHostColumns, writeHostSetting } from "~/models/host-settings.server";
import { type ProfileForm } from "~/schemas/host-settings";
import { type Actor } from "~/services/audit-log.server";
import { mailAvailable } from "~/services/mail.server";
import { type Saved, requireHost, change, NOTHING, categoryLabel } from "~/services/settings/shared.server";
import type { ProfileView } from "~/schemas/settings-view";

const PROFILE_LABELS = {
  name: "Naam",
  short: "Korte naam",
  address: "Adres",
  zipcode: "Postcode",
  city: "Plaats",
  phone: "Telefoon",
  email: "E-mail",
  website: "Website",
  kvk: "KvK-nummer",
  dayCloseMail: "Dagafsluiting mailen naar",
  description: "Omschrijving",
};

function profileOf(host: Host): Record<keyof typeof PROFILE_LABELS, string | null> {
  return {
    name: host.name,
    short: host.short,
    address: host.address,
    zipcode: host.zipcode,
    city: host.city,
    phone: host.phone,
    email: host.email,
    website: typeof host.settings.website === "string" ? host.settings.website : null,
    // on the privacy page (decision 081)
    kvk: typeof host.settings.kvk === "string" ? host.settings.kvk : null,
    // "Dag afsluiten" mails the close here (decision 080)
    dayCloseMail: typeof host.settings.dayCloseMail === "string" ? host.settings.dayCloseMail : null,
    description: host.description,
  };
}

export async function loadProfile({ hostId }: { hostId: number }): Promise<ProfileView> {
  const host = await requireHost(hostId);
  const profile = profileOf(host);
  return {
    hostName: host.name,
    profile: Object.fromEntries(Object.entries(profile).map(([k, v]) => [k, v ?? ""])) as ProfileView["profile"],
    categories: host.categories,
    choices: HOST_CATEGORIES,
    mail: mailAvailable(),
  };
}

export function saveProfile({
  hostId,
  actor,
  input,
}: {
  hostId: number;
  actor: Actor;
  input: ProfileForm;
}): Promise<Saved<ProfileForm["intent"]>> {
  switch (input.intent) {
    case "profile":
      return change(hostId, actor, "profile", async (trx, host) => {
        const { intent: _, ...next } = input;
        const changes = auditDiff(profileOf(host), next, PROFILE_LABELS);
        if (changes.length > 0) {
          const { website, kvk, dayCloseMail, ...columns } = next;
          await updateHostColumns(trx, { hostId, values: columns });
          await writeHostSetting(trx, { hostId, key: "website", value: website });
          await writeHostSetting(trx, { hostId, key: "kvk", value: kvk });
          await writeHostSetting(trx, { hostId, key: "dayCloseMail", value: dayCloseMail });
        }
        return {
          summary: "Profiel gewijzigd",
          changes,
          result: { intent: input.intent, message: changes.length ? "Het profiel is opgeslagen." : NOTHING },
        };
      });
    case "categories":
      return change(hostId, actor, "categories", async (trx, host) => {
        const next = HOST_CATEGORIES.map((c) => c.value).filter((c) => input.category.includes(c));
        const changes = auditDiff(
          { categories: host.categories.map(categoryLabel) },
          { categories: next.map(categoryLabel) },
          { categories: "Categorieën" },
        );
        if (changes.length > 0) await updateHostColumns(trx, { hostId, values: { categories: next } });
        return {
          summary: "Categorieën gewijzigd",
          changes,
          result: { intent: input.intent, message: changes.length ? "De categorieën zijn opgeslagen." : NOTHING },
        };
      });
  }
}
