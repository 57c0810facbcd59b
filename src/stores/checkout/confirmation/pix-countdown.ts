import { atom } from 'nanostores';
import { PIX_COUNTDOWN_STEP_MS, PIX_WAIT_MINUTES } from '~/domain/constants';
import { onReset, resettable } from '~/stores/reset';

/** The minutes a pix is still payable, as step 3 shows them; null before the wait starts. */
export const $pixMinutesLeft = resettable(atom<number | null>(null), 'page');

let timer: ReturnType<typeof setTimeout> | null = null;

export function stopPixCountdown(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}
onReset('page', stopPixCountdown);

/** The whole minutes shown for the time left: 9 min 30 s shows 10, as a countdown in 60-second steps does. */
export function minutesLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / PIX_COUNTDOWN_STEP_MS));
}

/** When a pix shown now stops being payable: 10 minutes from now (part 2 §4.5, §9). */
export function pixExpiryFromNow(now = Date.now()): number {
  return now + PIX_WAIT_MINUTES * PIX_COUNTDOWN_STEP_MS;
}

/**
 * Counts the pix wait down in 60-second steps and stops at zero (part 2 §4.5, §9), then calls `onExpired` once.
 * The steps fall on whole minutes before `expiresAt`, so a resumed pix with 7.5 minutes left shows 8, then 7 thirty
 * seconds later. Calling it again while it runs changes nothing.
 */
export function startPixCountdown(expiresAt: number, onExpired: () => void): void {
  if (timer !== null) return;
  const tick = () => {
    const left = minutesLeft(expiresAt, Date.now());
    $pixMinutesLeft.set(left);
    if (left === 0) {
      timer = null;
      onExpired();
      return;
    }
    const untilNextStep = expiresAt - Date.now() - (left - 1) * PIX_COUNTDOWN_STEP_MS;
    timer = setTimeout(tick, Math.max(1, untilNextStep));
  };
  tick();
}
