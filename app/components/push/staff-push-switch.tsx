// The staff profile's per-device switch (docs/issues/019.md §7): this tablet or phone gets a push for every new
// order of the restaurant, even with the board closed; a tap on it opens the board at that order.
import { useEffect, useState } from "react";
import {
  currentSubscription,
  pushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from "~/components/push/device";

type State = "unsupported" | "off" | "busy" | "on" | "denied" | "error";

export function StaffPushSwitch() {
  const [state, setState] = useState<State>("unsupported");
  useEffect(() => {
    if (!pushSupported()) return;
    setState(Notification.permission === "denied" ? "denied" : "off");
    currentSubscription()
      .then((sub) => sub && setState("on"))
      .catch(() => {});
  }, []);

  const toggle = async () => {
    const wasOn = state === "on";
    setState("busy");
    if (wasOn) setState((await unsubscribeThisDevice()) ? "off" : "error");
    else setState(await subscribeThisDevice());
  };

  return (
    <section
      aria-labelledby="device-push-title"
      className="mb-6 space-y-2 rounded-xl border border-stone-300 bg-white p-4"
    >
      <h2 id="device-push-title" className="text-xl font-bold">
        Meldingen op dit apparaat
      </h2>
      <p>Krijg op dit apparaat een melding bij elke nieuwe bestelling, ook als het bestellingenscherm dicht is.</p>
      {state === "unsupported" ? <p className="text-stone-700">Deze browser kan geen meldingen ontvangen.</p> : null}
      {state === "denied" ? (
        <p className="text-stone-700">Meldingen staan uit in de instellingen van deze browser.</p>
      ) : null}
      {state === "off" || state === "on" || state === "busy" || state === "error" ? (
        <button
          type="button"
          role="switch"
          aria-checked={state === "on"}
          onClick={toggle}
          disabled={state === "busy"}
          className="flex min-h-11 items-center gap-3 rounded-full border border-stone-500 bg-white py-1 pl-1 pr-5 font-semibold text-stone-900"
        >
          <span
            aria-hidden="true"
            className={`flex h-9 w-16 items-center rounded-full p-1 transition-colors ${state === "on" ? "justify-end bg-green-800" : "justify-start bg-stone-400"}`}
          >
            <span className="h-7 w-7 rounded-full bg-white shadow" />
          </span>
          Nieuwe bestellingen melden
          <span aria-hidden="true" className={state === "on" ? "text-green-900" : "text-stone-700"}>
            {state === "on" ? "Aan" : "Uit"}
          </span>
        </button>
      ) : null}
      {state === "error" ? (
        <p role="alert" className="font-semibold text-red-800">
          Dat lukte niet. Probeer het nog eens.
        </p>
      ) : null}
    </section>
  );
}
