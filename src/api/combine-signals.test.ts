import { delay, http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { TimeoutError } from '~/api/errors';
import { request } from '~/api/request';
import { sandboxServer } from '~/sandbox/node';
import { combineSignals, requestSignal } from './combine-signals';

// Older browsers (Chrome < 116, Safari < 17.4) have no AbortSignal.any, and the oldest no AbortSignal.timeout:
// every test here runs with both removed, so a call to either would throw.
const removed = ['any', 'timeout'] as const;
const saved = new Map<string, PropertyDescriptor | undefined>();
beforeEach(() => {
  for (const name of removed) {
    saved.set(name, Object.getOwnPropertyDescriptor(AbortSignal, name));
    Reflect.deleteProperty(AbortSignal, name);
  }
});
afterEach(() => {
  for (const name of removed) {
    const descriptor = saved.get(name);
    if (descriptor) Object.defineProperty(AbortSignal, name, descriptor);
  }
});

describe('combineSignals without AbortSignal.any', () => {
  it('runs with the platform API really removed', () => {
    expect('any' in AbortSignal).toBe(false);
    expect('timeout' in AbortSignal).toBe(false);
  });

  it('aborts when the second input aborts, with that input reason', () => {
    const first = new AbortController();
    const second = new AbortController();
    const { signal } = combineSignals([first.signal, second.signal]);
    expect(signal.aborted).toBe(false);
    second.abort('second reason');
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('second reason');
  });

  it('is aborted at once when an input is already aborted', () => {
    const { signal } = combineSignals([AbortSignal.abort('earlier'), new AbortController().signal]);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('earlier');
  });

  it('ignores missing inputs', () => {
    const only = new AbortController();
    const { signal } = combineSignals([undefined, only.signal]);
    only.abort();
    expect(signal.aborted).toBe(true);
  });

  it('stops listening to its inputs once released', () => {
    const caller = new AbortController();
    const remove = vi.spyOn(caller.signal, 'removeEventListener');
    const { signal, release } = combineSignals([caller.signal]);
    release();
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
    caller.abort();
    expect(signal.aborted).toBe(false);
  });
});

describe('requestSignal without AbortSignal.timeout', () => {
  it('times out with a TimeoutError reason and says so', async () => {
    const limit = requestSignal(undefined, 10);
    await new Promise((resolve) => limit.signal.addEventListener('abort', resolve));
    expect(limit.timedOut).toBe(true);
    expect((limit.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('reports the caller abort, not a timeout, when the caller was first', () => {
    const caller = new AbortController();
    const limit = requestSignal(caller.signal, 10_000);
    caller.abort();
    expect(limit.signal.aborted).toBe(true);
    expect(limit.timedOut).toBe(false);
    limit.release();
  });

  it('never fires once released', async () => {
    const limit = requestSignal(undefined, 5);
    limit.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(limit.signal.aborted).toBe(false);
  });
});

describe('request() on a browser without AbortSignal.any (DESIGN.md "Payments")', () => {
  const url = apiUrl('office', '/test/signals');
  const schema = z.object({ ok: z.boolean() });

  it('answers a call that carries a caller signal', async () => {
    sandboxServer.use(http.get(url, () => HttpResponse.json({ ok: true })));
    const caller = new AbortController();
    await expect(request({ call: 'signals', base: 'office', method: 'GET', path: '/test/signals', schema, signal: caller.signal }))
      .resolves.toEqual({ ok: true });
  });

  it('surfaces the caller abort as an abort', async () => {
    sandboxServer.use(http.get(url, async () => { await delay(500); return HttpResponse.json({ ok: true }); }));
    const caller = new AbortController();
    const call = request({ call: 'signals', base: 'office', method: 'GET', path: '/test/signals', schema, signal: caller.signal });
    setTimeout(() => caller.abort(new DOMException('left the page', 'AbortError')), 10);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('ends a slow call with a TimeoutError', async () => {
    sandboxServer.use(http.get(url, async () => { await delay(500); return HttpResponse.json({ ok: true }); }));
    const caller = new AbortController();
    await expect(request({ call: 'signals', base: 'office', method: 'GET', path: '/test/signals', schema, signal: caller.signal, timeoutMs: 20 }))
      .rejects.toBeInstanceOf(TimeoutError);
  });
});
