import { atom } from 'nanostores';
import { isAcceptedCurrency, type CurrencyCode } from '~/domain/currencies';
import { confirmationScreen } from '~/domain/payment-response';
import { $product } from '../session';
import { REDIRECT_COUNTDOWN_S } from '~/domain/constants';
import { onReset, resettable } from '~/stores/reset';
import type { PaymentResult } from '../payment-result';
import { afterPaymentTarget } from './after-payment-target';

/** The redirect after payment as step 3 shows it: the seconds left and where the buyer goes. */
export interface RedirectCountdown {
  secondsLeft: number;
  url: string;
}

export const $redirectCountdown = resettable(atom<RedirectCountdown | null>(null), 'page');

let timer: ReturnType<typeof setInterval> | null = null;

function stop(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
}
onReset('page', stop);

/**
 * Which results count down to the redirect: every paid method, and a pending one whose confirmation screen is the
 * countdown (the domain's `confirmationScreen`, part 2 §2 "Confirmation screens": not the documents nor pix, which wait
 * for the buyer; a pix counts down once its notification says paid). So a pending Yape counts down, and the COP
 * transfer counts down to its bank page.
 */
export function countsDownToRedirect(result: PaymentResult, currency: CurrencyCode | null): boolean {
  if (result.kind === 'paid') return true;
  return currency !== null && confirmationScreen(result.method, currency).kind === 'redirectCountdown';
}

/**
 * Starts the 5-second countdown (part 2 §9) and then sends the browser to the after-payment target. Calling it again
 * while it runs changes nothing, so a re-render or a second call never shortens or restarts the wait.
 */
export function startRedirectCountdown(result: PaymentResult, navigate: (url: string) => void = (url) => location.assign(url)): void {
  const product = $product.get();
  if (timer !== null || !countsDownToRedirect(result, product && isAcceptedCurrency(product.currency) ? product.currency : null)) return;
  const { url } = afterPaymentTarget(result);
  $redirectCountdown.set({ secondsLeft: REDIRECT_COUNTDOWN_S, url });
  timer = setInterval(() => {
    const current = $redirectCountdown.get();
    if (!current) return stop();
    const secondsLeft = current.secondsLeft - 1;
    $redirectCountdown.set({ ...current, secondsLeft: Math.max(0, secondsLeft) });
    if (secondsLeft > 0) return;
    stop();
    navigate(current.url);
  }, 1000);
}
