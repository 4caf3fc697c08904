// /register on a phone (docs/issues/016.md §1): one step at a time with "Volgende" and "Vorige". First her
// mobile number and SMS code (the existing login), then the restaurant, opening hours, pickup and
// delivery, payment and a starter menu; "Restaurant openen" posts the one form. "Volgende" checks the
// step with the server's own rules (domain/sign-up); a refusal from the server opens the step that
// holds the field it names.
import { Form, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { LoginForm } from "~/components/auth/login-form";
import { STEP_FIELDS, stepProblems } from "~/domain/sign-up";
import { displayPhone } from "~/domain/validation";
import type { Errors } from "./fields";
import { HoursStep, MenuStep, ModesStep, PaymentStep, RestaurantStep } from "./steps";
import { useHydrated } from "~/components/hydrated";

type FormStep = keyof typeof STEP_FIELDS;
const STEPS: ReadonlyArray<{ key: "phone" | FormStep; title: string }> = [
  { key: "phone", title: "Je mobiele nummer" },
  { key: "restaurant", title: "Je restaurant" },
  { key: "hours", title: "Openingstijden" },
  { key: "modes", title: "Afhalen en bezorgen" },
  { key: "payment", title: "Betalen" },
  { key: "menu", title: "Je menu" },
];

export interface RegisterView {
  key: string;
  platformDomain: string;
  phone: string | null;
  /** Why this account cannot sign a restaurant up (staff elsewhere, root), shown on the first step. */
  refusal: string | null;
}

export interface RegisterResult {
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
}

function stepOf(field: string): number {
  const index = STEPS.findIndex(
    (s) => s.key !== "phone" && (STEP_FIELDS[s.key] as ReadonlyArray<string>).includes(field),
  );
  return index === -1 ? STEPS.length - 1 : index;
}

export function RegisterWizard({ view, result }: { view: RegisterView; result: RegisterResult | null }) {
  const [step, setStep] = useState(view.phone ? 1 : 0);
  const [phone, setPhone] = useState(view.phone);
  const [errors, setErrors] = useState<Errors>({});
  const [category, setCategory] = useState("");
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const busy = useNavigation().state === "submitting";
  // "Volgende"/"Vorige" are the page's state: visibly disabled until it has hydrated (docs/issues/033.md §5)
  const hydrated = useHydrated();
  const revalidator = useRevalidator();

  // a refusal from the server: its messages, on the step of the first field it names
  useEffect(() => {
    if (!result || result.ok) return;
    setErrors(result.fields ?? {});
    const first = Object.keys(result.fields ?? {})[0];
    if (first) setStep(stepOf(first));
  }, [result]);

  // a new step: focus its title, so a screen reader hears where she is and the page starts at the top
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const go = (to: number) => {
    moved.current = true;
    setStep(to);
  };

  const next = () => {
    const current = STEPS[step].key;
    if (current !== "phone" && form.current) {
      const problems = stepProblems(current, Object.fromEntries(new FormData(form.current)));
      setErrors(problems);
      if (Object.keys(problems).length > 0) {
        // the first field with a message gets the focus
        const field = Object.keys(problems)[0];
        form.current.querySelector<HTMLElement>(`[name="${field}"], [aria-describedby~="r-${field}-error"]`)?.focus();
        return;
      }
    }
    go(step + 1);
  };

  const { title } = STEPS[step];
  const last = step === STEPS.length - 1;
  const formLevel = result && !result.ok ? result.message : null;

  return (
    <div className="mx-auto flex w-full max-w-[560px] flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">Restaurant aanmelden</h1>
      <div>
        <p className="text-sm font-semibold text-stone-700">
          Stap {step + 1} van {STEPS.length}
        </p>
        <div className="mt-1 h-2 rounded-full bg-stone-200" aria-hidden="true">
          <div className="h-2 rounded-full bg-primary" style={{ width: `${((step + 1) / STEPS.length) * 100}%` }} />
        </div>
      </div>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
        {title}
      </h2>

      {step === 0 ? (
        <section className="flex flex-col gap-4">
          {view.refusal ? <p className="rounded-xl bg-amber-50 p-3 text-amber-900">{view.refusal}</p> : null}
          {phone ? (
            <p className="rounded-xl bg-green-50 p-3 text-green-900">
              Je bent ingelogd met <strong>{displayPhone(phone)}</strong>. Dit nummer wordt de beheerder van je
              restaurant.
            </p>
          ) : (
            <>
              <p className="text-stone-700">
                Je wordt de beheerder van je restaurant. Je logt in met je mobiele nummer en een code per SMS.
              </p>
              <LoginForm
                onSuccess={(user) => {
                  setPhone(user.phone ?? "");
                  // the app bar's account menu learns she is logged in
                  revalidator.revalidate();
                  go(1);
                }}
              />
            </>
          )}
        </section>
      ) : null}

      <Form
        ref={form}
        method="post"
        noValidate
        // a field she changes loses its old message (the live checks say what they find)
        onChange={(e) => {
          const name = (e.target as HTMLInputElement).name;
          setErrors((was) =>
            was[name] || name.startsWith("open")
              ? { ...was, [name]: undefined, hours: undefined, modes: undefined, payment: undefined }
              : was,
          );
        }}
        className={step === 0 ? "hidden" : "flex flex-col gap-4"}
        aria-label="Restaurant aanmelden"
      >
        <input type="hidden" name="intent" value="open" />
        <input type="hidden" name="key" value={view.key} />
        <section hidden={step !== 1}>
          <RestaurantStep errors={errors} platformDomain={view.platformDomain} onCategory={setCategory} />
        </section>
        <section hidden={step !== 2}>
          <HoursStep errors={errors} />
        </section>
        <section hidden={step !== 3}>
          <ModesStep errors={errors} />
        </section>
        <section hidden={step !== 4}>
          <PaymentStep errors={errors} />
        </section>
        <section hidden={step !== 5}>
          <MenuStep errors={errors} category={category} />
        </section>
        {formLevel ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 font-medium text-red-800">
            {formLevel}
          </p>
        ) : null}
        {last ? (
          <div className="sticky bottom-0 flex gap-3 bg-stone-50 py-3">
            <button
              type="button"
              onClick={() => go(step - 1)}
              className="min-h-12 rounded-full border-2 border-stone-400 px-5 font-semibold"
            >
              Vorige
            </button>
            <button
              type="submit"
              disabled={busy}
              className="min-h-12 flex-1 rounded-full bg-primary px-5 text-lg font-bold text-on-primary shadow disabled:opacity-60"
            >
              {busy ? "Bezig met openen…" : "Restaurant openen"}
            </button>
          </div>
        ) : null}
      </Form>

      {!last && (step > 0 || phone) ? (
        <div className="sticky bottom-0 flex gap-3 bg-stone-50 py-3">
          {step > 0 ? (
            <button
              type="button"
              onClick={() => go(step - 1)}
              disabled={!hydrated}
              className="min-h-12 rounded-full border-2 border-stone-400 px-5 font-semibold disabled:opacity-60"
            >
              Vorige
            </button>
          ) : null}
          <button
            type="button"
            onClick={next}
            disabled={!hydrated || (step === 0 && Boolean(view.refusal))}
            className="min-h-12 flex-1 rounded-full bg-primary px-5 text-lg font-bold text-on-primary shadow disabled:opacity-60"
          >
            Volgende
          </button>
        </div>
      ) : null}
    </div>
  );
}
