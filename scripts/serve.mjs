// A small static server for the built site that applies the same CDN rules as production
// (public/_redirects rewrites and public/_headers), so `npm start` and the browser tests see
// what a CDN serves. Usage: node scripts/serve.mjs [--dir dist] [--port 4321] (or PORT=4321 in the environment)
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createGzip } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import { parseHeaders, parseRedirects, headersFor, rewriteFor } from '../integrations/cdn-rules.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const root = resolve(args.dir ?? 'dist');
const port = Number(args.port ?? process.env.PORT ?? 4321);
const host = args.host ?? '127.0.0.1';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2',
};

const readRules = async (name) => readFile(join(root, name), 'utf8').catch(() => '');
const redirects = parseRedirects(await readRules('_redirects'));
const headerRules = parseHeaders(await readRules('_headers'));

/** The path percent-decoded, or null when it does not decode (`/payment/100%`): such a request is a 400. */
function decodedPath(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

async function fileFor(pathname) {
  const decoded = decodedPath(pathname);
  if (decoded === null) return null;
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [join(root, safe), join(root, safe, 'index.html'), join(root, `${safe}.html`)]) {
    if (!candidate.startsWith(root)) continue;
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  return null;
}

function plain(res, status, text) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

// One request's failure never stops the server: an undecodable URL is a 400, anything unexpected a 500.
const server = createServer((req, res) => {
  answer(req, res).catch((error) => {
    console.error(`serve: ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
    if (!res.headersSent) plain(res, 500, 'Internal server error');
    else res.destroy();
  });
});

async function answer(req, res) {
  let url;
  try {
    url = new URL(req.url ?? '/', `http://${host}:${port}`);
  } catch {
    return plain(res, 400, 'Bad request: the URL cannot be read');
  }
  if (decodedPath(url.pathname) === null) return plain(res, 400, 'Bad request: the URL path is not valid percent-encoding');
  let file = await fileFor(url.pathname);
  let status = 200;
  if (!file) {
    const rule = rewriteFor(redirects, url.pathname);
    if (rule && rule.status >= 300 && rule.status < 400) {
      // As Netlify and Cloudflare Pages do: a target without a query of its own gets the request's.
      res.writeHead(rule.status, { location: rule.to.includes('?') ? rule.to : `${rule.to}${url.search}` });
      return res.end();
    }
    if (rule) {
      file = await fileFor(rule.to);
      status = rule.status;
    }
  }
  if (!file) {
    file = await fileFor('/404.html');
    status = 404;
  }
  const headers = headersFor(headerRules, url.pathname);
  if (!file) {
    res.writeHead(404, { ...headers, 'content-type': 'text/plain' });
    return res.end('Not found');
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  // Compress text like a CDN does, so local measurements (Lighthouse, npm run bench) see real transfer sizes.
  const compress = /text|javascript|json|svg|xml/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(status, { ...headers, 'content-type': type, vary: 'accept-encoding', ...(compress ? { 'content-encoding': 'gzip' } : {}) });
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  if (compress) stream.pipe(createGzip()).pipe(res);
  else stream.pipe(res);
}

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
