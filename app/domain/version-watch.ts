// docs/spec.md §4 version watch, pure: what a page does when it hears the live config document.
// versionStep(null, {version: "1.8.8", update: 1}) → "remember" (a first visit has nothing to update)

export type VersionStep = "remember" | "reload" | "none";

export function versionStep(stored: string | null, live: { version: string; update: number }): VersionStep {
  if (stored === null || stored === "") return "remember";
  if (live.version === stored) return "none";
  // a different version only reloads the page when root asked for it (update 1)
  return live.update === 1 ? "reload" : "none";
}

/** Where the page keeps the version it runs (localStorage). */
export const VERSION_KEY = "bestelinfo.version";
