import { delay, http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { AbortedError, errorMessageKey, HttpError, NetworkError, SchemaError, TimeoutError, UnreadableBodyError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { dropEarlyAnswers, EARLY_ANSWERS_GLOBAL } from './early-answers';
import { request } from './request';

const path = '/test/request';
const url = apiUrl('office', path);
const schema = z.object({ ok: z.boolean() });
const call = (options: { signal?: AbortSignal; timeoutMs?: number } = {}) =>
  request({ call: 'probe', base: 'office', method: 'GET', path, schema, ...options });

/**
 * A 200 whose body starts and then stalls: the client is left reading it. Faked at the fetch boundary (not through
 * msw): the fake errors the body when the request's signal aborts, as fetch does, and nothing is left on a socket
 * (an aborted, never-ending body behind msw's interceptor trips an assertion inside undici when the socket closes).
 */
function stallBodies(onHeaders: () => void = () => {}): void {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    const signal = init?.signal ?? null;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"ok":'));
        signal?.addEventListener('abort', () => controller.error(signal.reason), { once: true });
      },
    });
    onHeaders();
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

afterEach(() => vi.restoreAllMocks());

describe('request(): typed errors say what happened (DESIGN.md "Tests", STYLE.md rule 6)', () => {
  it('answers the parsed body', async () => {
    sandboxServer.use(http.get(url, () => HttpResponse.json({ ok: true })));
    await expect(call()).resolves.toEqual({ ok: true });
  });

  it.each<[string, () => Response | Promise<Response>, new (...args: never[]) => Error, Record<string, unknown>]>([
    ['no answer is a NetworkError', () => HttpResponse.error(), NetworkError, { kind: 'network' }],
    ['a 503 is an HttpError with its status', () => new HttpResponse(null, { status: 503 }), HttpError, { kind: 'http', status: 503 }],
    ['a 409 is an HttpError with its status', () => HttpResponse.json({ error: 'conflict' }, { status: 409 }), HttpError, { status: 409 }],
    ['a 2xx that is not JSON is an UnreadableBodyError', () => new HttpResponse('{"ok": ', { status: 200 }), UnreadableBodyError, { kind: 'schema' }],
    ['a 2xx the schema rejects is a SchemaError naming the field', () => HttpResponse.json({ ok: 'yes' }), SchemaError, { field: 'ok' }],
  ])('%s', async (_name, answer, type, fields) => {
    sandboxServer.use(http.get(url, answer));
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(type);
    expect(error).toMatchObject({ call: 'probe', ...fields });
  });

  it('tells a schema mismatch from an unreadable body', async () => {
    // UnreadableBodyError is a SchemaError: the mismatch must be the plain one, naming its field, the other the body.
    sandboxServer.use(http.get(url, () => HttpResponse.json({ ok: 1 })));
    const mismatch = await call().catch((e: unknown) => e);
    sandboxServer.use(http.get(url, () => new HttpResponse('not json', { status: 200 })));
    const unreadable = await call().catch((e: unknown) => e);
    expect([mismatch instanceof SchemaError, mismatch instanceof UnreadableBodyError, (mismatch as SchemaError).field]).toEqual([true, false, 'ok']);
    expect([unreadable instanceof UnreadableBodyError, (unreadable as SchemaError).field]).toEqual([true, '(body)']);
  });

  it('a slow answer is a TimeoutError', async () => {
    sandboxServer.use(http.get(url, async () => { await delay(500); return HttpResponse.json({ ok: true }); }));
    await expect(call({ timeoutMs: 20 })).rejects.toBeInstanceOf(TimeoutError);
  });

  it('a body that stalls past the time limit is a TimeoutError, not an unreadable body', async () => {
    stallBodies();
    await expect(call({ timeoutMs: 50 })).rejects.toBeInstanceOf(TimeoutError);
  });

  it('the caller abort before the answer is an AbortedError carrying the reason', async () => {
    sandboxServer.use(http.get(url, async () => { await delay(500); return HttpResponse.json({ ok: true }); }));
    const caller = new AbortController();
    const pending = call({ signal: caller.signal });
    setTimeout(() => caller.abort('left the step'), 10);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortedError);
    expect(error).toMatchObject({ name: 'AbortError', kind: 'aborted', reason: 'left the step' });
  });

  it('the caller abort while the body is read is an AbortedError, not a SchemaError', async () => {
    let answered!: () => void;
    const headersSent = new Promise<void>((resolve) => (answered = resolve));
    stallBodies(() => answered());
    const caller = new AbortController();
    const pending = call({ signal: caller.signal });
    await headersSent;
    await delay(20);
    caller.abort('left the step');
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortedError);
    expect(error).not.toBeInstanceOf(SchemaError);
  });
});

