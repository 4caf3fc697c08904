// /petitie "Eerlijk bestellen": why ordering directly helps, the live counter, and the form — sign,
// then the 6-digit SMS code (or the e-mail link), then thanks with the way to withdraw. Works
// without JavaScript (plain form posts); with it, the counter refreshes every 30 s while visible.
import { Form, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { FormAnswer } from "~/components/form-answer";
import { PETITION_TITLE, SIGN_LABEL } from "~/domain/petition";
import { formatEuro } from "~/domain/pricing";
import { Field, FieldError } from "~/components/ui/field";

const count = new Intl.NumberFormat("nl-NL");
const COUNTER_REFRESH_MS = 30_000;

interface View {
  /** root: the link to the CSV of the signatures */
  csv: boolean;
  /** false in production without a mail sender: only a mobile number can sign (decision 080) */
  mail: boolean;
  count: number;
  typicalOrder: number;
  commission: number;
  percent: number;
  perOrder: number;
}

type Answer =
  | { ok: false; intent: string; message: string; fields?: Record<string, string>; id?: number }
  | {
      ok: true;
      intent: "sign" | "verify";
      message: string;
      pending: { id: number; channel: "sms" | "email" } | null;
      withdrawUrl: string | null;
    };

const input =
  "mt-1 block w-full rounded-lg border-2 border-stone-500 bg-white px-3 py-3 text-lg focus:border-stone-900 focus:outline-none aria-[invalid=true]:border-red-700";
const button =
  "min-h-12 w-full rounded-full bg-primary px-6 py-3 text-lg font-bold text-on-primary shadow hover:opacity-90 disabled:opacity-60";

function useLiveCounter() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
    }, COUNTER_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [revalidator]);
}

function SignForm({ answer, busy, mail }: { answer: Answer | null; busy: boolean; mail: boolean }) {
  const fields = answer && !answer.ok && answer.intent === "sign" ? (answer.fields ?? {}) : {};
  return (
    <Form method="post" className="space-y-4" noValidate preventScrollReset>
      <input type="hidden" name="intent" value="sign" />
      <Field id="petitie-name" label="Naam" error={fields.name}>
        {(p) => <input {...p} name="name" autoComplete="name" required maxLength={100} className={input} />}
      </Field>
      <Field id="petitie-place" label="Woonplaats" error={fields.place}>
        {(p) => <input {...p} name="place" autoComplete="address-level2" required maxLength={100} className={input} />}
      </Field>
      <Field
        id="petitie-contact"
        label={mail ? "E-mailadres of mobiel nummer" : "Mobiel nummer"}
        hint={
          mail
            ? "Een mobiel nummer krijgt een code per sms, een e-mailadres een bevestigingslink."
            : "Je krijgt een code per sms. Ondertekenen per e-mail is op dit moment niet mogelijk."
        }
        error={fields.contact}
      >
        {(p) => (
          <input
            {...p}
            name="contact"
            autoComplete={mail ? "email" : "tel"}
            required
            maxLength={254}
            className={input}
          />
        )}
      </Field>
      <fieldset aria-describedby={fields.owner ? "petitie-owner-error" : undefined}>
        <legend className="font-semibold">Heb je zelf een restaurant?</legend>
        <div className="mt-1 flex gap-3">
          {(["ja", "nee"] as const).map((v) => (
            <label
              key={v}
              className="flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-lg border-2 border-stone-500 bg-white px-4 text-lg has-[:checked]:border-primary has-[:checked]:font-bold"
            >
              <input type="radio" name="owner" value={v} required className="h-5 w-5 accent-[var(--color-primary)]" />
              {v === "ja" ? "Ja" : "Nee"}
            </label>
          ))}
        </div>
        <FieldError id="petitie-owner-error" message={fields.owner} />
      </fieldset>
      <label className="flex cursor-pointer items-start gap-3 text-lg">
        <input type="checkbox" name="keepInformed" value="ja" className="mt-1 h-5 w-5 shrink-0" />
        <span>Houd mij op de hoogte van de petitie</span>
      </label>
      {/* a refusal that is not already under its field (too many tries, sending failed) */}
      {answer && !answer.ok && answer.intent !== "verify" && !Object.values(fields).includes(answer.message) ? (
        <FormAnswer answer={answer} />
      ) : null}
      <button type="submit" className={button} disabled={busy}>
        {SIGN_LABEL}
      </button>
      <p className="text-sm text-stone-700">
        Je handtekening telt pas mee als je je e-mailadres of nummer hebt bevestigd. We gebruiken je gegevens alleen
        voor deze petitie; intrekken kan altijd.
      </p>
    </Form>
  );
}

