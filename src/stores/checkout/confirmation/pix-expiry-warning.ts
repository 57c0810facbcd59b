import { computed } from 'nanostores';
import { $pixMinutesLeft } from './pix-countdown';

/**
 * Whether the pix wait warns that it is about to end (WCAG 2.2.1 Timing Adjustable): from the minute when one minute
 * is left, said once, politely, by step 3; the minutes shown before are not announced. The 10 minutes themselves
 * stay (part 2 §4.5, §9): a pix cannot be extended, and once it expires step 3 offers a new one.
 * Kept apart from pix-countdown.ts, which the resumed-payment lookup also loads before step 3.
 */
export const $pixExpiryWarning = computed($pixMinutesLeft, (minutes) => minutes === 1);
