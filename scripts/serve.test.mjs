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

/** Starts serve.mjs on `dir` and resolves once it says it is serving. */
function startServer(args, env = process.env) {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve(child));
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
}

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
function get(path, to = port) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: to, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Status and Location of a GET. */
function redirectOf(path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>not found</title>');
  writeFileSync(join(dir, '_redirects'), '/en/*  /:splat  301\n/old  /new?from=old  302\n');
  port = await freePort();
  server = await startServer(['--port', String(port)]);
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

// README "The two commands": `npm start` takes its port from --port or the PORT environment variable (start.mjs runs
// serve.mjs in its own process, so both reach it); --port wins.
describe('scripts/serve.mjs port choice', () => {
  it('listens on PORT when no --port is given', async () => {
    const chosen = await freePort();
    const child = await startServer([], { ...process.env, PORT: String(chosen) });
    try {
      expect(await get('/', chosen)).toBe(200);
    } finally {
      child.kill();
    }
  });

  it('prefers --port to PORT', async () => {
    const [chosen, ignored] = [await freePort(), await freePort()];
    const child = await startServer(['--port', String(chosen)], { ...process.env, PORT: String(ignored) });
    try {
      expect(await get('/', chosen)).toBe(200);
      await expect(get('/', ignored)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      child.kill();
    }
  });
});

// /en/... redirects to the unprefixed English page (public/_redirects) and a campaign address keeps its
// parameters on the way, as Netlify and Cloudflare Pages pass the query on a redirect (decision 042).
describe('scripts/serve.mjs redirects', () => {
  it.each([
    ['the query goes along', '/en/plans?utm_source=news&aid=777', '/plans?utm_source=news&aid=777'],
    ['without a query, the bare target', '/en/plans-legacy', '/plans-legacy'],
    ['a target with its own query keeps only its own', '/old?x=1', '/new?from=old'],
  ])('%s', async (_row, path, location) => {
    const answer = await redirectOf(path);
    expect(answer.location).toBe(location);
    expect([301, 302]).toContain(answer.status);
  });
});
