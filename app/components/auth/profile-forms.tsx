// The two forms of /admin/profile: names + avatar, and a phone change confirmed by SMS code.
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { buttonPrimaryLarge } from "~/components/ui/classes";

interface Profile {
  firstName: string;
  lastName: string;
  avatar: string;
  phone: string | null;
  email: string | null;
}

interface Result {
  intent: "profile" | "phone-code" | "phone-confirm";
  ok: boolean;
  message: string;
  phone?: string;
}

const input = "rounded-lg border-2 border-stone-400 px-3 py-2 font-normal focus:border-primary focus:outline-none";
const label = "flex flex-col gap-1 font-semibold";
const button = `${buttonPrimaryLarge} self-start`;

function Status({ result, intent }: { result: Result | null; intent: Result["intent"] | Result["intent"][] }) {
  const mine = result && ([] as string[]).concat(intent).includes(result.intent);
  return (
    <p
      role={mine && !result.ok ? "alert" : "status"}
      className={`min-h-6 text-sm font-semibold ${mine && !result.ok ? "text-red-700" : "text-green-800"}`}
    >
      {mine ? result.message : null}
    </p>
  );
}

export function ProfileForms({ profile, result }: { profile: Profile; result: Result | null }) {
  const busy = useNavigation().state !== "idle";
  // the number a code was sent to, kept while a wrong code is retried; cleared once it is confirmed
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  useEffect(() => {
    if (result?.intent === "phone-code" && result.ok) setCodeSentTo(result.phone ?? null);
    else if (result?.intent === "phone-confirm" && result.ok) setCodeSentTo(null);
  }, [result]);
  const sentTo = result?.intent === "phone-code" && result.ok ? (result.phone ?? null) : codeSentTo;
  const awaitingCode = sentTo !== null && !(result?.intent === "phone-confirm" && result.ok);
  return (
    <div className="grid max-w-xl gap-8">
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="profile" />
        <label className={label}>
          Voornaam
          <input name="firstName" defaultValue={profile.firstName} autoComplete="given-name" className={input} />
        </label>
        <label className={label}>
          Achternaam
          <input name="lastName" defaultValue={profile.lastName} autoComplete="family-name" className={input} />
        </label>
        <label className={label}>
          Avatar (https-adres van een afbeelding)
          <input name="avatar" type="url" defaultValue={profile.avatar} className={input} />
        </label>
        <Status result={result} intent="profile" />
        <button type="submit" disabled={busy} className={button}>
          Opslaan
        </button>
      </Form>

      <section aria-labelledby="phone-title" className="flex flex-col gap-3">
        <h2 id="phone-title" className="text-xl font-bold">
          Mobiel nummer
        </h2>
        <p>Huidig nummer: {profile.phone ?? "geen"}</p>
        {awaitingCode ? (
          <Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="phone-confirm" />
            <input type="hidden" name="phone" value={sentTo} />
            <label className={label}>
              Code uit de SMS naar {sentTo}
              <input
                name="code"
                autoComplete="one-time-code"
                autoCapitalize="characters"
                maxLength={4}
                className={`${input} uppercase`}
              />
            </label>
            <Status result={result} intent={["phone-code", "phone-confirm"]} />
            <button type="submit" disabled={busy} className={button}>
              Nummer wijzigen
            </button>
          </Form>
        ) : (
          <Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="phone-code" />
            <label className={label}>
              Nieuw mobiel nummer
              <input
                name="phone"
                type="tel"
                inputMode="numeric"
                placeholder="06"
                autoComplete="tel-national"
                className={input}
              />
            </label>
            <Status result={result} intent={["phone-code", "phone-confirm"]} />
            <button type="submit" disabled={busy} className={button}>
              Code versturen
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
