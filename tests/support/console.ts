// Shared between the setup file and tests: console.error calls seen in the current test.
export const consoleErrors = { list: [] as string[], allowed: false };

export function resetConsoleErrors() {
  consoleErrors.list = [];
  consoleErrors.allowed = false;
}

/** This test expects console.error output; returns the collected lines for assertions. */
export function expectConsoleErrors(): string[] {
  consoleErrors.allowed = true;
  return consoleErrors.list;
}
