// The to-do list: one card per order that needs somebody now, the most pressing reason first and
// the longest waiting on top. Staff phone the restaurant or the customer from here; root opens the
// restaurant's board (a login hop when it is another domain).
import { Form, Link } from "@remix-run/react";
import { AdminLayout } from "~/components/layouts";
import { formatEuro } from "~/domain/pricing";
import { TODO_REASONS } from "~/domain/todo";
import { isAnonymousPhone } from "~/domain/validation";
import { formatPhone } from "~/domain/phone-format";
import { LiveStatus } from "./live-status";
import type { TodoData, TodoItem } from "~/schemas/stats-view";
import { useLiveRevalidate } from "./use-live-revalidate";
import { buttonPrimary } from "~/components/ui/classes";

const tel = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, "")}`;

const REASON_STYLE: Record<string, string> = {
  unaccepted: "bg-red-700 text-white",
  late: "bg-amber-300 text-stone-950",
  unpaid: "bg-violet-700 text-white",
  notification: "bg-stone-700 text-white",
};

function BoardButton({ item }: { item: TodoItem }) {
  const className = `${buttonPrimary} inline-flex items-center`;
  if (!item.board) return null;
  if (item.board.kind === "link") {
    return (
      <a href={item.board.href} className={className}>
        Naar het bord
      </a>
    );
  }
  return (
    <Form method="post" reloadDocument>
      <input type="hidden" name="intent" value="board" />
      <input type="hidden" name="hostId" value={item.board.hostId} />
      <input type="hidden" name="tab" value={item.board.tab} />
      <button type="submit" className={className}>
        Naar het bord van {item.hostName}
      </button>
    </Form>
  );
}

function TodoCard({ item }: { item: TodoItem }) {
  const [first, ...more] = item.reasons;
  return (
    <article
      aria-label={`${first.label}: bestelling ${item.number} van ${item.hostName}`}
      data-order={item.id}
      className={`flex flex-col gap-2 rounded-2xl border-l-8 p-4 shadow-sm ${
        item.urgent ? "border-red-700 bg-red-50" : "border-stone-300 bg-white"
      }`}
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-3 py-1 text-lg font-bold ${REASON_STYLE[first.value]}`}>{first.label}</span>
        {more.map((r) => (
          <span key={r.value} className={`rounded-full px-2 py-0.5 text-sm font-semibold ${REASON_STYLE[r.value]}`}>
            {r.label}
          </span>
        ))}
        <span className="ml-auto text-lg font-semibold text-stone-900">
          <span className="sr-only">Binnen sinds: </span>
          {item.age}
        </span>
      </p>
      <h2 className="text-2xl font-bold text-stone-950">
        {item.hostName} <span className="whitespace-nowrap">#{item.number}</span>
      </h2>
      <p className="flex flex-wrap items-baseline gap-x-4 text-xl text-stone-900">
        <span>{item.customerName ?? "Onbekende klant"}</span>
        <strong>{formatEuro(item.amount)}</strong>
      </p>
      <div className="flex flex-wrap gap-2">
        {item.phone && !isAnonymousPhone(item.phone) ? (
          <a
            href={tel(item.phone)}
            className="inline-flex min-h-11 items-center rounded-full border-2 border-primary px-4 font-semibold text-primary-ink"
          >
            Bel klant {formatPhone(item.phone)}
          </a>
        ) : null}
        {item.hostPhone ? (
          <a
            href={tel(item.hostPhone)}
            className="inline-flex min-h-11 items-center rounded-full border-2 border-primary px-4 font-semibold text-primary-ink"
          >
            Bel {item.hostName}
          </a>
        ) : null}
        <BoardButton item={item} />
      </div>
    </article>
  );
}

export function TodoPage({ data }: { data: TodoData }) {
  const { live } = useLiveRevalidate(data.channels);
  const counts = TODO_REASONS.map((r) => ({
    ...r,
    count: data.items.filter((i) => i.reasons[0].value === r.value).length,
  }));
  return (
    <AdminLayout title="Todo">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold text-stone-950 sm:text-3xl">Wat moet er nu gebeuren</h1>
        <div className="flex items-center gap-4">
          {/* The call centre's other task: taking a caller's order (the menu has no entry for them, docs/spec.md §2) */}
          <Link to="/deliver" className="rounded-full bg-primary px-4 py-2 font-semibold text-on-primary">
            Bestelling opnemen
          </Link>
          <LiveStatus live={live} />
        </div>
      </div>
      <ul aria-label="Samenvatting" className="mb-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {counts.map((r) => (
          <li
            key={r.value}
            className={`flex items-center justify-between gap-2 rounded-xl px-3 py-2 text-base font-semibold sm:rounded-full sm:px-4 sm:text-lg ${
              r.count > 0 ? "bg-stone-200 text-stone-950" : "bg-stone-100 text-stone-700"
            }`}
          >
            <span>{r.label}</span>
            <span className="text-xl font-bold">{r.count}</span>
          </li>
        ))}
      </ul>
      {data.items.length === 0 ? (
        <p className="rounded-2xl bg-green-50 p-6 text-center text-xl font-semibold text-green-900">
          Niets te doen: alles loopt.
        </p>
      ) : (
        <ul aria-label="Todo" className="grid gap-4 md:grid-cols-2">
          {data.items.map((item) => (
            <li key={item.id}>
              <TodoCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </AdminLayout>
  );
}
