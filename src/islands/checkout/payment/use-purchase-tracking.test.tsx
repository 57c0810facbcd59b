// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentResult } from '~/stores/checkout/payment/payment-result';
import { usePurchaseTracking } from './use-purchase-tracking';

const trackPurchase = vi.hoisted(() => vi.fn(async () => null));
vi.mock('~/stores/tracking/purchase-tracking', () => ({ trackPurchase }));

const paid: PaymentResult = { method: 'creditCard', kind: 'paid', gatewayIdentifier: 'pay_1', artifact: null };

describe('usePurchaseTracking (part 2 §4.5 "Tracking"; decision 035)', () => {
  it('tracks a payment result once, however often step 3 renders or mounts again', async () => {
    const first = renderHook(({ result }) => usePurchaseTracking(result), { initialProps: { result: paid } });
    first.rerender({ result: paid });
    first.unmount();
    renderHook(() => usePurchaseTracking(paid));
    await waitFor(() => expect(trackPurchase).toHaveBeenCalled());
    expect(trackPurchase.mock.calls).toEqual([[paid]]);
  });

  it('a new result (a second payment on the same page) is tracked too', async () => {
    const second: PaymentResult = { ...paid, gatewayIdentifier: 'pay_2' };
    renderHook(() => usePurchaseTracking(second));
    await waitFor(() => expect(trackPurchase).toHaveBeenCalledWith(second));
  });
});
