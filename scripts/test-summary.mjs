// Totals every suite's JSON report under test-results/ into the one closing line CI reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export function totals() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (!existsSync('test-results')) return { passed, failed, skipped };
  for (const file of readdirSync('test-results').filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(`test-results/${file}`, 'utf8'));
    if (report.stats) {
      // Playwright
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      skipped += report.stats.skipped;
    } else {
      // Vitest
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    }
  }
  return { passed, failed, skipped };
}

/** Steps that failed without a report (lint, typecheck, a crashed runner) count as one failure each. */
export function printSummary(failedSteps = []) {
  const t = totals();
  const failed = t.failed + failedSteps.length;
  if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
  console.log(`${t.passed} passed, ${failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`);
  return { passed: t.passed, failed };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const failedSteps = process.argv.slice(2);
  const { failed } = printSummary(failedSteps);
  process.exit(failed > 0 ? 1 : 0);
}
