// Serving and building the two sites, the HTTP/2 front a CDN would be, and the fake office that answers the live
// site's API calls.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { LIVE_ENV } from '../../tests/setup/live-env.ts';
import { CannotMeasure, fail, OUT, ROOT } from './report.mjs';

export function freePort() {
  return new Promise((done, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => done(port));
    });
  });
}

/**
 * `astro build` into `outDir` with `env` added to this process's environment, without blocking this process
 * (the fake office answers the live build's calls from here). Resolves with the build time in seconds.
 * `root`: another Astro project to build (the bench's bare page, bare.mjs) instead of the site.
 */
export function build(outDir, env, { root = null } = {}) {
  const fullEnv = { ...process.env, ...env, PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH}` };
  const started = performance.now();
  return new Promise((done, reject) => {
    const child = spawn('astro', ['build', ...(root ? ['--root', root] : []), '--outDir', outDir], { cwd: ROOT, env: fullEnv });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (status) => {
      if (status === 0) done((performance.now() - started) / 1000);
      else reject(new CannotMeasure(`the build into ${outDir} failed:\n${output.slice(-4000)}`));
    });
  });
}

export async function serve(dir, port) {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'serve.mjs'), '--dir', dir, '--port', String(port)], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(`${base}/`).then(() => true, () => false)) return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  return fail(`scripts/serve.mjs did not answer for ${dir}`);
}

/**
 * A fresh self-signed certificate for 127.0.0.1 and `hosts` (openssl), or null where openssl cannot make one.
 * Example: localCertificate(['www.example.com']) covers https://127.0.0.1:<port> and https://www.example.com.
 * @param {string[]} [hosts] DNS names the certificate also covers (the live hosts the bench maps to its fronts)
 */
export function localCertificate(hosts = []) {
  const dir = join(OUT, 'tls');
  mkdirSync(dir, { recursive: true });
  const name = hosts.length === 0 ? '' : '-hosts';
  const [key, cert] = [join(dir, `key${name}.pem`), join(dir, `cert${name}.pem`)];
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', `subjectAltName=${['IP:127.0.0.1', ...hosts.map((h) => `DNS:${h}`)].join(',')}`];
  const run = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', ...subject, '-days', '7', '-keyout', key, '-out', cert], { encoding: 'utf8' });
  if (run.status !== 0) return null;
  const pem = readFileSync(cert);
  // What Chromium's --ignore-certificate-errors-spki-list takes: base64 SHA-256 of the public key (SPKI).
  const spki = createHash('sha256').update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
  return { key: readFileSync(key), cert: pem, spki };
}

/** Connection-specific headers, which HTTP/2 forbids. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

/**
 * CORS as production's office answers a credentialed call (as the live rehearsal does, docs/live-rehearsal.md):
 * the caller's origin allowed with credentials, `Vary: Origin`. Example: corsHeaders('https://www.example.com')
 * ['access-control-allow-credentials'] === 'true'.
 * @param {string} origin
 */
export function corsHeaders(origin) {
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
}

/**
 * An HTTP/2 front (TLS, self-signed: the browser is told to trust that certificate's key) for a site that
 * scripts/serve.mjs serves: a CDN answers over HTTP/2, whose one connection carries every request, where a
 * local HTTP/1.1 server makes Chromium queue them six at a time, each paying the emulated latency again.
 * With `cors` (a fake office behind it), it answers CORS preflights itself (the asked method and headers allowed,
 * no Access-Control-Max-Age: Chromium's default of 5 s, so each visit pays its own) and adds `corsHeaders` to
 * every answer; `counts` says how many requests and preflights it saw.
 */
export function http2Front(upstream, tls, { cors = false } = {}) {
  const sessions = new Set();
  const counts = { requests: 0, preflights: 0 };
  const server = createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, (req, res) => {
    counts.requests += 1;
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : null;
    const allow = cors && origin ? corsHeaders(origin) : {};
    if (cors && req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      counts.preflights += 1;
      const asked = req.headers['access-control-request-headers'];
      res.writeHead(204, { ...allow, 'access-control-allow-methods': String(req.headers['access-control-request-method']), ...(asked ? { 'access-control-allow-headers': String(asked) } : {}) });
      res.end();
      return;
    }
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
    const forward = httpRequest(`${upstream}${req.url}`, { method: req.method, headers }, (answer) => {
      const kept = Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name) && !(cors && name.startsWith('access-control-')));
      res.writeHead(answer.statusCode ?? 502, { ...Object.fromEntries(kept), ...allow });
      answer.pipe(res);
    });
    forward.once('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  return new Promise((done, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      done({
        base: `https://127.0.0.1:${port}`,
        port,
        counts,
        close: () => new Promise((closed) => {
          for (const session of sessions) session.destroy();
          server.close(() => closed());
        }),
      });
    });
  });
}

