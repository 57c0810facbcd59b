// Builds the LIVE site for the live rehearsal (Playwright project `live`, docs/live-rehearsal.md): the valid live
// environment of tests/setup/live-env.ts plus a CSP report endpoint (so the rehearsal counts reports too), its
// build-time office calls answered by the sandbox handlers behind a real HTTP server (the fake office of the bench).
// Usage: node scripts/build-live.mjs [--out dist-live]
import { join } from 'node:path';
import { LIVE_ENV } from '../tests/setup/live-env.ts';
import { build, startOffices } from './bench/sites.mjs';
import { ROOT } from './bench/report.mjs';
import { LIVE_REHEARSAL_ENV } from '../tests/e2e/live/live-site.ts';

const outIndex = process.argv.indexOf('--out');
const outDir = join(ROOT, outIndex > 0 ? process.argv[outIndex + 1] : 'dist-live');
const offices = await startOffices();
try {
  offices.scenario(null);
  const seconds = await build(outDir, { NODE_ENV: 'production', ...LIVE_ENV, ...LIVE_REHEARSAL_ENV, BUILD_OFFICE_API_URL: offices.servers.office.url });
  console.log(`live site built into ${outDir} in ${seconds.toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await offices.close();
}
