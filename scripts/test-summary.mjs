// Totals every suite's JSON report under test-results/ into the one closing line CI reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export function totals() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  if (!existsSync('test-results')) return { passed, failed, skipped, failures };
  for (const file of readdirSync('test-results').filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(`test-results/${file}`, 'utf8'));
    if (report.stats) {
      // Playwright
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      skipped += report.stats.skipped;
      failures.push(...playwrightFailures(report.suites ?? []));
    } else {
      // Vitest
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      for (const suite of report.testResults ?? []) {
        for (const test of suite.assertionResults ?? []) {
          if (test.status === 'failed') failures.push(`${relative(suite.name)} › ${test.fullName}`);
        }
      }
    }
  }
  return { passed, failed, skipped, failures };
}

function relative(path) {
  return path.startsWith(process.cwd()) ? path.slice(process.cwd().length + 1) : path;
}

/** Playwright nests suites per file and describe; a test is unexpected when its last result failed. */
function playwrightFailures(suites, titles = []) {
  const found = [];
  for (const suite of suites) {
    const path = suite.file && !titles.length ? [suite.file] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') found.push(`${[...path, spec.title].join(' › ')} (${test.projectName || 'e2e'})${whereItFailed(test)}`);
      }
    }
    found.push(...playwrightFailures(suite.suites ?? [], path));
  }
  return found;
}

/**
 * The last attempt's first error line and the spec line it stopped at: CI shows only the log's tail, where the
 * runner's own account of the failure has scrolled away.
 */
function whereItFailed(test) {
  const error = test.results?.at(-1)?.errors?.[0] ?? test.results?.at(-1)?.error;
  if (!error) return '';
  const firstLine = String(error.message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim()) ?? '';
  const at = error.location ? ` at ${relative(error.location.file)}:${error.location.line}` : '';
  return `: ${firstLine.trim().slice(0, 200)}${at}`;
}

/** Steps that failed without a report (lint, typecheck, a crashed runner) count as one failure each. */
export function printSummary(failedSteps = []) {
  const t = totals();
  const failed = t.failed + failedSteps.length;
  // the names go last, where a CI log's tail still shows them
  for (const name of t.failures) console.log(`FAILED ${name}`);
  // the bench's missed targets (its log is kept by .ci/run): the suites after it push them out of the log's tail
  if (failedSteps.includes('bench-quick') && existsSync('test-results/bench.log'))
    for (const line of readFileSync('test-results/bench.log', 'utf8').split('\n')) if (line.startsWith('OVER ')) console.log(line);
  if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
  console.log(`${t.passed} passed, ${failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`);
  return { passed: t.passed, failed };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const failedSteps = process.argv.slice(2);
  const { failed } = printSummary(failedSteps);
  process.exit(failed > 0 ? 1 : 0);
}
