// The delivery address as the checkout and the order desk both ask it: street and number on one
// row, postcode and city on the next; the postcode is sent on blur so the cart can price delivery.
// Decision 085.
import { TextField } from "~/components/ui/field";

export type AddressKey = "street" | "number" | "zipcode" | "city";

const FIELDS: ReadonlyArray<{ key: AddressKey; label: string; className: string; autoComplete?: string }> = [
  { key: "street", label: "Straat", className: "col-span-4", autoComplete: "address-line1" },
  { key: "number", label: "Huisnummer", className: "col-span-2" },
  { key: "zipcode", label: "Postcode", className: "col-span-3", autoComplete: "postal-code" },
  { key: "city", label: "Plaats", className: "col-span-3", autoComplete: "address-level2" },
];

/** The four address fields, to sit in a six-column grid. `autofill: false` for the desk (a staff device). */
export function AddressFields({
  value,
  errors,
  onChange,
  onZipcodeBlur,
  required = false,
  autofill = true,
}: {
  value: Record<AddressKey, string>;
  errors: Record<string, string | undefined>;
  onChange: (key: AddressKey) => (value: string) => void;
  onZipcodeBlur: () => void;
  required?: boolean;
  autofill?: boolean;
}) {
  return (
    <>
      {FIELDS.map((f) => (
        <TextField
          key={f.key}
          className={f.className}
          name={f.key}
          required={required}
          label={f.label}
          value={value[f.key]}
          error={errors[`address.${f.key}`]}
          onChange={onChange(f.key)}
          onBlur={f.key === "zipcode" ? onZipcodeBlur : undefined}
          autoComplete={autofill ? f.autoComplete : "off"}
        />
      ))}
    </>
  );
}
