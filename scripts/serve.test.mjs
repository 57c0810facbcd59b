import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The local server behind `npm start` and the browser tests must survive a URL that does not decode
// (DESIGN.md "Runtime and commands"): it answers 400 and keeps serving.
let dir;
let server;
let port;

/** A port nobody listens on. */
function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: found } = probe.address();
      probe.close(() => resolve(found));
    });
  });
}

/** GET a raw path (not normalised by a URL parser on the way). */
function get(path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>not found</title>');
  port = await freePort();
  server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
});

afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('scripts/serve.mjs with malformed URLs', () => {
  it('answers 400 to /payment/100%, then again, and keeps serving', async () => {
    expect(await get('/payment/100%')).toBe(400);
    expect(await get('/payment/100%')).toBe(400);
    expect(await get('/%E0%A4%A')).toBe(400);
    expect(await get('/')).toBe(200);
    expect(await get('/no-such-page')).toBe(404);
    expect(server.exitCode).toBeNull();
  });
});