/** The page's early answers (decision 048), as its first script leaves them. */
function earlyAnswers(answers: Record<string, Promise<Response>>): void {
  (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] = answers;
}

describe('request(): an answer the page asked for early (decision 048)', () => {
  afterEach(dropEarlyAnswers);

  it('a GET of the same URL takes it instead of asking, once; the next call asks the office', async () => {
    let asked = 0;
    sandboxServer.use(http.get(url, () => { asked += 1; return HttpResponse.json({ ok: false }); }));
    earlyAnswers({ [url]: Promise.resolve(HttpResponse.json({ ok: true })) });
    await expect(call()).resolves.toEqual({ ok: true });
    expect(asked).toBe(0);
    await expect(call()).resolves.toEqual({ ok: false });
    expect(asked).toBe(1);
  });

  it('a POST, or a GET of another URL, never takes it', async () => {
    sandboxServer.use(http.all(url, () => HttpResponse.json({ ok: false })));
    earlyAnswers({ [url]: Promise.resolve(HttpResponse.json({ ok: true })) });
    await expect(request({ call: 'probe', base: 'office', method: 'POST', path, schema, json: {} })).resolves.toEqual({ ok: false });
    await expect(request({ call: 'probe', base: 'office', method: 'GET', path, query: { x: 1 }, schema })).resolves.toEqual({ ok: false });
    await expect(call()).resolves.toEqual({ ok: true });
  });

  // A failed early call behaves as the call's own would: the same typed error for each way it fails.
  it.each<[string, () => Promise<Response>, new (...args: never[]) => Error]>([
    ['no answer is a NetworkError', () => Promise.reject(new TypeError('Failed to fetch')), NetworkError],
    ['a 500 is an HttpError', async () => new Response(null, { status: 500 }), HttpError],
    ['a body the schema rejects is a SchemaError', async () => Response.json({ ok: 'yes' }), SchemaError],
    ['a body that is not JSON is an UnreadableBodyError', async () => new Response('{"ok": ', { status: 200 }), UnreadableBodyError],
  ])('%s', async (_name, answer, type) => {
    earlyAnswers({ [url]: answer() });
    await expect(call()).rejects.toBeInstanceOf(type);
  });

  it('an early answer still missing at the time limit is a TimeoutError; a caller abort is an AbortedError', async () => {
    earlyAnswers({ [url]: new Promise<Response>(() => {}) });
    await expect(call({ timeoutMs: 20 })).rejects.toBeInstanceOf(TimeoutError);
    earlyAnswers({ [url]: new Promise<Response>(() => {}) });
    const caller = new AbortController();
    const pending = call({ signal: caller.signal });
    caller.abort('left the step');
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', reason: 'left the step' });
  });

  it('an early answer whose body stalls past the time limit is a TimeoutError', async () => {
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"ok":')) });
    earlyAnswers({ [url]: Promise.resolve(new Response(stalled, { status: 200 })) });
    await expect(call({ timeoutMs: 30 })).rejects.toBeInstanceOf(TimeoutError);
  });
});

describe('errorMessageKey: one key per kind', () => {
  it.each<[string, Error, string]>([
    ['network', new NetworkError('c', 'x'), 'errors:request.network'],
    ['timeout', new TimeoutError('c', 1), 'errors:request.timeout'],
    ['http', new HttpError('c', 500), 'errors:request.http'],
    ['unreadable body', new UnreadableBodyError('c', 'x'), 'errors:request.schema'],
    ['schema', new SchemaError('c', 'x'), 'errors:request.schema'],
    ['aborted', new AbortedError('c', undefined), 'errors:request.network'],
  ])('%s', (_kind, error, key) => {
    expect(errorMessageKey(error)).toBe(key);
  });
});
