import { describe, expect, it } from "vitest";
import { versionStep } from "~/domain/version-watch";

describe("versionStep (docs/spec.md §4 version watch)", () => {
  it("remembers the live version on a first visit, without reloading", () => {
    expect(versionStep(null, { version: "1.8.8", update: 1 })).toBe("remember");
    expect(versionStep("", { version: "1.8.8", update: 0 })).toBe("remember");
  });
  it("reloads only for a different version with update 1", () => {
    expect(versionStep("1.8.7", { version: "1.8.8", update: 1 })).toBe("reload");
    expect(versionStep("1.8.7", { version: "1.8.8", update: 0 })).toBe("none");
    expect(versionStep("1.8.8", { version: "1.8.8", update: 1 })).toBe("none");
  });
});
