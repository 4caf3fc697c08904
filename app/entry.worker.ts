/// <reference lib="WebWorker" />
// The service worker (/sw.js, scope /; docs/issues/019.md §2). What it keeps, and for whom:
// - built assets (/assets/*, named by their content hash) and the app's icons: cache first, for good;
//   with the menu come its modules and the chunks they load lazily (dialogs, cart), so they open offline;
// - the restaurant's menu as ANY visitor sees it (fetched without cookies, so nothing personal is in
//   it): shown read-only, marked "mogelijk niet actueel", when the network is gone;
// - this browser's last order page (/thanks/N): the one personal page kept, emptied at every login
//   and logout, so the next person on this device never sees it;
// - staff, admin and account pages: never stored; offline they get the Dutch offline page.
// A new worker waits until a page's "Vernieuwen" (update prompt) or the version watch lets it in.
// Push notifications are shown here, and a click opens (or focuses) the page they are about.
const sw = globalThis as unknown as ServiceWorkerGlobalScope;

const ASSETS = "bestelinfo-assets-v1";
const MENU = "bestelinfo-menu-v1";
const PERSONAL = "bestelinfo-personal-v1";
const KEEP = [ASSETS, MENU, PERSONAL];
const MENU_URL = "/";
const STALE_NOTE = "Je bent offline: dit is een eerder bewaarde versie en is mogelijk niet actueel.";
/** Logging in or out, or erasing the account (Mijn gegevens): the stored last order was someone's own, and goes. */
const SESSION_CHANGE = /^\/(api\/auth\/(login|logout|code)|login|exlogin|mijn-gegevens)(\/|$)/;

sw.addEventListener("install", (event) => {
  // the menu as anyone sees it, so the first time offline has something to show
  event.waitUntil(storeMenu().catch(() => {}));
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KEEP.includes(name)) await caches.delete(name);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("message", (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === "SKIP_WAITING") void sw.skipWaiting();
});

async function storeMenu(): Promise<void> {
  const res = await fetch(MENU_URL, { credentials: "omit", cache: "no-store" });
  if (!res.ok || !(res.headers.get("content-type") ?? "").includes("text/html")) return;
  const html = await res.clone().text();
  await (await caches.open(MENU)).put(MENU_URL, res);
  // its stylesheets too: the stored menu must look like the menu
  for (const [, href] of html.matchAll(/<link\b[^>]*href="(\/assets\/[^"]+\.css)"/g))
    await cacheFirst(new Request(href));
  await storeMenuModules(html);
}

/** Vite's list of what a module's dynamic imports load ("assets/x.js", its preload map) and the imports themselves. */
const LAZY_MODULES = /"assets\/([\w.-]+\.js)"|import\("\.\/([\w.-]+\.js)"\)/g;

/**
 * The menu's modules (those its document names) and every chunk they can import later — the product
 * dialog, the cart sheet, the login dialog: a menu that stays open when the connection drops still
 * opens them (decision 088). Read from the modules themselves, so it is always this build's list.
 */
async function storeMenuModules(html: string): Promise<void> {
  const seen = new Set<string>();
  let next = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
  while (next.length > 0) {
    const found: string[] = [];
    for (const href of next) {
      if (seen.has(href)) continue;
      seen.add(href);
      const res = await cacheFirst(new Request(href));
      if (!res.ok) continue;
      for (const [, file, relative] of (await res.text()).matchAll(LAZY_MODULES))
        found.push(`/assets/${file ?? relative}`);
    }
    next = found;
  }
}

