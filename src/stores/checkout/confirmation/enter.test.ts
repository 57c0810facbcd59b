import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCheckoutOptions } from '~/domain/flow-params';
import { testProduct, testUser } from '../../../../tests/setup/account-stores';
import { $paymentResult, type PaymentResult } from '../payment-result';
import { $aid, $options, $product, $slug, $user } from '../session';
import { $step } from '../steps';
import { enterConfirmation } from './enter';
import { $redirectCountdown } from './redirect-countdown';

const trackPurchase = vi.hoisted(() => vi.fn(async () => null));
vi.mock('~/stores/tracking/purchase-tracking', () => ({ trackPurchase }));

const paid: PaymentResult = { method: 'creditCard', kind: 'paid', gatewayIdentifier: 'pay_1', artifact: null };
const boleto: PaymentResult = {
  method: 'boleto', kind: 'pending', gatewayIdentifier: 'b',
  artifact: { kind: 'boleto', barCode: '1', barCodeImage: null, qrCode: null, dueDate: null, downloadPdf: null },
};

beforeEach(() => {
  trackPurchase.mockClear();
  $options.set(readCheckoutOptions(new URLSearchParams()));
  $product.set(testProduct());
  $slug.set('premium-plus-plan');
  $user.set(testUser());
  $aid.set('1');
});

describe('enterConfirmation: the one way into step 3 (part 2 §2, §4.5)', () => {
  it('part 2 §2: a paid result opens step 3 with it and is tracked; the countdown waits for its screen (PaidScreen)', async () => {
    await enterConfirmation(paid);
    expect([$step.get(), $paymentResult.get(), $redirectCountdown.get()]).toEqual(['paymentConfirmation', paid, null]);
    await vi.waitFor(() => expect(trackPurchase.mock.calls).toEqual([[paid]]));
  });

  it('part 2 §4.5: a document (boleto) opens step 3 with it and is tracked', async () => {
    await enterConfirmation(boleto);
    expect([$step.get(), $paymentResult.get()]).toEqual(['paymentConfirmation', boleto]);
    await vi.waitFor(() => expect(trackPurchase.mock.calls).toEqual([[boleto]]));
  });

  it('part 2 §4.5 "Tracking": a result is tracked once, however often step 3 is entered with it; a new result is tracked too', async () => {
    await enterConfirmation(paid);
    await enterConfirmation(paid);
    const second = { ...paid, gatewayIdentifier: 'pay_2' };
    await enterConfirmation(second);
    await vi.waitFor(() => expect(trackPurchase).toHaveBeenCalledTimes(2));
    expect(trackPurchase.mock.calls).toEqual([[paid], [second]]);
  });

  it('part 2 §2 skipStepConfirmation=testUrl: the test visit enters with no result, tracked once, no countdown', async () => {
    await enterConfirmation(null);
    await enterConfirmation(null);
    expect([$step.get(), $paymentResult.get(), $redirectCountdown.get()]).toEqual(['paymentConfirmation', null, null]);
    await vi.waitFor(() => expect(trackPurchase).toHaveBeenCalledTimes(1));
    expect(trackPurchase.mock.calls).toEqual([[null]]);
  });
});
