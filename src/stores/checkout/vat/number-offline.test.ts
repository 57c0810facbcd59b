import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS, seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { $step } from '../steps';
import { $vatChoice, $vatNumberInput, $vatRequest, $vatWidget, answerHasVat, retryVat, selectVatCountry, setVatNumberInput, submitVatNumber } from './widget';

// The format tables come in their own file (formats-loader.ts); here that file fails once, as offline.
const loader = vi.hoisted(() => ({ failNext: false }));
vi.mock('./formats-loader', async (original) => {
  const real = await original<typeof import('./formats-loader')>();
  return {
    ...real,
    loadVatFormats: () => {
      if (!loader.failNext) return real.loadVatFormats();
      loader.failNext = false;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    },
  };
});

beforeEach(() => {
  seedCheckout({ product: PRODUCTS.eurPremium(), user: null });
  $step.set('planOrFee');
});

describe('VAT number step when the format tables do not arrive (DESIGN.md Failures, part 1 §7)', () => {
  it('says there is no connection, keeps the number, and the retry checks it', async () => {
    await selectVatCountry('DE');
    answerHasVat(true);
    setVatNumberInput('DE812345673');
    loader.failNext = true;
    await submitVatNumber();
    expect($vatRequest.get()).toEqual({ status: 'failed', task: 'number', messageKey: 'errors:request.network' });
    expect($vatWidget.get()).toMatchObject({ step: 'addVatNumber', checking: null });
    expect($vatNumberInput.get()).toBe('DE812345673');
    await retryVat();
    expect($vatRequest.get()).toEqual({ status: 'idle' });
    expect($vatChoice.get()).toMatchObject({ kind: 'vatNumber', vatNumberCompleted: 'DE812345673' });
  });
});
