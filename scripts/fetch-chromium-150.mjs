// Fetches Debian bookworm's Chromium 150 and unpacks it into .cache/chromium-150/ without installing anything:
// `apt-get download` puts the .deb files in .cache/chromium-150-debs/, `dpkg -x` unpacks each one. That Chromium
// keeps a failed module import and answers the same failure again without a request, so the chunk-fault
// tests run in it too (decision 011). Skips everything when the binary is already there; checks that it starts
// headless with the browser tests' flags. Usage: `node scripts/fetch-chromium-150.mjs` (prints the binary's path).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CHROMIUM_150_VERSION = '150.0.7871.100-1~deb12u1';
const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const CHROMIUM_150_DIR = join(ROOT, '.cache', 'chromium-150');
/** The unpacked browser binary (Debian's /usr/bin/chromium is only a wrapper script around it). */
export const CHROMIUM_150_BINARY = join(CHROMIUM_150_DIR, 'usr', 'lib', 'chromium', 'chromium');
const DEBS_DIR = join(ROOT, '.cache', 'chromium-150-debs');
const PACKAGES = ['chromium', 'chromium-common'];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  return result;
}

function must(command, args, options = {}) {
  const result = run(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with status ${result.status}`);
}

/** Whether apt knows the version (after `apt-get update` on a machine whose lists are old or empty). */
function aptKnowsVersion() {
  const policy = run('apt-cache', ['policy', 'chromium']);
  return policy.status === 0 && policy.stdout.includes(CHROMIUM_150_VERSION);
}

function download() {
  rmSync(DEBS_DIR, { recursive: true, force: true });
  mkdirSync(DEBS_DIR, { recursive: true });
  if (!aptKnowsVersion()) must('apt-get', ['update']);
  must('apt-get', ['download', ...PACKAGES.map((name) => `${name}=${CHROMIUM_150_VERSION}`)], { cwd: DEBS_DIR });
  const debs = readdirSync(DEBS_DIR).filter((file) => file.endsWith('.deb'));
  if (debs.length !== PACKAGES.length) throw new Error(`expected ${PACKAGES.length} .deb files in ${DEBS_DIR}, found ${debs.join(', ')}`);
  return debs.map((file) => join(DEBS_DIR, file));
}

function unpack(debs) {
  rmSync(CHROMIUM_150_DIR, { recursive: true, force: true });
  mkdirSync(CHROMIUM_150_DIR, { recursive: true });
  for (const deb of debs) must('dpkg', ['-x', deb, CHROMIUM_150_DIR]);
  if (!existsSync(CHROMIUM_150_BINARY)) throw new Error(`no binary at ${CHROMIUM_150_BINARY} after unpacking`);
}

/** Starts the binary headless with the browser tests' flags on a small page; throws when it does not render it. */
async function checkRuns() {
  const { CHROMIUM_ARGS } = await import('../tests/setup/browser.ts');
  const version = `${run(CHROMIUM_150_BINARY, ['--version']).stdout ?? ''}`.trim();
  const page = run(CHROMIUM_150_BINARY, [...CHROMIUM_ARGS, '--headless', '--dump-dom', 'data:text/html,<p>chromium-150-runs</p>'], { timeout: 60_000 });
  if (page.status !== 0 || !version.includes(' 150.') || !`${page.stdout}`.includes('<p>chromium-150-runs</p>')) {
    throw new Error(`the unpacked Chromium 150 does not run (status ${page.status}, version "${version}"): ${page.stderr ?? ''}`.trim());
  }
  return version;
}

/** Makes sure the binary is unpacked and runs; returns its path. */
export async function fetchChromium150() {
  if (!existsSync(CHROMIUM_150_BINARY)) {
    console.log(`Fetching Debian's chromium ${CHROMIUM_150_VERSION} into ${CHROMIUM_150_DIR} (no system change)`);
    unpack(download());
    rmSync(DEBS_DIR, { recursive: true, force: true });
  }
  console.log(`${await checkRuns()} at ${CHROMIUM_150_BINARY}`);
  return CHROMIUM_150_BINARY;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await fetchChromium150();
  } catch (error) {
    console.error(`fetch-chromium-150: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
