import { describe, expect, it } from 'vitest';
import { projectTimes, slowestSpecs, timingLines } from './test-timings.mjs';

// The shape of Playwright's JSON reporter: file suites holding describe suites holding specs, one test per project.
const report = {
  suites: [
    {
      file: 'a.spec.ts',
      specs: [{ file: 'a.spec.ts', tests: [{ projectName: 'desktop', results: [{ duration: 1000 }] }, { projectName: 'phone', results: [{ duration: 4000 }] }] }],
      suites: [{ specs: [{ file: 'a.spec.ts', tests: [{ projectName: 'desktop', results: [{ duration: 2000 }, { duration: 500 }] }] }] }],
    },
    { file: 'b.spec.ts', specs: [{ file: 'b.spec.ts', tests: [{ projectName: 'desktop', results: [{ duration: 3000 }] }] }] },
  ],
};

describe('test timings', () => {
  it('sums each spec per project, nested suites and retries included, slowest first', () => {
    expect(slowestSpecs(report)).toEqual([
      { project: 'phone', file: 'a.spec.ts', tests: 1, ms: 4000 },
      { project: 'desktop', file: 'a.spec.ts', tests: 2, ms: 3500 },
      { project: 'desktop', file: 'b.spec.ts', tests: 1, ms: 3000 },
    ]);
    expect(slowestSpecs(report, 1)).toHaveLength(1);
  });

  it('sums each project', () => {
    expect(projectTimes(report)).toEqual({ desktop: 6500, phone: 4000 });
  });

  it('prints the stages, then the projects and specs when there is a report', () => {
    const lines = timingLines([['unit', 12.34]], report);
    expect(lines).toContain('  unit: 12.3 s');
    expect(lines).toContain('  desktop: 0.1 min');
    expect(lines).toContain('  0.1 min  [phone] a.spec.ts (1 tests)');
    expect(timingLines([['unit', 1]], null)).toEqual(['Time per stage:', '  unit: 1.0 s']);
  });
});
