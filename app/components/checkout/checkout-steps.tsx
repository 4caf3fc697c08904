// The checkout's steps after "Afhalen of bezorgen" (docs/issues/004.md), each the section the form
// shows in its turn (or all at once on /order/checkoutnew): "Je gegevens" (name, phone and, for a
// delivery, the address), "Wanneer" (as soon as possible or a chosen moment) and "Betalen" (the
// method and the remark). The form (checkout-form.tsx) holds their state.
import { PaymentChoice, RadioCards, RemarkField } from "~/components/checkout/fields";
import { AddressFields } from "~/components/ui/address-fields";
import { SelectField, TextField as Field } from "~/components/ui/field";
import { offeredTimes } from "~/domain/time-options";

export type Address = { street: string; number: string; zipcode: string; city: string; name: string; phone: string };

/** "Je gegevens": name and phone; the address too for a delivery (its postcode prices the delivery). */
export function DetailsStep({
  address,
  errors,
  deliver,
  setField,
  sendZipcode,
}: {
  address: Address;
  errors: Record<string, string>;
  deliver: boolean;
  setField: (key: keyof Address) => (value: string) => void;
  sendZipcode: () => void;
}) {
  return (
    <fieldset className="grid grid-cols-6 gap-3">
      <legend className="col-span-6 mb-2 text-lg font-bold">Je gegevens</legend>
      <Field
        className="col-span-6"
        name="name"
        required
        label="Naam"
        value={address.name}
        error={errors["address.name"]}
        onChange={setField("name")}
        autoComplete="name"
      />
      <Field
        className="col-span-6"
        name="phone"
        required
        label="Telefoonnummer"
        value={address.phone}
        error={errors["address.phone"]}
        onChange={setField("phone")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      {deliver ? (
        <AddressFields value={address} errors={errors} onChange={setField} onZipcodeBlur={sendZipcode} required />
      ) : null}
    </fieldset>
  );
}

/** "Wanneer": as soon as possible or a chosen moment; only a chosen moment while the restaurant is closed. */
export function TimeStep({
  deliver,
  asapNow,
  hostName,
  days,
  time,
  setTime,
  day,
  setDay,
  at,
  setAt,
  errors,
}: {
  deliver: boolean;
  asapNow: boolean;
  hostName: string;
  days: ReadonlyArray<{ value: string; label: string }>;
  time: string;
  setTime: (value: string) => void;
  day: string;
  setDay: (value: string) => void;
  at: string;
  setAt: (value: string) => void;
  errors: Record<string, string>;
}) {
  return (
    <div className="space-y-3">
      <RadioCards
        legend={deliver ? "Wanneer bezorgen?" : "Wanneer afhalen?"}
        name="time"
        value={time}
        // closed: only a chosen moment (ordering ahead); "within 30 minutes" would be refused
        options={offeredTimes(deliver, asapNow).map((o) => ({ value: o.value, label: o.label }))}
        onChange={setTime}
        error={errors.time}
      />
      {!asapNow ? (
        <p className="text-sm text-stone-700">
          {hostName} is nu gesloten: bestel vooruit voor een moment waarop we open zijn.
        </p>
      ) : null}
      {time === "pick" ? (
        <div className="grid grid-cols-2 gap-3">
          {days.length > 1 ? (
            <SelectField name="day" label="Dag" value={day} options={days} error={errors.day} onChange={setDay} />
          ) : null}
          <Field name="at" required label="Tijd (uu:mm)" value={at} error={errors.at} onChange={setAt} type="time" />
        </div>
      ) : null}
    </div>
  );
}

/** "Betalen": the methods offered for this mode, and the remark for the restaurant. */
export function PayStep({
  offered,
  payment,
  setPayment,
  errors,
  description,
  setDescription,
}: {
  offered: string[];
  payment: string;
  setPayment: (method: string) => void;
  errors: Record<string, string>;
  description: string;
  setDescription: (value: string) => void;
}) {
  return (
    <div className="space-y-4">
      <PaymentChoice offered={offered} value={payment} onChange={setPayment} error={errors.payment} />
      <RemarkField
        id="f-description"
        label="Opmerking voor het restaurant"
        value={description}
        onChange={setDescription}
      />
    </div>
  );
}
