import { atom } from 'nanostores';
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

/** Methods whose pending answer is a document the buyer needs, or the pix wait (part 2 §2 "Confirmation screens"). */
const WAITING_METHODS: ReadonlySet<PaymentResult['method']> = new Set(['boleto', 'cash', 'nequi', 'pix']);

/**
 * Which results count down to the redirect (part 2 §2 "Confirmation screens": "All other methods and COP bank transfer
 * show a 5-second countdown, then redirect"; §4.5): every paid method, and every pending one but the documents (boleto,
 * cash, nequi, the MXN transfer's slip) and pix, which wait for the buyer (a pix counts down once its notification says
 * paid). So a pending Yape counts down, and the COP transfer counts down to its bank page.
 */
export function countsDownToRedirect(result: PaymentResult): boolean {
  if (result.kind === 'paid') return true;
  if (WAITING_METHODS.has(result.method)) return false;
  if (result.method === 'bankTransfer') return result.artifact?.kind === 'bankTransferCop';
  return true;
}

/**
 * Starts the 5-second countdown (part 2 §9) and then sends the browser to the after-payment target. Calling it again
 * while it runs changes nothing, so a re-render or a second call never shortens or restarts the wait.
 */
export function startRedirectCountdown(result: PaymentResult, navigate: (url: string) => void = (url) => location.assign(url)): void {
  if (timer !== null || !countsDownToRedirect(result)) return;
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
