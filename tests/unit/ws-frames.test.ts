import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CHANNEL_LENGTH, messageBudget, parseClientFrame } from "~/realtime/frames";

describe("parseClientFrame (docs/issues/014.md: a bad frame is answered, never thrown)", () => {
  it.each([
    "null",
    "[]",
    "[1,2]",
    "1",
    '"join"',
    "true",
    "{",
    "",
    "{}",
    '{"type":1}',
    '{"type":"join"}',
    '{"type":"join","channel":5}',
    '{"type":"join","channel":null}',
    '{"type":"join","channel":""}',
    '{"type":"drop"}',
    '{"type":"leave","channel":{}}',
    `{"type":"join","channel":"${"x".repeat(MAX_CHANNEL_LENGTH + 1)}"}`,
  ])("%s is no frame", (raw) => expect(parseClientFrame(raw)).toBeNull());

  it("reads the frames a board sends", () => {
    expect(parseClientFrame('{"type":"ping"}')).toEqual({ type: "ping" });
    expect(parseClientFrame('{"type":"join","channel":"host:3"}')).toEqual({ type: "join", channel: "host:3" });
    expect(parseClientFrame('{"type":"leave","channel":"root","extra":[1]}')).toEqual({
      type: "leave",
      channel: "root",
    });
  });

  it("reads a first join's `since` when it is a whole positive number, and leaves any other out (decision 114)", () => {
    expect(parseClientFrame('{"type":"join","channel":"host:3","since":1764523800000}')).toEqual({
      type: "join",
      channel: "host:3",
      since: 1764523800000,
    });
    for (const since of ['"1764523800000"', "1.5", "-1", "0", "null", "[1]", "1e400"])
      expect(parseClientFrame(`{"type":"join","channel":"host:3","since":${since}}`)).toEqual({
        type: "join",
        channel: "host:3",
      });
    expect(parseClientFrame('{"type":"leave","channel":"host:3","since":1764523800000}')).toEqual({
      type: "leave",
      channel: "host:3",
    });
  });

  it("never throws, whatever arrives", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc
            .record({ type: fc.constantFrom("join", "leave", "ping", "x"), channel: fc.anything() })
            .map((v) => JSON.stringify(v) ?? ""),
        ),
        (raw) => {
          const frame = parseClientFrame(raw);
          return (
            frame === null ||
            frame.type === "ping" ||
            (typeof frame.channel === "string" && frame.channel.length <= MAX_CHANNEL_LENGTH)
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("messageBudget", () => {
  it("allows the limit per window and refuses past it, then opens the next window", () => {
    let t = 0;
    const budget = messageBudget(3, 1000, () => t);
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
    t = 1000;
    expect(budget.take()).toBe(true);
  });
});
