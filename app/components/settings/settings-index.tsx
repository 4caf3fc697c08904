// The /admin/settings index (docs/issues/016.md §2): every group of settings as a big tile with what it is set
// to now, so the owner finds "Openingstijden" or the pause in one tap on a tablet.
import { Link } from "@remix-run/react";

export interface SettingsSummary {
  address: string;
  paused: { on: boolean; text: string | null };
  hours: string;
  zones: string;
  categories: string;
}

interface Tile {
  to: string;
  title: string;
  text: string;
}

function Group({ title, tiles }: { title: string; tiles: Tile[] }) {
  const id = `group-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-bold text-stone-800">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((t) => (
          <li key={t.to}>
            <Link
              to={t.to}
              className="flex min-h-20 flex-col justify-center rounded-xl border border-stone-300 bg-white p-4 hover:border-primary focus-visible:border-primary"
            >
              <span className="text-lg font-semibold text-primary-ink">{t.title}</span>
              <span className="break-words text-stone-700">{t.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SettingsIndex({ summary }: { summary: SettingsSummary }) {
  return (
    <div className="space-y-5">
      <Group
        title="Bestellen"
        tiles={[
          { to: "/admin/settings/openingstijden", title: "Openingstijden", text: summary.hours },
          {
            to: "/admin/settings/bestellen",
            title: "Pauze en bestellingen",
            text: summary.paused.text ?? "Tijdelijk geen bestellingen, sms, stempelkaart",
          },
          { to: "/admin/settings/bezorging", title: "Bezorggebieden", text: summary.zones },
          {
            to: "/admin/settings/thuisbezorgd",
            title: "Thuisbezorgd",
            text: "Bestellingen van Thuisbezorgd op je bord",
          },
        ]}
      />
      <Group
        title="Restaurant"
        tiles={[
          { to: "/admin/settings/profiel", title: "Profiel", text: `Naam, adres, contact · ${summary.categories}` },
          { to: "/admin/settings/webadres", title: "Webadres en domein", text: summary.address },
          { to: "/admin/settings/uiterlijk", title: "Uiterlijk", text: "Banner, logo, kleur, animatie" },
        ]}
      />
      <Group
        title="Keuken en berichten"
        tiles={[
          { to: "/admin/settings/printers", title: "Printers en bonnen", text: "Bonprinters in de keuken" },
          { to: "/admin/settings/berichten", title: "Berichten", text: "Sms en meldingen aan klanten" },
        ]}
      />
      <Group
        title="Beheer"
        tiles={[
          { to: "/admin/users", title: "Personeel", text: "Medewerkers en hun rol" },
          { to: "/admin/settings/wijzigingen", title: "Wijzigingen", text: "Wie wat heeft gewijzigd" },
        ]}
      />
    </div>
  );
}