function CodeForm({ id, answer, busy }: { id: number; answer: Answer | null; busy: boolean }) {
  const error = answer && !answer.ok && answer.intent === "verify" ? answer.message : undefined;
  return (
    <Form method="post" className="space-y-4" noValidate preventScrollReset>
      <input type="hidden" name="intent" value="verify" />
      <input type="hidden" name="id" value={id} />
      <Field id="petitie-code" label="Code uit de sms (6 cijfers)" error={error}>
        {(p) => (
          <input
            {...p}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            // the next step right where the thumb is, with the number keyboard open
            autoFocus
            pattern="[0-9]{6}"
            maxLength={6}
            required
            className={`${input} max-w-48 scroll-mt-48 text-center font-mono text-2xl tracking-widest`}
          />
        )}
      </Field>
      <button type="submit" className={button} disabled={busy}>
        Bevestigen
      </button>
      <p>
        Geen sms gekregen?{" "}
        <a href="/petitie" className="font-semibold text-primary-ink underline underline-offset-4">
          Opnieuw beginnen
        </a>
      </p>
    </Form>
  );
}

export function PetitionPage({ view, result }: { view: View; result: Answer | null }) {
  useLiveCounter();
  const busy = useNavigation().state === "submitting";
  // the code form stays up after a wrong code: the id goes along with the refusal's form
  const pending = result?.ok ? result.pending : null;
  const done = result?.ok && result.intent === "verify" ? result : null;
  return (
    // on a phone the form comes right after the figure; from a tablet on it stands beside the text
    <div className="grid gap-x-8 gap-y-6 p-4 md:grid-cols-[3fr_2fr] md:grid-rows-[auto_1fr] md:py-8">
      <section aria-labelledby="petitie-title" className="space-y-4 md:col-start-1 md:row-start-1">
        <h1 id="petitie-title" className="text-3xl font-extrabold tracking-tight md:text-4xl">
          {PETITION_TITLE}
        </h1>
        <p className="text-xl">
          Bestel rechtstreeks bij je lokale restaurant. Dan blijft het geld waar het hoort: bij de mensen die je eten
          maken.
        </p>
        <div className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
          <p className="text-lg">
            Van een bestelling van <strong>{formatEuro(view.typicalOrder)}</strong> houdt een bestelplatform{" "}
            <strong className="text-2xl text-red-800">{formatEuro(view.commission)}</strong> in.
          </p>
          <p className="mt-1 text-sm text-stone-700">
            {count.format(view.percent)} % commissie plus {formatEuro(view.perOrder)} per bestelling, de tarieven die
            ook in het financieel overzicht van Bestelinfo staan.
          </p>
        </div>
      </section>
      <section
        aria-labelledby="petitie-form-title"
        className="space-y-4 self-start rounded-2xl bg-white md:col-start-2 md:row-span-2 md:row-start-1 p-5 shadow-sm ring-1 ring-stone-200"
      >
        <p className="text-center" aria-live="polite">
          <span data-testid="petitie-teller" className="block text-5xl font-extrabold tabular-nums text-primary-ink">
            {count.format(view.count)}
          </span>
          <span className="text-lg font-semibold">{view.count === 1 ? "handtekening" : "handtekeningen"}</span>
        </p>
        {view.csv ? (
          <p className="text-center">
            <a
              href="/petitie/handtekeningen.csv"
              download
              className="font-semibold text-primary-ink underline underline-offset-4"
            >
              Handtekeningen downloaden (CSV)
            </a>
          </p>
        ) : null}
        <h2 id="petitie-form-title" className="text-xl font-bold">
          {done ? "Je hebt getekend" : pending ? "Bevestig je handtekening" : "Teken mee"}
        </h2>
        {done ? (
          <FormAnswer answer={done}>
            {done.withdrawUrl ? (
              <p className="mt-2 font-normal">
                Je kunt je handtekening altijd intrekken via{" "}
                <a href={done.withdrawUrl} className="break-all underline underline-offset-4">
                  deze link
                </a>
                ; we hebben hem je ook gestuurd.
              </p>
            ) : null}
          </FormAnswer>
        ) : pending ? (
          <>
            <FormAnswer answer={{ ok: true, message: result?.message ?? "" }} />
            {pending.channel === "sms" ? <CodeForm id={pending.id} answer={null} busy={busy} /> : null}
          </>
        ) : result && !result.ok && result.intent === "verify" ? (
          <VerifyRetry answer={result} busy={busy} />
        ) : (
          <SignForm answer={result} busy={busy} mail={view.mail} />
        )}
      </section>
      <section aria-labelledby="petitie-why" className="space-y-4 md:col-start-1 md:row-start-2">
        <h2 id="petitie-why" className="text-xl font-bold">
          Waarom rechtstreeks bestellen helpt
        </h2>
        <ul className="list-disc space-y-1 pl-6 text-lg">
          <li>Het restaurant houdt dat geld en kan het aan goede ingrediënten en personeel besteden.</li>
          <li>Jij bestelt tegen de prijs van het restaurant zelf, zonder tussenpersoon.</li>
          <li>Je gegevens blijven bij het restaurant in je eigen buurt.</li>
        </ul>
        <p className="text-lg">
          Teken de petitie en laat zien dat eerlijk bestellen telt: geen commissie op het eten van je eigen buurt.
        </p>
      </section>
    </div>
  );
}

/** A wrong or expired code: the message, and the code form again for the same signature. */
function VerifyRetry({ answer, busy }: { answer: Answer; busy: boolean }) {
  const id = !answer.ok && typeof answer.id === "number" ? answer.id : null;
  if (id === null) return <FormAnswer answer={answer} />;
  return <CodeForm id={id} answer={answer} busy={busy} />;
}
