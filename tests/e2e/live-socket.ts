// The page's live socket through Playwright (decision 114's e2e): what the page sends waits while held,
// and the server's `joined` answers are counted.
//   const socket = await holdableSocket(page); socket.hold(); …; await expect.poll(() => socket.waiting()).toBeGreaterThan(0); socket.release();
import type { Page } from "./fixtures";
import { CATCH_UP_MARGIN_MS } from "../../app/realtime/catch-up";

/**
 * Until the server has listened longer than the clocks' margin (realtime/catch-up.ts: a page read within it
 * of the server's start is answered "missed"). This worker started after the server was up, so once the
 * worker is that old: a wait only in a worker's first seconds.
 */
export async function serverListenedPastMargin(): Promise<void> {
  const listened = Date.now() - performance.timeOrigin;
  await new Promise((r) => setTimeout(r, Math.max(0, CATCH_UP_MARGIN_MS + 500 - listened)));
}

/** The page's data reloads from now on (Remix's `.data` requests), as they start: a join that reloads shows here. */
export function dataReloads(page: Page): string[] {
  const reloads: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.endsWith(".data")) reloads.push(r.url());
  });
  return reloads;
}

export async function holdableSocket(page: Page) {
  let holding = false;
  const held: Array<() => void> = [];
  let joins = 0;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const send = () => server.send(message);
      if (holding) held.push(send);
      else send();
    });
    server.onMessage((message) => {
      if (typeof message === "string" && message.includes('"joined"')) joins++;
      ws.send(message);
    });
  });
  return {
    hold: () => {
      holding = true;
      joins = 0;
    },
    /** frames the page sent while held */
    waiting: () => held.length,
    joins: () => joins,
    release: () => {
      holding = false;
      for (const send of held.splice(0)) send();
    },
  };
}
