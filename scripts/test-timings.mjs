// Reading the time a test run spent: the slowest browser specs from Playwright's JSON report, summed per project
// and file, so `npm test` can end with where the time went (docs/performance.md keeps the figures).

/** Every test result of a Playwright JSON report as { project, file, ms }. */
function results(report) {
  const out = [];
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        out.push({ project: test.projectName ?? '', file: spec.file ?? here, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return out;
}

/** The `count` specs (project and file) whose tests took longest in total, slowest first. */
export function slowestSpecs(report, count = 10) {
  const totals = new Map();
  for (const { project, file, ms } of results(report)) {
    const key = `${project} ${file}`;
    const entry = totals.get(key) ?? { project, file, tests: 0, ms: 0 };
    entry.tests += 1;
    entry.ms += ms;
    totals.set(key, entry);
  }
  return [...totals.values()].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** The summed test time of each project, in milliseconds. */
export function projectTimes(report) {
  const totals = {};
  for (const { project, ms } of results(report)) totals[project] = (totals[project] ?? 0) + ms;
  return totals;
}

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

/** Lines for the end of `npm test`: each stage's wall time, each project's summed test time, the slowest specs. */
export function timingLines(stageSeconds, report) {
  const lines = ['Time per stage:'];
  for (const [name, seconds] of stageSeconds) lines.push(`  ${name}: ${seconds.toFixed(1)} s`);
  if (report) {
    lines.push('Browser test time per project (sum of test durations):');
    for (const [project, ms] of Object.entries(projectTimes(report))) lines.push(`  ${project}: ${minutes(ms)}`);
    lines.push('Slowest browser specs (sum of test durations):');
    for (const s of slowestSpecs(report)) lines.push(`  ${minutes(s.ms)}  [${s.project}] ${s.file} (${s.tests} tests)`);
  }
  return lines;
}
