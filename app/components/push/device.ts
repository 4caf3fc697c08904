// This browser's push subscription, shared by the customer's "Meldingen aan" and the staff profile's
// per-device switch: ask permission (only ever after a tap), subscribe with our VAPID key, and store
// it with the device id this browser made for itself (docs/spec.md §3 user.uuid).
// const state = await subscribeThisDevice(); // "on" | "denied" | "error"

const DEVICE_KEY = "bestelinfo.device";

function urlBase64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const raw = atob((base64 + "=".repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

function deviceId(): string | undefined {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id && typeof crypto.randomUUID === "function") {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id ?? undefined;
  } catch {
    return undefined;
  }
}

/** The subscription this browser holds now, when permission is still granted. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported() || Notification.permission !== "granted") return null;
  const reg = await navigator.serviceWorker.ready;
  return reg.pushManager.getSubscription();
}

export async function subscribeThisDevice(): Promise<"on" | "denied" | "error"> {
  try {
    if ((await Notification.requestPermission()) !== "granted") return "denied";
    const { publicKey } = (await fetch("/api/push").then((r) => r.json())) as { publicKey: string };
    const reg = await navigator.serviceWorker.ready;
    const sub = await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: urlBase64ToBytes(publicKey),
    });
    const res = await fetch("/api/push", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...sub.toJSON(), deviceId: deviceId() }),
    });
    return res.ok ? "on" : "error";
  } catch {
    return "error";
  }
}

export async function unsubscribeThisDevice(): Promise<boolean> {
  try {
    const sub = await currentSubscription();
    if (!sub) return true;
    const res = await fetch("/api/push/remove", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ endpoint: sub.endpoint }),
    });
    await sub.unsubscribe();
    return res.ok;
  } catch {
    return false;
  }
}
