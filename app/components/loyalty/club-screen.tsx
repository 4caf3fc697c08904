// /admin/club "Klantenclub": the reward, the members (search, correction with a reason), paper
// cards, and a campaign to the members who opted in — preview first, then send.
import { Form, useNavigation } from "@remix-run/react";
import type { CampaignPreview, ClubMember, ClubView } from "~/schemas/club-view";
import { CAMPAIGN_MAX, CLUB_REWARD_MAX, CORRECTION_REASON_MAX, membersText } from "~/domain/club";
import { formatEuro } from "~/domain/pricing";
import { FormAnswer } from "~/components/form-answer";
import { buttonPrimaryLarge } from "~/components/ui/classes";

export interface ClubResult {
  intent: string;
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
  preview?: CampaignPreview;
  customerId?: number;
}

const box = "rounded-2xl bg-white p-4 ring-1 ring-stone-200";
const input = "mt-1 block w-full rounded-xl border border-stone-400 p-2";

function Outcome({ result, intent }: { result: ClubResult | null; intent: string }) {
  if (!result || result.intent !== intent) return null;
  return (
    <FormAnswer answer={result} className="mt-3">
      {!result.ok && result.fields?.cards ? (
        <pre className="mt-2 whitespace-pre-wrap font-sans font-normal">{result.fields.cards}</pre>
      ) : null}
    </FormAnswer>
  );
}

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

export function ClubScreen({ club, result }: { club: ClubView; result: ClubResult | null }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Klantenclub van {club.hostName}</h1>
      <RewardForm club={club} result={result} />
      <Members club={club} result={result} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ImportForm result={result} />
        <Campaign club={club} result={result} />
      </div>
    </div>
  );
}

function RewardForm({ club, result }: { club: ClubView; result: ClubResult | null }) {
  return (
    <section aria-labelledby="reward-title" className={box}>
      <h2 id="reward-title" className="text-xl font-bold">
        Beloning
      </h2>
      <p className="text-stone-700">
        De eerste stempel is gratis. Een volle kaart van {club.maxStamps} stempels geeft de klant:
      </p>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="reward" />
        <label className="min-w-64 flex-1">
          <span className="font-semibold">Beloning bij een volle kaart</span>
          <input
            name="reward"
            defaultValue={club.reward ?? ""}
            maxLength={CLUB_REWARD_MAX}
            placeholder="bijvoorbeeld: een gratis frisdrank"
            className={input}
          />
        </label>
        <button type="submit" className={buttonPrimaryLarge} disabled={useBusy("reward")}>
          Opslaan
        </button>
      </Form>
      <Outcome result={result} intent="reward" />
    </section>
  );
}

function Members({ club, result }: { club: ClubView; result: ClubResult | null }) {
  return (
    <section aria-labelledby="members-title" className={box}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="members-title" className="text-xl font-bold">
          Leden <span className="font-normal text-stone-700">({club.total})</span>
        </h2>
        <Form method="get" role="search" className="flex items-end gap-2">
          <label>
            <span className="sr-only">Zoek op naam of telefoonnummer</span>
            <input
              type="search"
              name="q"
              defaultValue={club.q}
              placeholder="Naam of telefoonnummer"
              className="min-h-12 rounded-xl border border-stone-400 px-3"
            />
          </label>
          <button
            type="submit"
            className="min-h-12 rounded-full border-2 border-primary px-4 font-semibold text-primary"
          >
            Zoeken
          </button>
        </Form>
      </div>
      <Outcome result={result} intent="correct" />
      {club.members.length === 0 ? (
        <p className="mt-3 rounded-xl bg-stone-100 p-3">
          {club.q
            ? `Geen leden gevonden voor "${club.q}".`
            : "Nog geen leden. Klanten worden lid bij hun eerste bestelling, of importeer hun papieren kaart."}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {club.members.map((m) => (
            <MemberRow
              key={m.id}
              member={m}
              max={club.maxStamps}
              result={result?.intent === "correct" && result.customerId === m.id ? result : null}
            />
          ))}
        </ul>
      )}
      {club.total > club.members.length ? (
        <p className="mt-2 text-stone-700">
          Zoek om de andere {membersText(club.total - club.members.length)} te zien.
        </p>
      ) : null}
    </section>
  );
}

