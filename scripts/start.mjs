// `npm start`: build the whole site in sandbox mode, then serve it like a CDN would.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, PUBLIC_MODE: 'sandbox' };
const build = spawnSync('astro', ['build'], { stdio: 'inherit', env, shell: process.platform === 'win32' });
if (build.status !== 0) process.exit(build.status ?? 1);
// serve.mjs reads this process's arguments and environment: `npm start -- --port 8080` or `PORT=8080 npm start`.
await import('./serve.mjs');
