import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { apiUrl, type ApiBase } from '~/api/endpoints';
import { handlers } from '~/sandbox/handlers';

/**
 * The sandbox office as a real HTTP server on 127.0.0.1, for processes msw cannot reach: a live
 * build's data fetching (`BUILD_OFFICE_API_URL`). Each request path is answered by the sandbox
 * handlers of `base` as if it had been made to the sandbox base URL.
 */
export async function startFakeOffice(base: ApiBase = 'office'): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const request = new Request(apiUrl(base, req.url ?? '/'), {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])),
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    const response = (await getResponse(handlers, request)) ?? new Response('not a sandbox call', { status: 404 });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
