// `npm test`: every test. The type check (`npm run check`: astro check and tsc), unit and component tests
// (vitest), then the sandbox site is built
// and the live site (dist-live, for the live rehearsal), the build checks run (vitest, tests/build), then Debian's
// Chromium 150 is fetched (once) and the browser journeys (Playwright, real Chromium; the chunk faults in both versions)
// run against the built sites.
// Every stage runs; the exit code is non-zero when any failed. The last line counts every test: "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { timingLines } from './test-timings.mjs';

const REPORTS = 'test-results/summary';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const vitestCounts = (file) => {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
};
const playwrightCounts = (file) => {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
};

const stages = [
  { name: 'type check', command: 'npm', args: ['run', '--silent', 'check'] },
  { name: 'unit and component tests', command: 'vitest', args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/unit.json`], report: [`${REPORTS}/unit.json`, vitestCounts] },
  { name: 'sandbox build', command: 'astro', args: ['build'], env: { PUBLIC_MODE: 'sandbox' }, required: true },
  // The live build for the live rehearsal (Playwright project `live`, docs/live-rehearsal.md), its build-time office
  // calls answered by the sandbox handlers over HTTP (about 10 s).
  { name: 'live build', command: 'node', args: ['scripts/build-live.mjs'] },
  { name: 'build checks', command: 'vitest', args: ['run', '--config', 'vitest.build.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS}/build.json`], report: [`${REPORTS}/build.json`, vitestCounts] },
  // The chunk-fault journeys also run in Debian's Chromium 150 (decision 011); unpacked once into .cache/.
  { name: 'older Chromium', command: 'node', args: ['scripts/fetch-chromium-150.mjs'] },
  { name: 'browser tests', command: 'playwright', args: ['test', '--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json` }, report: [`${REPORTS}/e2e.json`, playwrightCounts] },
];

const failed = [];
const stageSeconds = [];
const total = { passed: 0, failed: 0, skipped: 0 };
for (const stage of stages) {
  console.log(`\n=== ${stage.name}: ${stage.command} ${stage.args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(stage.command, stage.args, { stdio: 'inherit', env: { ...process.env, ...stage.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  stageSeconds.push([stage.name, Number(seconds)]);
  if (stage.report) {
    let counts = { passed: 0, failed: 0, skipped: 0 };
    try {
      counts = stage.report[1](stage.report[0]);
    } catch {
      // no report: the runner itself failed before running tests
    }
    // A failed stage counts at least one failure, even when its runner failed before any test.
    if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
    for (const key of Object.keys(total)) total[key] += counts[key];
  }
  console.log(`=== ${stage.name}: ${run.status === 0 ? 'passed' : 'FAILED'} (${seconds} s)`);
  if (run.status !== 0) {
    failed.push(stage.name);
    if (stage.required) break;
  }
}
let browserReport = null;
try {
  browserReport = JSON.parse(readFileSync(`${REPORTS}/e2e.json`, 'utf8'));
} catch {
  // the browser stage did not run or wrote no report
}
console.log(`\n${timingLines(stageSeconds, browserReport).join('\n')}`);
console.log(failed.length ? `\nFailed stages: ${failed.join(', ')}` : '\nAll test stages passed.');
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(failed.length ? 1 : 0);
