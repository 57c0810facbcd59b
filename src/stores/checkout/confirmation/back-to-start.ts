import { atom } from 'nanostores';
import { BACK_TO_START_DELAY_MS } from '~/domain/constants';
import { onReset, resettable } from '~/stores/reset';
import type { PaymentResult } from '../payment-result';
import { afterPaymentTarget } from './after-payment-target';

/** The after-payment target once back-to-start was pressed, until the browser leaves. */
export const $backToStart = resettable(atom<string | null>(null), 'page');

let timer: ReturnType<typeof setTimeout> | null = null;
onReset('page', () => {
  if (timer !== null) clearTimeout(timer);
  timer = null;
});

/**
 * Back-to-start of a document screen (part 2 §2, §4.5, §9): goes to the after-payment target (through the
 * allow-list, after-payment-target.ts) 1.5 seconds after the press. A second press changes nothing.
 */
export function backToStart(result: PaymentResult, navigate: (url: string) => void = (url) => location.assign(url)): void {
  if (timer !== null) return;
  const { url } = afterPaymentTarget(result);
  $backToStart.set(url);
  timer = setTimeout(() => navigate(url), BACK_TO_START_DELAY_MS);
}
