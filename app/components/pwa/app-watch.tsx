// What keeps an open page on the live app (docs/issues/019.md §4, §5), for the pages staff keep open and the
// customer's order page (never the menu: its JavaScript budget is full):
// - the version watch (docs/spec.md §4): the "config" live channel; a different version with update 1 →
//   remember it, unregister the service workers, reload (the cart is on the server; the checkout
//   keeps its half-filled form in session storage);
// - the update prompt: a new service worker is waiting → "Er is een nieuwe versie — Vernieuwen",
//   which stays until chosen (not the snackbar's 4000 ms).
// <AppWatch />
import { useEffect, useState } from "react";
import { DROPPED, useLiveChannel } from "~/components/live/use-live";
import { CONFIG_CHANNEL } from "~/realtime/channels";
import { VERSION_KEY, versionStep } from "~/domain/version-watch";

type Live = { version: string; update: number };

function readStored(): string | null {
  try {
    return localStorage.getItem(VERSION_KEY);
  } catch {
    return null;
  }
}

async function reloadTo(version: string) {
  try {
    localStorage.setItem(VERSION_KEY, version);
  } catch {
    // private mode: the reload still happens
  }
  // let the page keep what it must (the checkout's form) before it goes
  window.dispatchEvent(new Event("bestelinfo:before-reload"));
  const registrations =
    "serviceWorker" in navigator ? await navigator.serviceWorker.getRegistrations().catch(() => []) : [];
  await Promise.all(registrations.map((r) => r.unregister().catch(() => false)));
  window.location.reload();
}

function apply(live: Live) {
  const step = versionStep(readStored(), live);
  // what the page last heard, for support and the tests
  document.documentElement.dataset.liveVersion = `${live.version}/${live.update}`;
  if (step === "remember") {
    try {
      localStorage.setItem(VERSION_KEY, live.version);
    } catch {
      // nothing to remember it in
    }
  } else if (step === "reload") void reloadTo(live.version);
}

function isLive(value: unknown): value is Live {
  const v = value as Partial<Live> | null;
  return typeof v?.version === "string" && typeof v.update === "number";
}

export function VersionWatch() {
  useLiveChannel(CONFIG_CHANNEL, (event) => {
    if (event.type === DROPPED) return;
    if (event.type === "joined") {
      // (re)joined: what changed while the socket was away
      fetch("/api/version", { headers: { accept: "application/json" } })
        .then((r) => r.json())
        .then((body: unknown) => isLive(body) && apply(body))
        .catch(() => {});
      return;
    }
    if (isLive(event.payload)) apply(event.payload);
  });
  return null;
}

export function UpdatePrompt() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let stopped = false;
    // a new worker took over from the one that ran this page ("Vernieuwen" here or in another tab):
    // reload under it. The first worker claiming a page that had none (a first visit) changes nothing.
    let controlled = navigator.serviceWorker.controller !== null;
    const onControllerChange = () => {
      if (controlled) window.location.reload();
      controlled = true;
    };
    let reg: ServiceWorkerRegistration | undefined;
    const onUpdateFound = () => {
      const installing = reg?.installing;
      installing?.addEventListener("statechange", () => {
        // a worker that installs while another controls the page waits for "Vernieuwen"
        if (installing.state === "installed" && navigator.serviceWorker.controller && !stopped) setWaiting(installing);
      });
    };
    navigator.serviceWorker
      .getRegistration()
      .then((found) => {
        if (!found || stopped) return;
        reg = found;
        if (found.waiting && navigator.serviceWorker.controller) setWaiting(found.waiting);
        found.addEventListener("updatefound", onUpdateFound);
      })
      .catch(() => {});
    navigator.serviceWorker.addEventListener("controllerchange", onControllerChange);
    return () => {
      stopped = true;
      reg?.removeEventListener("updatefound", onUpdateFound);
      navigator.serviceWorker.removeEventListener("controllerchange", onControllerChange);
    };
  }, []);
  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-4 z-50 mx-auto flex w-[min(92vw,480px)] items-center gap-3 rounded-xl bg-stone-900 px-4 py-3 text-white shadow-lg"
    >
      <p className="flex-1 font-semibold">Er is een nieuwe versie</p>
      <button
        type="button"
        onClick={() => waiting.postMessage({ type: "SKIP_WAITING" })}
        className="min-h-11 rounded-full bg-white px-5 font-semibold text-stone-900"
      >
        Vernieuwen
      </button>
    </div>
  );
}

export function AppWatch() {
  return (
    <>
      <VersionWatch />
      <UpdatePrompt />
    </>
  );
}
