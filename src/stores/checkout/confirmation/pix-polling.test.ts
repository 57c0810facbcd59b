import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { pixNotificationPath } from '~/api/payment/payment-endpoints';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { resetStores } from '~/stores/reset';
import { $pixPoll, startPixPolling, stopPixPolling } from './pix-polling';

/** Lets the poll's request and its answer run under fake timers. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('pix notification polling (part 2 §4.5, §7, §9)', () => {
  beforeEach(() => {
    resetStores('page');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    resetStores('page');
    vi.useRealTimers();
  });

  it('§9: polls every 5 s, not before; the sandbox says "not yet" twice, then paid: onPaid once and polling stops', async () => {
    const seen: string[] = [];
    sandboxServer.events.on('request:start', ({ request }) => void (request.url.includes('verify-notification') && seen.push(request.url)));
    const onPaid = vi.fn();
    startPixPolling('pix_poll_1', onPaid);
    expect($pixPoll.get()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(4999);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5000);
    await settle();
    expect(onPaid).not.toHaveBeenCalled();
    expect($pixPoll.get()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect($pixPoll.get()).toBe('paid');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen).toHaveLength(3);
    expect(onPaid).toHaveBeenCalledTimes(1);
    sandboxServer.events.removeAllListeners();
  });

  it('a failed poll (offline) keeps polling: retrying, then paid when the network is back', async () => {
    setScenario({ fault: 'offline', faultPath: 'verify-notification', faultTimes: 3 });
    const onPaid = vi.fn();
    startPixPolling('pix_poll_2', onPaid);
    for (let poll = 0; poll < 3; poll += 1) {
      await vi.advanceTimersByTimeAsync(5000);
      await vi.waitFor(() => expect($pixPoll.get()).toBe('retrying'));
    }
    sandboxServer.use(http.get(apiUrl('gateway', pixNotificationPath('pix_poll_2')), () => HttpResponse.json({ status: true, message: 'notification_exists' })));
    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect($pixPoll.get()).toBe('paid');
  });

  it('a second start neither doubles nor restarts the polls; stop ends them', async () => {
    let polls = 0;
    sandboxServer.use(http.get(apiUrl('gateway', pixNotificationPath('pix_poll_3')), () => ((polls += 1), HttpResponse.json({ status: false, message: 'no' }))));
    startPixPolling('pix_poll_3', vi.fn());
    await vi.advanceTimersByTimeAsync(3000);
    startPixPolling('pix_poll_3', vi.fn());
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(polls).toBe(1));
    stopPixPolling();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(polls).toBe(1);
  });
});
