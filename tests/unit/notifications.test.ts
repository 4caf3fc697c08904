import { describe, it, expect } from "vitest";
import { shouldNotify } from "~/domain/notifications";

const long = "Je bestelling is klaar om af te halen.";

describe("shouldNotify", () => {
  it.each<[string | null | undefined, string, boolean]>([
    ["0612345678", long, true],
    ["+31612345678", long, true],
    ["0000000000", long, false],
    ["+31000000000", long, false],
    ["0612345678", "Kort bericht", false],
    ["0612345678", "12345678901234567890", true],
    ["0612345678", "1234567890123456789", false],
    ["0612345678", "   1234567890123456789   ", false],
    [null, long, true],
  ])("phone %j, message %j → %s", (phone, message, expected) => {
    expect(shouldNotify(phone, message)).toBe(expected);
  });
});
