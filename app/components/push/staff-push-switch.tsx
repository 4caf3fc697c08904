// The staff profile's per-device switch (issue 19 §7): this tablet or phone gets a push for every new
// order of the restaurant, even with the board closed; a tap on it opens the board at that order.
import { useEffect, useState } from "react";
import { currentSubscription, pushSupported, subscribeThisDevice, unsubscribeThisDevice } from "~/components/push/device";

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
    <section aria-labelledby="device-push-title" className="mb-6 space-y-2 rounded-xl border border-stone-300 bg-white p-4">
      <h2 id="device-push-title" className="text-xl font-bold">
        Meldingen op dit apparaat
      </h2>
      <p>Krijg op dit apparaat een melding bij elke nieuwe bestelling, ook als het bestellingenscherm dicht is.</p>
      {state === "unsupported" ? <p className="text-stone-700">Deze browser kan geen meldingen ontvangen.</p> : null}
      {state === "denied" ? <p className="text-stone-700">Meldingen staan uit in de instellingen van deze browser.</p> : null}
      {state === "off" || state === "on" || state === "busy" || state === "error" ? (
        <button
          type="button"
          role="switch"
          aria-checked={state === "on"}
          onClick={toggle}
          disabled={state === "busy"}
          className={`min-h-11 rounded-full px-5 font-semibold ${state === "on" ? "bg-green-800 text-white" : "border border-stone-500 bg-white text-stone-900"}`}
        >
          {state === "on" ? "Meldingen aan" : "Meldingen uit"}
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
