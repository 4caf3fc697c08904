/// <reference lib="WebWorker" />
// The service worker (/sw.js, scope /): installs at once and takes over open pages, so an update
// is live after one reload. Push notifications are shown here.
const sw = globalThis as unknown as ServiceWorkerGlobalScope;

sw.addEventListener("install", (event) => {
  event.waitUntil(sw.skipWaiting());
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(sw.clients.claim());
});

sw.addEventListener("push", (event) => {
  type Push = { title?: string; message?: string; url?: string; icon?: string };
  const data = ((): Push | undefined => {
    try {
      return event.data?.json() as Push | undefined;
    } catch {
      return { message: event.data?.text() };
    }
  })();
  if (!data?.message) return;
  event.waitUntil(
    sw.registration.showNotification(data.title ?? "Bestelinfo", {
      body: data.message,
      icon: data.icon ?? "/favicon.svg",
      data: { url: data.url ?? "/" },
    }),
  );
});

sw.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | undefined)?.url ?? "/";
  event.waitUntil(sw.clients.openWindow(url));
});
