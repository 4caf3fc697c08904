// "Meldingen aan": the customer lets this browser receive push notifications about the order
// (push first, SMS as fallback — issue 6). Hidden where the browser cannot do push.
import { useEffect, useState } from "react";

function urlBase64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const raw = atob((base64 + "=".repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

type State = "unsupported" | "idle" | "busy" | "on" | "denied" | "error";

export function NotifyButton() {
  const [state, setState] = useState<State>("unsupported");
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return;
    setState(Notification.permission === "denied" ? "denied" : "idle");
    navigator.serviceWorker.ready
      .then((reg) => reg.pushManager.getSubscription())
      .then((sub) => sub && Notification.permission === "granted" && setState("on"))
      .catch(() => {});
  }, []);

  const enable = async () => {
    setState("busy");
    try {
      if ((await Notification.requestPermission()) !== "granted") return setState("denied");
      const { publicKey } = (await fetch("/api/push").then((r) => r.json())) as { publicKey: string };
      const reg = await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToBytes(publicKey),
      });
      const res = await fetch("/api/push", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(sub),
      });
      setState(res.ok ? "on" : "error");
    } catch {
      setState("error");
    }
  };

  // The server cannot know what the browser supports: the row keeps the button's height whatever
  // it turns out to show, so nothing below it moves after load (CLS 0, issue 23).
  const row = "flex min-h-11 flex-col items-center justify-center gap-1";
  if (state === "unsupported") return <div className={row} aria-hidden="true" />;
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
