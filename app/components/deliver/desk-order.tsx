// The order being taken at the desk: the cart with its totals, pickup or delivery, the customer,
// when, how it is paid and the kitchen's remark — the same fields as the customer's checkout.
import { CartLines } from "~/components/cart/cart-lines";
import { ModeChoice, PaymentChoice, RemarkField } from "~/components/checkout/fields";
import { AddressFields } from "~/components/ui/address-fields";
import { Field, SelectField, TextField } from "~/components/ui/field";
import type { DeskData } from "~/schemas/deliver";
import type { Desk } from "~/components/deliver/use-desk";
import { CART_EMPTY } from "~/domain/messages";
import { formatEuro, paymentFee } from "~/domain/pricing";
import { offeredTimes } from "~/domain/time-options";

export function DeskOrder({
  desk,
  data,
  paused,
}: {
  desk: Desk;
  data: Pick<DeskData, "asapNow" | "days" | "hostName">;
  paused: boolean;
}) {
  const { state, actions, cart, total, newTotal, deliver, offered, payment, busy, placing } = desk;
  const { errors, address } = state;
  return (
    <aside
      id="desk-cart"
      aria-labelledby="desk-cart-title"
      className="scroll-mt-4 space-y-5 rounded-2xl border border-stone-200 bg-white p-4 lg:sticky lg:top-4 lg:self-start"
    >
      <h2 id="desk-cart-title" className="text-lg font-bold">
        Bestelling
      </h2>
      {cart.items.length === 0 ? (
        <p className="text-stone-600">{CART_EMPTY}</p>
      ) : (
        <CartLines items={cart.items} busy={busy} onQuantity={actions.setQuantity} compact />
      )}
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm">
        <dt>Subtotaal</dt>
        <dd className="text-right tabular-nums">{formatEuro(cart.subtotal)}</dd>
        {deliver && cart.delivery ? (
          <>
            <dt>Bezorgkosten</dt>
            <dd className="text-right tabular-nums">{cart.delivery.inZone ? formatEuro(cart.delivery.fee) : "—"}</dd>
          </>
        ) : null}
        {paymentFee(payment) > 0 ? (
          <>
            <dt>iDEAL-transactiekosten</dt>
            <dd className="text-right tabular-nums">{formatEuro(paymentFee(payment))}</dd>
          </>
        ) : null}
        <dt className="font-bold">Totaal</dt>
        <dd className="text-right font-bold tabular-nums">{formatEuro(total)}</dd>
      </dl>
      {deliver && cart.delivery?.problem ? (
        <p className="rounded-xl bg-amber-100 p-2 text-sm text-amber-900">{cart.delivery.problem}</p>
      ) : null}

      <ModeChoice deliver={deliver} onChange={actions.setMode} />
      <fieldset className="grid grid-cols-6 gap-2">
        <legend className="col-span-6 mb-1 text-lg font-bold">Klant</legend>
        <TextField
          className="col-span-6"
          name="name"
          label="Naam"
          value={state.name}
          error={errors["address.name"]}
          onChange={actions.set("name")}
          autoComplete="off"
        />
        {deliver ? (
          <AddressFields
            value={address}
            errors={errors}
            onChange={actions.setAddress}
            onZipcodeBlur={actions.sendZipcode}
            autofill={false}
          />
        ) : null}
      </fieldset>
      <div className="space-y-2">
        <Field id="desk-time" label={deliver ? "Wanneer bezorgen?" : "Wanneer afhalen?"} error={errors.time} compact>
          {(control) => (
            <select
              {...control}
              value={state.time}
              onChange={(e) => actions.set("time")(e.target.value)}
              className="h-12 w-full rounded-xl border border-stone-300 bg-white px-3"
            >
              {/* the customer's checkout's rule: closed now → only a chosen moment (ordering ahead) */}
              {offeredTimes(deliver, data.asapNow).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {!data.asapNow ? (
          <p className="text-sm text-stone-700">
            {data.hostName} is nu gesloten: bestel vooruit voor een moment waarop we open zijn.
          </p>
        ) : null}
        {state.time === "pick" ? (
          // one below the other: "zondag 29 november" needs the column's width
          <div className="space-y-2">
            {/* always said, even with one day to choose: staff read the day back to the caller */}
            <SelectField
              name="day"
              label="Dag"
              value={state.day}
              options={data.days}
              error={errors.day}
              onChange={actions.set("day")}
            />
            <TextField
              name="at"
              label="Tijd (uu:mm)"
              value={state.at}
              error={errors.at}
              onChange={actions.set("at")}
              type="time"
            />
          </div>
        ) : null}
      </div>
      <PaymentChoice
        offered={offered}
        value={payment}
        onChange={actions.set("payment")}
        error={errors.payment}
        idealLabel="iDEAL (link per sms)"
      />
      <RemarkField
        id="desk-description"
        label="Opmerking voor de keuken"
        value={state.description}
        onChange={actions.set("description")}
      />
      {errors.form ? (
        <div role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          <p>{errors.form}</p>
          {newTotal !== null ? <p className="mt-1">Nieuw totaal: {formatEuro(newTotal)}</p> : null}
        </div>
      ) : null}
      <button
        type="button"
        onClick={actions.placeOrder}
        disabled={placing || busy || paused}
        className="min-h-12 w-full rounded-full bg-primary px-5 text-lg font-bold text-on-primary shadow disabled:opacity-50"
      >
        {placing ? "Bezig…" : "Bestelling plaatsen"}
      </button>
    </aside>
  );
}
