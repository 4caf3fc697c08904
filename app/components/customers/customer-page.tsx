// One customer as the restaurant's staff see them: contact, stamp card, the staff's note, orders
// here and the messages sent about them. Orders are a table on wide screens and cards on phones.
// <CustomerPage data={loaderData} />
import { Link } from "@remix-run/react";
import { isCardFull, MAX_STAMPS } from "~/domain/stamps";
import { StampCard } from "~/components/stamps/stamp-card";
import { NoteForm } from "./note-form";
import { PrivacyActions } from "./privacy-actions";

type When = { iso: string; label: string; title: string } | null;

export interface CustomerPageProps {
  hostName: string;
  /** The restaurant's admins and root: export and erase on request. */
  privacy: boolean;
  customer: {
    id: number;
    name: string;
    phone: string;
    phoneHref: string | null;
    email: string | null;
    address: string | null;
    since: When;
    favorite: boolean;
    stamps: number;
  };
  note: { text: string; modified: When; modifiedBy: string | null };
  orders: Array<{
    id: number;
    number: number;
    date: When;
    status: string;
    deliver: boolean;
    amountLabel: string;
    payment: string;
    paid: boolean;
    href: string | null;
  }>;
  notifications: Array<{
    id: number;
    orderNumber: number | null;
    date: When;
    method: string;
    type: string;
    message: string;
    status: string;
    failed: boolean;
  }>;
}

function Time({ when }: { when: When }) {
  return when ? (
    <time dateTime={when.iso} title={when.title}>
      {when.title}
    </time>
  ) : null;
}

function OrderNumber({ order }: { order: CustomerPageProps["orders"][number] }) {
  const text = `Bestelling ${order.number}`;
  return order.href ? (
    <Link to={order.href} className="font-semibold text-primary-ink underline underline-offset-4">
      {text}
      <span className="sr-only"> op het bestelbord</span>
    </Link>
  ) : (
    <span className="font-semibold">{text}</span>
  );
}

export function CustomerPage({ data }: { data: CustomerPageProps }) {
  const { customer, orders, notifications } = data;
  const full = isCardFull(customer.stamps);
  return (
    <>
      <p className="mb-2">
        <Link to="/customers" className="font-semibold text-primary-ink underline underline-offset-4">
          ← Alle klanten
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">
        {customer.name}
        {customer.favorite ? (
          <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 align-middle text-sm text-on-secondary">
            Vaste klant
          </span>
        ) : null}
      </h1>

      <div className="grid gap-4 lg:grid-cols-3">
        <section aria-labelledby="contact" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <h2 id="contact" className="mb-2 font-bold">
            Contactgegevens
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-stone-700">Telefoon</dt>
            <dd className="tabular-nums">
              {customer.phoneHref ? (
                <a href={customer.phoneHref} className="text-primary-ink underline underline-offset-4">
                  {customer.phone}
                </a>
              ) : (
                customer.phone || "—"
              )}
            </dd>
            {customer.email ? (
              <>
                <dt className="text-stone-700">E-mail</dt>
                <dd className="break-all">{customer.email}</dd>
              </>
            ) : null}
            <dt className="text-stone-700">Adres</dt>
            <dd>{customer.address ?? "Nog niet laten bezorgen"}</dd>
            <dt className="text-stone-700">Klant sinds</dt>
            <dd>
              <Time when={customer.since} />
            </dd>
          </dl>
        </section>

        <StampCard
          stamps={Math.max(0, customer.stamps)}
          maxStamps={MAX_STAMPS}
          title={`Stempelkaart bij ${data.hostName}`}
          footer={
            <p className="text-sm text-stone-700">
              {full
                ? "De kaart is vol: de volgende snack of drankje is gratis."
                : `${customer.stamps} van de ${MAX_STAMPS} stempels, nog ${MAX_STAMPS - customer.stamps} tot een volle kaart.`}
            </p>
          }
        />

        <NoteForm customerId={customer.id} note={data.note} />
      </div>

      <section aria-labelledby="orders" className="mt-6">
        <h2 id="orders" className="mb-2 text-xl font-bold">
          Bestellingen bij {data.hostName} ({orders.length})
        </h2>
        {orders.length === 0 ? (
          <p className="text-stone-700">Nog geen bestellingen.</p>
        ) : (
          <ul className="grid gap-2 md:grid-cols-2">
            {orders.map((o) => (
              <li key={o.id} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <OrderNumber order={o} />
                  <span className="font-semibold tabular-nums">{o.amountLabel}</span>
                </div>
                <p className="text-sm text-stone-700">
                  <Time when={o.date} /> · {o.deliver ? "Bezorgen" : "Afhalen"}
                </p>
                <p className="mt-1 flex flex-wrap gap-1 text-sm">
                  <span className="rounded-full bg-stone-100 px-2 py-0.5">{o.status}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 ${o.paid ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-950"}`}
                  >
                    {o.payment}
                    {o.paid && o.payment !== "Betaald" ? " · betaald" : ""}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="notifications" className="mt-6">
        <h2 id="notifications" className="mb-2 text-xl font-bold">
          Berichten aan de klant ({notifications.length})
        </h2>
        {notifications.length === 0 ? (
          <p className="text-stone-700">Nog geen berichten verstuurd.</p>
        ) : (
          <ul className="grid gap-2">
            {notifications.map((n) => (
              <li key={n.id} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-stone-700">
                  <span>
                    <Time when={n.date} /> · {n.method}
                    {n.orderNumber !== null ? ` · bestelling ${n.orderNumber}` : ""}
                  </span>
                  <span
                    className={`rounded-full px-2 py-0.5 ${n.failed ? "bg-red-100 text-red-900" : "bg-stone-100 text-stone-800"}`}
                  >
                    {n.status}
                  </span>
                </p>
                <p className="font-semibold">{n.type}</p>
                <p>{n.message}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.privacy ? <PrivacyActions customerId={customer.id} /> : null}
    </>
  );
}
