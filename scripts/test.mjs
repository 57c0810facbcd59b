// `npm test`: every test. Unit and component tests (vitest), then the sandbox site is built
// and the build checks run (vitest, tests/build), then the browser journeys (Playwright,
// real Chromium) run against the built site. Every stage runs; the exit code is non-zero
// when any failed.
import { spawnSync } from 'node:child_process';

const stages = [
  ['unit and component tests', 'vitest', ['run']],
  ['sandbox build', 'astro', ['build'], { PUBLIC_MODE: 'sandbox' }],
  ['build checks', 'vitest', ['run', '--config', 'vitest.build.config.ts']],
  ['browser tests', 'playwright', ['test']],
];

const failed = [];
for (const [name, command, args, extraEnv = {}] of stages) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) {
    failed.push(name);
    console.log(`=== ${name}: FAILED (${seconds} s)`);
    if (name === 'sandbox build') break; // the browser tests need the build
  } else {
    console.log(`=== ${name}: passed (${seconds} s)`);
  }
}
console.log(failed.length ? `\nFailed stages: ${failed.join(', ')}` : '\nAll test stages passed.');
process.exit(failed.length ? 1 : 0);
