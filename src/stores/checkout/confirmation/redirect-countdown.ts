import { atom, computed } from 'nanostores';
import { isAcceptedCurrency, type CurrencyCode } from '~/domain/currencies';
import { confirmationScreen } from '~/domain/payment-response';
import { $product } from '../session';
import { REDIRECT_COUNTDOWN_S } from '~/domain/constants';
import { onReset, resettable } from '~/stores/reset';
import type { PaymentResult } from '../payment-result';
import { afterPaymentTarget } from './after-payment-target';

/**
 * Where the countdown is: counting the seconds down, stopped by the buyer (WCAG 2.2.1: a time limit the buyer can turn
 * off; the link to go on stays), or at zero and leaving.
 */
export type RedirectCountdownState = 'counting' | 'stopped' | 'leaving';

/** The redirect after payment as step 3 shows it: its state, the seconds left and where the buyer goes. */
export interface RedirectCountdown {
  state: RedirectCountdownState;
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
 * while it runs, or after the buyer stopped it, changes nothing, so a re-render or a second call never shortens,
 * restarts or resumes the wait.
 */
export function startRedirectCountdown(result: PaymentResult, navigate: (url: string) => void = (url) => location.assign(url)): void {
  const product = $product.get();
  if (timer !== null || $redirectCountdown.get() !== null || !countsDownToRedirect(result, product && isAcceptedCurrency(product.currency) ? product.currency : null)) return;
  const { url } = afterPaymentTarget(result);
  $redirectCountdown.set({ state: 'counting', secondsLeft: REDIRECT_COUNTDOWN_S, url });
  timer = setInterval(() => {
    const current = $redirectCountdown.get();
    if (!current) return stop();
    const secondsLeft = current.secondsLeft - 1;
    $redirectCountdown.set({ ...current, state: secondsLeft > 0 ? 'counting' : 'leaving', secondsLeft: Math.max(0, secondsLeft) });
    if (secondsLeft > 0) return;
    stop();
    navigate(current.url);
  }, 1000);
}

/**
 * The buyer's "Stay on this page" (WCAG 2.2.1 Timing Adjustable): the countdown stops where it is and never redirects;
 * its link to go on stays. Only a running countdown stops: at zero the browser is already leaving.
 */
export function stopRedirectCountdown(): void {
  const current = $redirectCountdown.get();
  if (timer === null || current?.state !== 'counting') return;
  stop();
  $redirectCountdown.set({ ...current, state: 'stopped' });
}

/** What the countdown's live region says, as a translation key and its count. */
export interface RedirectAnnouncement {
  key: 'payment:done.redirect_announced' | 'payment:done.redirect_stopped';
  count?: number;
}

/**
 * The countdown's live region: the whole wait once when it starts (never the second of the moment, so a screen reader
 * is not read a number each second), then once that it is stopped. Leaving says nothing new: the page is going.
 */
export const $redirectAnnouncement = computed($redirectCountdown, (countdown): RedirectAnnouncement | null => {
  if (countdown === null) return null;
  if (countdown.state === 'stopped') return { key: 'payment:done.redirect_stopped' };
  return { key: 'payment:done.redirect_announced', count: REDIRECT_COUNTDOWN_S };
});
