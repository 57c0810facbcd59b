import { currentPurchase } from '../purchase/current';
import { openAttempt } from './attempt-key';
import { dispatch } from './dispatch';
import { resolveOpenAttempt } from './resolve';

/**
 * "Check again" after a reload or a wallet whose outcome is unknown (the `lookup` resume): the request's body is gone
 * (a card token is single-use), so the gateway is asked for the attempt by its key (decision 012), never paid again.
 */
export async function checkAgain(): Promise<void> {
  if (!dispatch({ type: 'resolve' })) return;
  const record = openAttempt(currentPurchase());
  if (!record) {
    dispatch({ type: 'released' }); // closed meanwhile (another tab had its answer)
    return;
  }
  await resolveOpenAttempt(record);
}
