import { describe, expect, it } from 'vitest';
import { purchaseLock, webLocks } from './tab-lock';

const PURCHASE = '42|advanced-plan|plan|';

/**
 * Node's own Web Locks API (Node 24, the project's runtime): the browser's interface, one lock manager for the
 * process, so every "tab" of a test shares it as the tabs of one browser do.
 */
const locks = (globalThis as { navigator?: { locks?: Parameters<typeof webLocks>[0] } }).navigator?.locks;

describe('one payment in flight per purchase across tabs, with the Web Locks API (decision 012)', () => {
  it('is the runtime\'s (Node 24 has navigator.locks, as the browsers do)', () => {
    expect(locks).toBeDefined();
  });

  it('a second tab cannot take a purchase another tab holds, and is told when it is free', async () => {
    const first = webLocks(locks!);
    const second = webLocks(locks!);
    const release = await first.hold(PURCHASE);
    expect(release).toBeTypeOf('function');
    expect(await second.hold(PURCHASE)).toBeNull();
    let free = false;
    const waiting = second.whenFree(PURCHASE).then(() => (free = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(free).toBe(false);
    release!();
    await waiting;
    const again = await second.hold(PURCHASE);
    expect(again).toBeTypeOf('function');
    again!();
  });

  it('another purchase is not held', async () => {
    const release = await webLocks(locks!).hold(PURCHASE);
    const other = await webLocks(locks!).hold('42|premium-plan|plan|');
    expect(other).toBeTypeOf('function');
    release!();
    other!();
  });

  it('is the lock the checkout picks where the API exists', async () => {
    const lock = purchaseLock();
    const release = await lock.hold(PURCHASE);
    const query = await (locks as unknown as { query(): Promise<{ held?: { name?: string }[] }> }).query();
    expect(query.held?.map((held) => held.name)).toContain(`checkout.pay:${PURCHASE}`);
    release!();
  });
});
