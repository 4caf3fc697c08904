// The restaurant answering a customer's AVG request (decision 078): "Gegevens exporteren" (a zip
// of JSON and CSV, downloaded by a plain form post) and "Verwijderen op verzoek", each with the
// reason, which the audit log keeps. Erasure cannot be undone: said so, and ticked, before it runs.
// <PrivacyActions customerId={7} />
import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useId } from "react";
import { card, input, secondary } from "~/components/settings/settings-ui";
import { useHydrated } from "~/components/hydrated";
import { buttonDanger } from "~/components/ui/classes";
import { Field } from "~/components/ui/field";
import { FormAnswer } from "~/components/form-answer";

type Answer = { result: "OK"; message: string; accountErased: boolean } | { result: "ERROR"; message: string };

export function PrivacyActions({ customerId }: { customerId: number }) {
  const id = useId();
  const hydrated = useHydrated();
  const erase = useFetcher<Answer>();
  const navigate = useNavigate();
  const done = erase.state === "idle" && erase.data?.result === "OK";
  useEffect(() => {
    if (done) navigate("/customers", { replace: true });
  }, [done, navigate]);
  return (
    <section aria-labelledby={`${id}-title`} className={`${card} mt-6`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Privacy: verzoek van de klant
      </h2>
      <p className="text-stone-800">
        Vraagt de klant om zijn gegevens of om verwijdering? Vul in waarom; dat komt met je naam en de tijd in het
        wijzigingenlog.
      </p>
      <form method="post" action={`/customers/${customerId}/exporteren`} className="space-y-2">
        <ReasonField
          id={`${id}-export-reason`}
          label="Reden van de export"
          example="verzoek per telefoon van de klant"
        />
        <button type="submit" className={secondary}>
          Gegevens exporteren
        </button>
      </form>
      <erase.Form method="post" action={`/customers/${customerId}/verwijderen`} className="space-y-2 border-t pt-3">
        <ReasonField
          id={`${id}-erase-reason`}
          label="Reden van de verwijdering"
          example="verzoek per e-mail van de klant"
        />
        <p>
          <strong>Niet terug te draaien.</strong> Naam, telefoon, adressen, opmerkingen, stempels, beoordelingsteksten
          en het lidmaatschap van de klantenclub gaan weg; de bestellingen blijven anoniem in de boekhouding.
        </p>
        <label className="flex items-start gap-2">
          <input type="checkbox" name="confirm" value="ja" required className="mt-1 size-5" />
          <span>Ik begrijp dat dit niet terug te draaien is.</span>
        </label>
        <button type="submit" disabled={!hydrated || erase.state !== "idle"} className={buttonDanger}>
          Verwijderen op verzoek
        </button>
        {/* the form's answer (the reason, the tick, or the server), not one field's */}
        {erase.data?.result === "ERROR" ? (
          <FormAnswer answer={{ ok: false, message: erase.data.message }} plain />
        ) : null}
      </erase.Form>
    </section>
  );
}

/** The reason the audit log keeps for an export or an erasure (3 to 500 characters). */
function ReasonField({ id, label, example }: { id: string; label: string; example: string }) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <input
          {...control}
          name="reason"
          required
          minLength={3}
          maxLength={500}
          className={`${input} mt-1`}
          placeholder={`Bijvoorbeeld: ${example}`}
        />
      )}
    </Field>
  );
}
