// Adds lock entries for optional, platform-specific packages that the npm registry mirror
// used by our machines does not carry (e.g. @astrojs/compiler-binding-darwin-arm64).
// `npm install` skips them silently, but then `npm ci` refuses the lock as out of sync.
// Each entry records the version, os/cpu/libc and `optional`, so `npm ci` accepts the lock,
// skips them on other platforms, and fetches them by name on the platform that needs them.
// Run after any `npm install` that rewrites package-lock.json: node scripts/lock-missing-optionals.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORM = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'linux-x64-gnu': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const added = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const at = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (lock.packages[at] || lock.packages[nested]) continue;
    const suffix = Object.keys(PLATFORM).find((p) => name.endsWith(`-${p}`));
    if (!suffix) continue;
    lock.packages[at] = { version, license: entry.license, optional: true, ...PLATFORM[suffix], ...(entry.engines ? { engines: entry.engines } : {}) };
    added.push(`${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} lock entries:\n  ${added.join('\n  ')}` : 'lock complete: nothing to add');
