import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '~/../tests/setup/account-stores';
import { $status } from '~/stores/checkout/load/status';
import { $user } from '~/stores/checkout/session';
import { $firstPaintPending } from '../first-paint';
import { preloadFirstScreen } from './StepOne';

// DESIGN.md budgets (interactive, CLS 0): a visitor's ready checkout first paints with Novo cadastro,
// never a spinner in its place, so its ready mark means the form can be used.
describe('step 1\'s first screen loads with the checkout (decision 048)', () => {
  afterEach(() => $status.set({ state: 'loading', phase: 'translations' }));

  it('once login status says visitor, the first paint waits for the registration screen\'s file', async () => {
    $status.set({ state: 'loading', phase: 'loginStatus' });
    const stop = preloadFirstScreen();
    expect($firstPaintPending.get()).toBe(0);
    $status.set({ state: 'loading', phase: 'sponsor' });
    expect($firstPaintPending.get()).toBe(1);
    $status.set({ state: 'loading', phase: 'product' });
    expect($firstPaintPending.get()).toBe(1);
    await vi.waitFor(() => expect($firstPaintPending.get()).toBe(0));
    stop();
  });

  it('a logged-in buyer waits for no visitor screen', () => {
    $status.set({ state: 'loading', phase: 'loginStatus' });
    const stop = preloadFirstScreen();
    $user.set(testUser());
    $status.set({ state: 'loading', phase: 'sponsor' });
    expect($firstPaintPending.get()).toBe(0);
    stop();
  });
});
