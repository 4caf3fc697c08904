// /privacy (decision 081) generated from the restaurant's settings: controller with address and KvK,
// Bestelinfo as processor, Mollie only while iDEAL is offered, Thuisbezorgd only when linked, the
// retention table, the one cookie; the platform's page; an unknown domain is 404.
import type { Host } from "~/models/hosts.server";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { RETENTION } from "~/domain/retention";
import { saveMarketplaceLink } from "~/models/marketplace.server";
import { loader } from "~/routes/privacy";
import { createHost } from "../../db/factory";
import { requestContext } from "../support/context";
import { callRoute } from "../support/route-call";
import { runsAloneAmongSweepers } from "../support/sweepers";

runsAloneAmongSweepers();

type View = {
  controller: { name: string; lines: string[]; kvk: string | null; contact: string | null };
  processor: boolean;
  subProcessors: Array<{ name: string }>;
  retention: unknown[];
};
const hostUrl = (host: Host) => `http://${host.perma}.localhost/privacy`;
const names = (v: View) => v.subProcessors.map((s) => s.name);

/** The page as a browser on this domain gets it. */
async function page(url: string) {
  const answer = await callRoute(loader, { url, context: await requestContext(url) });
  return { status: answer.status, view: (answer.body as { view: View }).view };
}

describe("/privacy", () => {
  it("names the restaurant as controller, with address and KvK, and the sub-processors its settings use", async () => {
    const host = await createHost(getDb(), {
      name: "Privacyhuis",
      address: "Oudegracht 1",
      zipcode: "3511 AA",
      city: "Utrecht",
      email: "info@privacyhuis.nl",
      settings: { kvk: "12345678", payment: { pickup: ["cash", "ideal"], deliver: ["cash"] } },
    });
    const { status, view } = await page(hostUrl(host));
    expect(status).toBe(200);
    expect(view.controller).toEqual({
      name: "Privacyhuis",
      lines: ["Oudegracht 1", "3511 AA Utrecht"],
      kvk: "12345678",
      contact: "info@privacyhuis.nl",
    });
    expect(view.processor).toBe(true);
    expect(names(view)).toEqual(["Fly.io", "Twilio", "Mollie"]);
    expect(view.retention).toEqual(RETENTION);
  });

  it("leaves Mollie out without iDEAL, adds Thuisbezorgd once linked, and no KvK line when none is given", async () => {
    const host = await createHost(getDb(), {
      name: "Contanthuis",
      settings: { payment: { pickup: ["cash", "pin"], deliver: ["cash"] } },
    });
    const before = await page(hostUrl(host));
    expect(names(before.view)).toEqual(["Fly.io", "Twilio"]);
    expect(before.view.controller.kvk).toBeNull();
    await saveMarketplaceLink(getDb(), { hostId: host.id, externalId: `r-${host.id}`, active: true });
    expect(names((await page(hostUrl(host))).view)).toEqual(["Fly.io", "Twilio", "Thuisbezorgd.nl"]);
  });

  it("on the platform: Bestelinfo's own page; on an unknown domain: 404", async () => {
    const { view } = await page("http://localhost/privacy");
    expect(view.controller.name).toBe("Bestelinfo");
    expect(view.processor).toBe(false);
    expect((await page("http://nope.localhost/privacy")).status).toBe(404);
  });
});
