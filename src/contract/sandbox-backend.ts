import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { apiUrl, type ApiBase } from '~/api/endpoints';
import { handlers, loadLazyHandlers } from '~/sandbox/handlers';
import { absentInSpec, keyIgnored } from './spec-only';

/*
 * Backends for the conformance check (scripts/contract-check.mjs) to run against: the sandbox office and gateway
 * served over HTTP, as a real backend would serve them, with credentialed CORS for the site's origin.
 * - `full`: every duty of docs/contract/ (the sandbox holds them all);
 * - `spec-only`: only what the spec's office and gateway do (spec-only.ts): no attempt lookup, no pending payment
 *   (404), and the idempotency key ignored. The check must name exactly those duties against it.
 */

// Loaded by Vite's module runner (scripts/contract-check.mjs), which closes once this module is in: the handlers the
// sandbox loads on first use must be in before.
await loadLazyHandlers();

export type BackendKind = 'full' | 'spec-only';

export interface SandboxBackend {
  office: string;
  gateway: string;
  close(): Promise<void>;
}

/** Headers a request from the page may carry (the preflight's answer). */
const ALLOWED_HEADERS = 'accept, content-type, x-checkout-token, x-admin-token';

function corsHeaders(req: IncomingMessage, origin: string): Record<string, string> {
  if (req.headers.origin !== origin) return { vary: 'Origin' };
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
}

function serve(base: ApiBase, kind: BackendKind, origin: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const cors = corsHeaders(req, origin);
    if (req.method === 'OPTIONS') {
      const preflight = cors['access-control-allow-origin']
        ? { ...cors, 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': ALLOWED_HEADERS, 'access-control-max-age': '600' }
        : cors;
      res.writeHead(204, preflight).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? '/';
    if (kind === 'spec-only' && absentInSpec(base, path)) {
      res.writeHead(404, { ...cors, 'content-type': 'application/json' }).end('{"error":"not_found"}');
      return;
    }
    const raw = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const body = kind === 'spec-only' && base === 'gateway' ? keyIgnored(raw, req.headers['content-type']) : raw;
    const request = new Request(apiUrl(base, path), {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' && k !== 'content-length' ? [[k, v] as [string, string]] : [])),
      body: req.method === 'GET' || req.method === 'HEAD' || !body ? undefined : new Uint8Array(body),
    });
    const response = (await getResponse(handlers, request)) ?? new Response('{"error":"not_a_sandbox_call"}', { status: 404 });
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors });
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })));
}

/** The sandbox's office and gateway on two local ports, for pages served from `origin`. */
export async function startSandboxBackend(kind: BackendKind, origin: string): Promise<SandboxBackend> {
  const office = await serve('office', kind, origin);
  const gateway = await serve('gateway', kind, origin);
  const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  return { office: office.url, gateway: gateway.url, close: async () => void (await Promise.all([close(office.server), close(gateway.server)])) };
}