function MemberRow({ member, max, result }: { member: ClubMember; max: number; result: ClubResult | null }) {
  const errors = result && !result.ok ? (result.fields ?? {}) : {};
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
      <div className="min-w-48 flex-1">
        <p className="font-semibold">{member.name}</p>
        <p className="text-stone-700">{member.phone}</p>
      </div>
      <p className="w-28 text-lg">
        <strong className="tabular-nums">{member.stamps}</strong> / {max} <span className="sr-only">stempels</span>
        <span aria-hidden="true" className="block text-sm text-stone-700">
          stempels
        </span>
      </p>
      <p className="w-40 text-sm text-stone-700">
        {member.orders} {member.orders === 1 ? "bestelling" : "bestellingen"}
        <span className="block">{member.lastOrder ? `Laatst: ${member.lastOrder}` : "Nog niet besteld"}</span>
      </p>
      <p className="w-28 text-sm">{member.optedIn ? "Wil berichten" : "Geen berichten"}</p>
      {/* keyed on the balance: after a saved correction the form closes again */}
      <details key={member.stamps} className="w-full" open={Boolean(result && !result.ok)}>
        <summary className="inline-flex min-h-12 cursor-pointer items-center rounded-full border-2 border-stone-400 px-4 font-semibold">
          Corrigeren
        </summary>
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="correct" />
          <input type="hidden" name="customerId" value={member.id} />
          <label>
            <span className="block font-semibold">Nieuw aantal</span>
            <input
              type="number"
              name="stamps"
              min={0}
              max={max}
              defaultValue={member.stamps}
              required
              inputMode="numeric"
              aria-invalid={errors.stamps ? true : undefined}
              className="min-h-12 w-24 rounded-xl border border-stone-400 px-3"
            />
          </label>
          <label className="min-w-64 max-w-xl flex-1">
            <span className="block font-semibold">Reden (verplicht)</span>
            <input
              name="reason"
              required
              minLength={3}
              maxLength={CORRECTION_REASON_MAX}
              aria-invalid={errors.reason ? true : undefined}
              className="min-h-12 w-full rounded-xl border border-stone-400 px-3"
            />
          </label>
          <button type="submit" className={buttonPrimaryLarge}>
            Opslaan
          </button>
          {result && !result.ok ? (
            <p className="w-full text-red-800">{Object.values(errors)[0] ?? result.message}</p>
          ) : null}
        </Form>
      </details>
    </li>
  );
}

function ImportForm({ result }: { result: ClubResult | null }) {
  return (
    <section aria-labelledby="import-title" className={box}>
      <h2 id="import-title" className="text-xl font-bold">
        Papieren kaarten importeren
      </h2>
      <p className="text-stone-700">
        Eén kaart per regel: het mobiele nummer en het aantal stempels, bijvoorbeeld 06-12345678; 7. Een lijst uit Excel
        (CSV) plakken kan ook. Met één fout regel wordt niets geïmporteerd.
      </p>
      <Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="import" />
        <label className="block">
          <span className="font-semibold">Kaarten</span>
          <textarea
            name="cards"
            rows={5}
            required
            className={`${input} font-mono`}
            placeholder={"06-12345678; 7\n0687654321; 3"}
          />
        </label>
        <button type="submit" className={buttonPrimaryLarge} disabled={useBusy("import")}>
          Importeren
        </button>
      </Form>
      <Outcome result={result} intent="import" />
    </section>
  );
}

function Campaign({ club, result }: { club: ClubView; result: ClubResult | null }) {
  const preview = result?.intent === "preview" && result.ok ? result.preview : undefined;
  const sending = useBusy("send");
  const previewing = useBusy("preview");
  return (
    <section aria-labelledby="campaign-title" className={box}>
      <h2 id="campaign-title" className="text-xl font-bold">
        Bericht aan de leden
      </h2>
      <p className="text-stone-700">
        Alleen leden die zelf hebben aangegeven berichten te willen ontvangen krijgen een sms: nu{" "}
        <strong>{club.recipients}</strong>. Elk bericht eindigt met een link om af te melden. Een sms-deel kost{" "}
        {formatEuro(club.smsPartPrice)}.
      </p>
      <Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="preview" />
        <label className="block">
          <span className="font-semibold">Bericht</span>
          <textarea
            name="message"
            rows={3}
            required
            minLength={20}
            maxLength={CAMPAIGN_MAX}
            defaultValue={preview?.message}
            className={input}
          />
        </label>
        <button type="submit" className={buttonPrimaryLarge} disabled={previewing}>
          Voorbeeld bekijken
        </button>
      </Form>
      {result?.intent === "preview" && !result.ok ? <Outcome result={result} intent="preview" /> : null}
      {preview ? (
        <div className="mt-3 space-y-2 rounded-xl bg-blue-50 p-3">
          <p className="font-semibold">Zo ziet het bericht eruit:</p>
          <p className="whitespace-pre-line rounded-lg bg-white p-2">{preview.text}</p>
          <p>
            {preview.recipients} {preview.recipients === 1 ? "ontvanger" : "ontvangers"} × {preview.parts} sms-
            {preview.parts === 1 ? "deel" : "delen"} = <strong>{formatEuro(preview.cost)}</strong>
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="message" value={preview.message} />
            <input type="hidden" name="recipients" value={preview.recipients} />
            <button type="submit" className={buttonPrimaryLarge} disabled={preview.recipients === 0 || sending}>
              Versturen naar {membersText(preview.recipients)}
            </button>
          </Form>
        </div>
      ) : null}
      <Outcome result={result} intent="send" />
      {club.campaigns.length > 0 ? (
        <>
          <h3 className="mt-4 font-bold">Verstuurd</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {club.campaigns.map((c) => (
              <li key={c.id}>
                {c.date}: {c.sent} van {c.recipients} — {c.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