/**
 * The fake offices (tests/setup/bench-office.ts through Vite's module runner: it needs the `~` alias and the
 * build-time `__PUBLIC_ENV__`, which plain Node cannot give it), one per live API base.
 */
export async function startOffices() {
  const { runnerImport } = await import('vite');
  const quiet = { configFile: false, logLevel: /** @type {const} */ ('error') };
  // env-schema.ts uses TypeScript parameter properties, which Node's type stripping refuses.
  const { module: schema } = await runnerImport(join(ROOT, 'src', 'config', 'env-schema.ts'), quiet);
  const sandboxEnv = schema.parsePublicEnv({ PUBLIC_MODE: 'sandbox' });
  const { module: sandbox } = await runnerImport(join(ROOT, 'tests', 'setup', 'bench-office.ts'), {
    ...quiet,
    root: ROOT,
    resolve: { alias: { '~': join(ROOT, 'src') } },
    define: { 'import.meta.env.PUBLIC_MODE': JSON.stringify('sandbox'), __PUBLIC_ENV__: JSON.stringify(sandboxEnv) },
  });
  const bases = { office: LIVE_ENV.PUBLIC_OFFICE_API_URL, gateway: LIVE_ENV.PUBLIC_GATEWAY_API_URL };
  /** @type {Record<string, { url: string, close: () => Promise<void> }>} */
  const servers = {};
  for (const name of Object.keys(bases)) servers[name] = await sandbox.startFakeOffice(name);
  return {
    bases,
    servers,
    /** A fresh sandbox, with `user` (a sandbox account id) logged in, or a visitor. */
    scenario(user) {
      sandbox.resetSandbox();
      if (user) sandbox.setScenario({ user });
    },
    close: () => Promise.all(Object.values(servers).map((s) => s.close())),
  };
}

/**
 * Answers the live API origins from the fake offices. With `network` (CDP network conditions), each answer is
 * held back as DevTools would hold a real one: the request latency plus its transfer time (a CORS preflight,
 * which Playwright answers itself, is not delayed). Returns the list of failed or refused API calls it saw.
 */
export async function answerApisFromOffices(context, offices, network = null) {
  const problems = [];
  for (const [name, liveBase] of Object.entries(offices.bases)) {
    const root = liveBase.replace(/\/+$/, '');
    await context.route(`${root}/**`, async (route) => {
      const request = route.request();
      const url = request.url();
      try {
        const response = await fetch(offices.servers[name].url + url.slice(root.length), { method: request.method(), headers: request.headers(), body: request.postDataBuffer() ?? undefined });
        const body = Buffer.from(await response.arrayBuffer());
        if (response.status >= 400) problems.push(`${request.method()} ${url}: HTTP ${response.status}`);
        if (network) await new Promise((r) => setTimeout(r, network.latency + (body.length / network.downloadThroughput) * 1000));
        await route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body });
      } catch (error) {
        problems.push(`${request.method()} ${url}: ${error}`);
        await route.abort('failed').catch(() => {});
      }
    });
  }
  return problems;
}
