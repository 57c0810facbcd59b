import { atom } from 'nanostores';
import { checkPixNotification } from '~/api/payment/check-pix-notification';
import { PIX_POLL_INTERVAL_MS } from '~/domain/constants';
import { onReset, resettable } from '~/stores/reset';

/**
 * The pix notification poll as step 3 shows it (part 2 §4.5): waiting, paid, or waiting while the last poll failed
 * (offline, a timeout, a 500). A failed poll is no error wall: the QR code stays and the next poll goes out on time.
 */
export type PixPollState = 'idle' | 'waiting' | 'retrying' | 'paid';

export const $pixPoll = resettable(atom<PixPollState>('idle'), 'page');

let timer: ReturnType<typeof setInterval> | null = null;
let inFlight: AbortController | null = null;

/** Stops polling and drops a poll still on its way (the pix expired, the step closed, the page reset). */
export function stopPixPolling(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
  inFlight?.abort();
  inFlight = null;
}
onReset('page', stopPixPolling);

async function poll(hashToken: string, onPaid: () => void): Promise<void> {
  if (inFlight) return; // a slow answer is awaited, never doubled
  const controller = new AbortController();
  inFlight = controller;
  try {
    const answer = await checkPixNotification(hashToken, controller.signal);
    if (controller.signal.aborted) return;
    if (!answer.paid) return $pixPoll.set('waiting');
    stopPixPolling();
    $pixPoll.set('paid');
    onPaid();
  } catch {
    if (!controller.signal.aborted) $pixPoll.set('retrying');
  } finally {
    if (inFlight === controller) inFlight = null;
  }
}

/**
 * Polls GET /verify-notification/{hash_token}/success every 5 seconds (part 2 §4.5, §7, §9) until it answers paid
 * (status true, message notification_exists), then calls `onPaid` once. Calling it again while it runs changes nothing.
 * @example startPixPolling('pix_sandbox_3', () => startRedirectCountdown(result))
 */
export function startPixPolling(hashToken: string, onPaid: () => void): void {
  if (timer !== null || $pixPoll.get() === 'paid') return;
  $pixPoll.set('waiting');
  timer = setInterval(() => void poll(hashToken, onPaid), PIX_POLL_INTERVAL_MS);
}
