// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEASE_MS, LEASE_RENEW_MS, pageOnlyLock, purchaseLock, storageLeases } from './tab-lock';

const PURCHASE = '42|advanced-plan|plan|';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('one payment in flight per purchase across tabs (decision 012)', () => {
  describe('with both Web Locks and BroadcastChannel removed: a lease in localStorage', () => {
    it('is what the browser gets', async () => {
      vi.stubGlobal('navigator', {});
      vi.stubGlobal('BroadcastChannel', undefined);
      const lock = purchaseLock();
      const release = await lock.hold(PURCHASE);
      expect(JSON.parse(localStorage.getItem(`checkout.lock.${PURCHASE}`)!)).toMatchObject({ tab: expect.any(String) });
      release!();
      expect(localStorage.getItem(`checkout.lock.${PURCHASE}`)).toBeNull();
    });

    it('a second tab cannot take it while the first renews it, and takes it once released', async () => {
      vi.useFakeTimers();
      const tabA = storageLeases(localStorage, 'tab-a');
      const tabB = storageLeases(localStorage, 'tab-b');
      const release = await tabA.hold(PURCHASE);
      vi.advanceTimersByTime(LEASE_MS * 3); // renewed every second: still held
      expect(await tabB.hold(PURCHASE)).toBeNull();
      let free = false;
      void tabB.whenFree(PURCHASE).then(() => (free = true));
      await vi.advanceTimersByTimeAsync(LEASE_RENEW_MS * 2);
      expect(free).toBe(false);
      release!();
      await vi.advanceTimersByTimeAsync(LEASE_RENEW_MS);
      expect(free).toBe(true);
      expect(await tabB.hold(PURCHASE)).toBeTypeOf('function');
    });

    it('a tab that closed without letting go (nothing renews its lease) frees the purchase after the lease time', async () => {
      vi.useFakeTimers();
      localStorage.setItem(`checkout.lock.${PURCHASE}`, JSON.stringify({ tab: 'closed-tab', until: Date.now() + LEASE_MS }));
      const tab = storageLeases(localStorage, 'tab-b');
      expect(await tab.hold(PURCHASE)).toBeNull();
      vi.advanceTimersByTime(LEASE_MS + 1);
      expect(await tab.hold(PURCHASE)).toBeTypeOf('function');
    });

    it('two tabs that write at once: only the one whose lease is there holds it', async () => {
      const tabA = storageLeases(localStorage, 'tab-a');
      const tabB = storageLeases(localStorage, 'tab-b');
      const [a, b] = await Promise.all([tabA.hold(PURCHASE), tabB.hold(PURCHASE)]);
      expect([a, b].filter(Boolean)).toHaveLength(1);
    });

    it('leaving the page lets go (pagehide)', async () => {
      const release = await storageLeases(localStorage, 'tab-a').hold(PURCHASE);
      expect(release).toBeTypeOf('function');
      dispatchEvent(new Event('pagehide'));
      expect(localStorage.getItem(`checkout.lock.${PURCHASE}`)).toBeNull();
    });

    it('whenFree stops when its signal aborts', async () => {
      await storageLeases(localStorage, 'tab-a').hold(PURCHASE);
      const abort = new AbortController();
      const waiting = storageLeases(localStorage, 'tab-b').whenFree(PURCHASE, abort.signal);
      abort.abort(new Error('left'));
      await expect(waiting).rejects.toThrow('left');
    });
  });

  it('without any shared storage, the page holds its own purchases only', async () => {
    vi.stubGlobal('navigator', {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const lock = purchaseLock();
    const release = await lock.hold(PURCHASE);
    expect(await lock.hold(PURCHASE)).toBeNull();
    release!();
    expect(await lock.hold(PURCHASE)).toBeTypeOf('function');
    await expect(pageOnlyLock().whenFree(PURCHASE)).resolves.toBeUndefined();
  });
});
