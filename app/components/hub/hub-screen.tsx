// /admin/hub "Koppelingen": one card per integration, what needs action first. The state is said in
// words beside its colour (never colour alone), the card's button goes to the screen that fixes it.
// Plain links and a GET form: no client JS beyond Remix's own.
import { Form, Link } from "@remix-run/react";
import { STATE_LABEL, type HubState } from "~/domain/hub";
import type { HubCardView, HubView, RootHubView } from "~/schemas/hub-view";
import { buttonPrimaryLarge } from "~/components/ui/classes";

const LOOK: Record<HubState, { card: string; badge: string; dot: string }> = {
  red: { card: "border-red-700 bg-red-50", badge: "bg-red-700 text-white", dot: "bg-white" },
  amber: { card: "border-amber-500 bg-amber-50", badge: "bg-amber-300 text-stone-950", dot: "bg-amber-700" },
  green: { card: "border-green-700 bg-white", badge: "bg-green-100 text-green-900", dot: "bg-green-700" },
  off: { card: "border-stone-300 bg-white", badge: "bg-stone-100 text-stone-800", dot: "bg-stone-500" },
};

const RANK: Record<HubState, number> = { red: 0, amber: 1, green: 2, off: 3 };

const primary = `${buttonPrimaryLarge} inline-flex items-center text-lg`;
const second =
  "inline-flex min-h-12 items-center rounded-full border-2 border-stone-500 bg-white px-5 py-2 text-lg font-semibold";

function Badge({ state }: { state: HubState }) {
  return (
    <span
      className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-bold ${LOOK[state].badge}`}
      data-state={state}
    >
      <span aria-hidden="true" className={`h-3 w-3 rounded-full ${LOOK[state].dot}`} />
      {STATE_LABEL[state]}
    </span>
  );
}

function Facts({ facts, inline = false }: { facts: HubCardView["facts"]; inline?: boolean }) {
  if (facts.length === 0) return null;
  if (inline)
    return (
      <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {facts.map((f) => (
          <div key={f.label} className="flex gap-1">
            <dt className="text-stone-700">{f.label}:</dt>
            <dd className="font-semibold">{f.value}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {facts.map((f) => (
        <div key={f.label} className="contents">
          <dt className="text-stone-700">{f.label}</dt>
          <dd className="font-semibold">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Card({ card }: { card: HubCardView }) {
  const id = `hub-${card.key}`;
  const external = /^https?:\/\//.test(card.action.href);
  const look = card.state === "red" || card.state === "amber" ? primary : second;
  return (
    <section
      aria-labelledby={id}
      data-testid={id}
      data-state={card.state}
      className={`flex min-w-0 scroll-mt-4 flex-col rounded-2xl border-l-8 p-4 ring-1 ring-stone-200 ${LOOK[card.state].card}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-bold">
          {card.title}
        </h2>
        <Badge state={card.state} />
      </div>
      <p className="mt-2 text-lg font-semibold">{card.summary}</p>
      <Facts facts={card.facts} />
      {card.items.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {card.items.map((item) => (
            <li key={item.name} className="rounded-xl bg-white p-3 ring-1 ring-stone-200" data-state={item.state}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-bold">{item.name}</span>
                <Badge state={item.state} />
              </div>
              <p className="mt-1">{item.summary}</p>
              <Facts facts={item.facts} inline />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-auto pt-4">
        {external ? (
          <a href={card.action.href} className={look}>
            {card.action.label}
          </a>
        ) : (
          <Link to={card.action.href} className={look}>
            {card.action.label}
          </Link>
        )}
      </p>
    </section>
  );
}

function overallText(hub: HubView): string {
  const red = hub.cards.filter((c) => c.state === "red").length;
  const amber = hub.cards.filter((c) => c.state === "amber").length;
  const parts = [
    red === 0 ? null : red === 1 ? "1 koppeling heeft actie nodig" : `${String(red)} koppelingen hebben actie nodig`,
    amber === 0 ? null : amber === 1 ? "1 vraagt aandacht" : `${String(amber)} vragen aandacht`,
  ].filter((p) => p !== null);
  if (parts.length === 0) return "Alles werkt.";
  const text = parts.join(", ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Every card in one line each, before the details: on a phone or tablet the whole state without scrolling. */
function Overview({ cards }: { cards: HubCardView[] }) {
  return (
    <nav aria-label="Overzicht" className="xl:hidden">
      <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
        {cards.map((c) => (
          <li key={c.key}>
            <a href={`#hub-${c.key}`} className="flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
              <span className="w-40 shrink-0 font-bold">{c.title}</span>
              <Badge state={c.state} />
              <span className="min-w-0 flex-1 basis-48 text-stone-800">{c.summary}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function HubScreen({
  hub,
  heading = true,
  refresh = ".",
}: {
  hub: HubView;
  heading?: boolean;
  refresh?: string;
}) {
  const cards = [...hub.cards].sort((a, b) => RANK[a.state] - RANK[b.state]);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          {heading ? <h1 className="text-2xl font-bold">Koppelingen</h1> : null}
          <p className="text-lg" role="status" data-testid="hub-overall" data-state={hub.overall}>
            <span className="font-semibold">{hub.hostName}:</span> {overallText(hub)}
          </p>
        </div>
        <Link to={refresh} className={second}>
          Vernieuwen
        </Link>
      </div>
      <Overview cards={cards} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {cards.map((c) => (
          <Card key={c.key} card={c} />
        ))}
      </div>
    </div>
  );
}

export function RootHubScreen({ view }: { view: RootHubView }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Koppelingen</h1>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className="block">
          <span className="font-semibold">Restaurant</span>
          <select
            name="restaurant"
            defaultValue={view.selectedId ?? ""}
            className="mt-1 block min-h-12 min-w-64 rounded-xl border border-stone-400 bg-white p-2"
          >
            <option value="">Kies een restaurant</option>
            {view.restaurants.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={primary}>
          Tonen
        </button>
      </Form>
      {view.hub ? (
        <HubScreen hub={view.hub} heading={false} refresh={`?restaurant=${String(view.hub.hostId)}`} />
      ) : (
        <p className="text-lg">Kies een restaurant om zijn koppelingen te zien.</p>
      )}
    </div>
  );
}
