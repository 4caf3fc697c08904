// "Meldingen aan": the customer lets this browser receive push notifications about the order
// (push first, SMS as fallback — docs/issues/006.md). Hidden where the browser cannot do push.
import { useEffect, useState } from "react";
import { currentSubscription, pushSupported, subscribeThisDevice } from "~/components/push/device";
import { NOTIFY_PLACEHOLDER, NOTIFY_ROW } from "~/components/push/notify-placeholder";

type State = "unsupported" | "idle" | "busy" | "on" | "denied" | "error";

export function NotifyButton() {
  const [state, setState] = useState<State>("unsupported");
  useEffect(() => {
    if (!pushSupported()) return;
    setState(Notification.permission === "denied" ? "denied" : "idle");
    currentSubscription()
      .then((sub) => sub && setState("on"))
      .catch(() => {});
  }, []);

  // permission is asked here, on the tap, never on load (docs/issues/019.md §6)
  const enable = async () => {
    setState("busy");
    setState(await subscribeThisDevice());
  };

  // The server cannot know what the browser supports: the row keeps the button's height whatever
  // it turns out to show, so nothing below it moves after load (CLS 0, docs/issues/023.md).
  const row = NOTIFY_ROW;
  if (state === "unsupported") return NOTIFY_PLACEHOLDER;
  if (state === "on")
    return (
      <div className={row}>
        <p className="text-sm font-semibold text-green-800">✓ Je krijgt een melding zodra er iets verandert.</p>
      </div>
    );
  if (state === "denied")
    return (
      <div className={row}>
        <p className="text-sm text-stone-700">Meldingen staan uit in je browser; we sturen je een sms.</p>
      </div>
    );
  return (
    <div className={row}>
      <button
        type="button"
        onClick={enable}
        disabled={state === "busy"}
        className="min-h-11 rounded-full border border-stone-300 bg-white px-4 font-semibold"
      >
        Meldingen aan
      </button>
      {state === "error" ? <p className="text-sm text-red-700">Dat lukte niet. We sturen je een sms.</p> : null}
    </div>
  );
}
