// Sums the JSON reports of vitest and Playwright into one closing line: "N passed, N failed", and
// names every test that passed only on its retry.
// Exits non-zero when a test or a step failed, or when no test ran at all.
import fs from "node:fs";
import path from "node:path";

const [dir, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  if ("numPassedTests" in report) {
    // vitest (jest-compatible json)
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    // passed on a retry (retries are 0 since decision 086; a --retries by hand still shows here): named, with its first failure, never hidden
    const flaky = report.testResults.flatMap((f) =>
      f.assertionResults
        .filter((t) => t.status === "passed" && t.failureMessages?.length)
        .map((t) => `${path.relative(process.cwd(), f.name)} › ${t.fullName}: ${t.failureMessages[0].split("\n")[0]}`),
    );
    console.log(
      `${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed${flaky.length ? ` (${flaky.length} flaky)` : ""}`,
    );
    for (const line of flaky) console.log(`  flaky: ${line}`);
  } else if (report.stats) {
    // playwright
    const s = report.stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    skipped += s.skipped;
    console.log(
      `${file}: ${s.expected + s.flaky} passed, ${s.unexpected} failed${s.flaky ? ` (${s.flaky} flaky)` : ""}`,
    );
  }
}
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(", ")}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || failedSteps.length > 0 || passed === 0 ? 1 : 0);
