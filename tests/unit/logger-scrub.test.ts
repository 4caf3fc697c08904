// The logger's privacy net and the route label that keeps metrics bounded (docs/issues/012.md §5).
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { ServerBuild } from "@remix-run/node";
import { routeLabel } from "~/server/ops.server";
import { createLogger, scrub } from "~/infra/logger.server";

describe("scrub", () => {
  it.each([
    ["code to +31612345678 not sent", "code to [telefoon] not sent"],
    ["The 'To' number 0612345678 is not valid", "The 'To' number [telefoon] is not valid"],
    ["bel 06-12345678 of 06 1234 5678", "bel [telefoon] of [telefoon]"],
    ["0031 6 12345678 en 31612345678", "[telefoon] en [telefoon]"],
    ["vast: 030-2345678", "vast: [telefoon]"],
  ])("%s", (input, output) => {
    expect(scrub(input)).toBe(output);
  });

  it("leaves order numbers, amounts, ids and times alone", () => {
    const text = "order 1234 of host 17: paid 2450 at 2026-11-23T18:02:00Z (tr_WDqYK6vllg) port 34333";
    expect(scrub(text)).toBe(text);
  });
});

describe("createLogger", () => {
  it("redacts personal fields and scrubs messages and errors", () => {
    let written = "";
    const destination = new Writable({
      write(chunk, _enc, done) {
        written += chunk;
        done();
      },
    });
    const log = createLogger({ level: "info", format: "json", destination });
    log.warn(
      { phone: "+31612345678", order: { phone: "0612345678", id: 7 }, code: "XCAA" },
      "sms to +31612345678 failed",
    );
    log.error({ err: new Error("The 'To' number +31612345678 is not a valid phone number") }, "twilio");
    expect(written).not.toMatch(/612345678|XCAA/);
    const [first, second] = written
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(first).toMatchObject({
      level: 40,
      phone: "[verborgen]",
      order: { phone: "[verborgen]", id: 7 },
      msg: "sms to [telefoon] failed",
    });
    expect(second.err.message).toBe("The 'To' number [telefoon] is not a valid phone number");
  });
});

describe("routeLabel", () => {
  const routes = {
    root: { id: "root", path: "" },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true },
    "routes/thanks.$index": { id: "routes/thanks.$index", parentId: "root", path: "thanks/:index" },
    "routes/api.board.$id.add": { id: "routes/api.board.$id.add", parentId: "root", path: "api/board/:id/add" },
    "routes/$": { id: "routes/$", parentId: "root", path: "*" },
  } as unknown as ServerBuild["routes"];

  it.each([
    ["/", "routes/_index"],
    ["/_root.data", "routes/_index"],
    ["/thanks/12345", "routes/thanks.$index"],
    ["/thanks/12345.data", "routes/thanks.$index"],
    ["/api/board/99/add", "routes/api.board.$id.add"],
    ["/wat-dan-ook/%00", "routes/$"],
  ])("%s → %s", (path, label) => {
    expect(routeLabel(routes, path)).toBe(label);
  });

  it("is 'unmatched' without a build", () => {
    expect(routeLabel(undefined, "/")).toBe("unmatched");
  });
});
