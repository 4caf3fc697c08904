// Sums the JSON reports of vitest and Playwright into one closing line: "N passed, N failed", and
// names every test that failed (with its first line) and every test that passed only on its retry.
// Exits non-zero when a test or a step failed, or when no test ran at all.
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const [dir, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  if ("numPassedTests" in report) {
    // vitest (jest-compatible json)
    // a file that failed with no failed test of its own (an import, a hook; its tests count as
    // skipped) counts as one failure, so the closing line never says 0 failed for it
    const brokenFiles = report.testResults.filter(
      (f) => f.status === "failed" && !f.assertionResults.some((t) => t.status === "failed"),
    );
    passed += report.numPassedTests;
    failed += report.numFailedTests + brokenFiles.length;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    // passed on a retry (retries are 0 since decision 086; a --retries by hand still shows here): named, with its first failure, never hidden
    const flaky = report.testResults.flatMap((f) =>
      f.assertionResults
        .filter((t) => t.status === "passed" && t.failureMessages?.length)
        .map((t) => `${path.relative(process.cwd(), f.name)} › ${t.fullName}: ${firstLine(t.failureMessages[0])}`),
    );
    console.log(
      `${file}: ${report.numPassedTests} passed, ${report.numFailedTests + brokenFiles.length} failed${flaky.length ? ` (${flaky.length} flaky)` : ""}`,
    );
    for (const line of flaky) console.log(`  flaky: ${line}`);
    // every failed test by name with its first line, so the summary at the end of a long log says what failed
    const failures = report.testResults.flatMap((f) =>
      f.assertionResults
        .filter((t) => t.status === "failed")
        .map((t) => `${path.relative(process.cwd(), f.name)} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`),
    );
    const broken = brokenFiles.map(
      (f) => `${path.relative(process.cwd(), f.name)}: ${firstLine(f.message) || "a hook failed (see the log above)"}`,
    );
    for (const line of [...failures, ...broken]) console.log(`  failed: ${line}`);
  } else if (report.stats) {
    // playwright
    const s = report.stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    skipped += s.skipped;
    console.log(
      `${file}: ${s.expected + s.flaky} passed, ${s.unexpected} failed${s.flaky ? ` (${s.flaky} flaky)` : ""}`,
    );
    for (const line of playwrightFailures(report.suites ?? [], [])) console.log(`  failed: ${line}`);
  }
}
function firstLine(text) {
  // Playwright's messages carry terminal colours
  const plain = stripVTControlCharacters(text ?? "");
  return plain.split("\n").find((l) => l.trim()) ?? "";
}

// Playwright nests suites (file › describe) with specs, each spec with one test per project
function playwrightFailures(suites, titles) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === "unexpected")
        .map((t) => {
          const last = t.results?.at(-1);
          const where = [...titles, suite.title, spec.title].filter(Boolean).join(" › ");
          return `[${t.projectName}] ${where}: ${firstLine(last?.error?.message ?? last?.errors?.[0]?.message)}`;
        }),
    ),
    ...playwrightFailures(suite.suites ?? [], [...titles, suite.title]),
  ]);
}

if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(", ")}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || failedSteps.length > 0 || passed === 0 ? 1 : 0);