/** A stored page, read-only: no scripts (they would try to go online), a note on top that it may be old. */
async function readOnly(res: Response): Promise<Response> {
  const html = (await res.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload[^"]*"[^>]*>/gi, "")
    .replace(
      /<body([^>]*)>/i,
      // read-only: what needs the network (ordering, logging in) does not react
      `<body$1><style>button,input,select,textarea{pointer-events:none}</style><p role="status" style="margin:0;padding:12px 16px;background:#fef3c7;color:#78350f;font:600 16px/1.4 system-ui,sans-serif;text-align:center">${STALE_NOTE}</p>`,
    );
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

function offlinePage(): Response {
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Geen verbinding</title></head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#fafaf9;color:#1c1917;font:16px/1.5 system-ui,sans-serif">
<main style="max-width:420px;padding:24px;text-align:center">
<h1 style="font-size:24px;margin:0 0 8px">Je bent offline</h1>
<p style="margin:0 0 20px">Er is geen internetverbinding. Zodra je weer online bent, kun je verder waar je was.</p>
<p style="margin:0 0 12px"><a href="/" style="display:inline-block;min-height:44px;line-height:44px;padding:0 24px;border-radius:9999px;background:#0069b3;color:#fff;font-weight:600;text-decoration:none">Menu bekijken</a></p>
<p style="margin:0"><a href="" style="color:#0069b3;font-weight:600">Opnieuw proberen</a></p>
</main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

async function navigate(request: Request, url: URL): Promise<Response> {
  const isMenu = url.pathname === MENU_URL;
  const isOrder = /^\/thanks\/[1-9][0-9]{0,9}$/.test(url.pathname);
  try {
    const res = await fetch(request);
    if (isMenu && res.ok) void storeMenu().catch(() => {});
    if (isOrder && res.ok) {
      // only the last order is kept
      const personal = await caches.open(PERSONAL);
      for (const key of await personal.keys()) await personal.delete(key);
      await personal.put(url.pathname, res.clone());
    }
    return res;
  } catch {
    const stored = isMenu
      ? await caches.match(MENU_URL, { cacheName: MENU })
      : isOrder
        ? await caches.match(url.pathname, { cacheName: PERSONAL })
        : undefined;
    return stored ? readOnly(stored) : offlinePage();
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const hit = await caches.match(request, { cacheName: ASSETS });
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok) await (await caches.open(ASSETS)).put(request, res.clone());
  return res;
}

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // what this worker does not answer goes to the network natively: remix-pwa's own fetch listener
  // (added after this one) would otherwise proxy every request through the worker — posts, loader
  // data and the API included — for nothing but a slower request
  const pass = () => event.stopImmediatePropagation();
  if (url.origin !== sw.location.origin) return pass();
  if (request.method !== "GET") {
    if (SESSION_CHANGE.test(url.pathname)) event.waitUntil(caches.delete(PERSONAL));
    return pass();
  }
  // answered here: remix-pwa's own fetch listener (added after this one) must not answer it again
  const answer = (response: Promise<Response>) => {
    event.respondWith(response);
    event.stopImmediatePropagation();
  };
  if (request.mode === "navigate") {
    if (SESSION_CHANGE.test(url.pathname)) event.waitUntil(caches.delete(PERSONAL));
    return answer(navigate(request, url));
  }
  if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/app-icon/")) return answer(cacheFirst(request));
  // everything else (loader data, the API, images): straight to the network, never stored here
  pass();
});

sw.addEventListener("push", (event) => {
  type Push = { title?: string; message?: string; body?: string; url?: string; icon?: string; tag?: string };
  const data = ((): Push | undefined => {
    try {
      return event.data?.json() as Push | undefined;
    } catch {
      return { message: event.data?.text() };
    }
  })();
  const body = data?.body ?? data?.message;
  if (!body) return;
  event.waitUntil(
    sw.registration.showNotification(data?.title ?? "Bestelinfo", {
      body,
      icon: data?.icon ?? "/favicon.svg",
      tag: data?.tag,
      data: { url: data?.url ?? "/" },
    }),
  );
});

sw.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | undefined)?.url ?? "/", sw.location.origin);
  if (url.origin !== sw.location.origin) return;
  event.waitUntil(
    (async () => {
      // an open tab of this app goes to the order; otherwise a new one opens there
      const open = (await sw.clients.matchAll({ type: "window", includeUncontrolled: true })) as WindowClient[];
      const tab = open.find((c) => new URL(c.url).pathname === url.pathname) ?? open[0];
      if (tab) {
        await tab.focus();
        if (tab.url !== url.href) await tab.navigate(url.href).catch(() => sw.clients.openWindow(url.href));
        return;
      }
      await sw.clients.openWindow(url.href);
    })(),
  );
});
