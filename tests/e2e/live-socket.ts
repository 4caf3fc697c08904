// The page's live socket through Playwright (decision 114's e2e): what the page sends waits while held,
// and the server's `joined` answers are counted.
//   const socket = await holdableSocket(page); socket.hold(); …; await expect.poll(() => socket.waiting()).toBeGreaterThan(0); socket.release();
import type { Page } from "./fixtures";

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
