import { AbortedError } from '~/api/errors';
import { getSponsorWalletCode } from '~/api/payment/sponsor-wallet-code';
import { ERRORS } from '~/domain/error-catalogue';
import { $product, $user } from '../session';
import { attemptKey, type AttemptScope } from './attempt-key';
import { applyOutcome } from './outcome';
import { onReset } from '~/stores/reset';
import { dispatch } from './dispatch';
import { loadSponsorWalletScript } from './sponsor-wallet-script';

/*
 * The sponsor's Brazilian wallet (pagSeguro; part 2 §4.3, §7; decision 034): the office's wallet call (/SINGLE for
 * fees and tools) gives a code, the wallet's script opens its checkout with it, and the wallet's answer goes to step 3
 * like any other paid answer. One payment per attempt: the code belongs to the attempt's key, so a retry after a
 * cancelled or failed checkout opens the SAME code (which the wallet pays once), and a new code is asked for only
 * when the office gave none.
 */

export const SPONSOR_WALLET_MESSAGES = {
  scriptFailed: 'payment:sponsor_wallet.script_failed',
  codeFailed: 'payment:sponsor_wallet.code_failed',
  cancelled: 'payment:sponsor_wallet.cancelled',
} as const;

/** The office's code for each open attempt key (memory: a reload starts over with a code nobody paid). */
const codes = new Map<string, string>();
onReset('page', () => codes.clear());

type CheckoutAnswer = { kind: 'paid'; transaction: string } | { kind: 'cancelled' } | { kind: 'notOpened' };

/** A failure of the wallet's route: answered without the attempt's key, which stays with its code (see above). */
function fail(key: string): void {
  dispatch({ type: 'answered', answer: { state: 'failed', message: { key } } });
}

async function codeFor(key: string): Promise<string | null> {
  const known = codes.get(key);
  if (known) return known;
  const product = $product.get()!;
  const user = $user.get()!;
  try {
    const code = await getSponsorWalletCode({ productId: product.id, userId: user.user_identifier, isPlan: product.kind === 'plan' });
    codes.set(key, code);
    return code;
  } catch (error) {
    if (error instanceof AbortedError) throw error;
    return null;
  }
}

/**
 * Pays the first payment to the sponsor with the Brazilian wallet. Ends paid (step 3), or failed with a message
 * in the buyer's language and the pay button offered again: the script did not load or its checkout did not open,
 * the office gave no code, or the buyer closed the checkout.
 *
 * @example await paySponsorWallet(attemptScope('pagSeguro')!) // the wallet's dialog opens; paid -> step 3
 */
export async function paySponsorWallet(scope: AttemptScope): Promise<void> {
  if (!$product.get() || !$user.get()) return fail(ERRORS.paymentRequestFailed);
  const key = attemptKey(scope);
  const wallet = await loadSponsorWalletScript();
  if (!wallet) return fail(SPONSOR_WALLET_MESSAGES.scriptFailed);
  const code = await codeFor(key);
  if (!code) return fail(SPONSOR_WALLET_MESSAGES.codeFailed);
  const answer = await new Promise<CheckoutAnswer>((resolve) => {
    const opened = wallet({ code }, { success: (transaction) => resolve({ kind: 'paid', transaction }), abort: () => resolve({ kind: 'cancelled' }) });
    if (!opened) resolve({ kind: 'notOpened' });
  });
  if (answer.kind === 'notOpened') return fail(SPONSOR_WALLET_MESSAGES.scriptFailed);
  if (answer.kind === 'cancelled') return fail(SPONSOR_WALLET_MESSAGES.cancelled);
  codes.delete(key);
  await applyOutcome({ kind: 'done' }, { method: 'pagSeguro', key, amount: scope.amount, gatewayIdentifier: answer.transaction, handle: null });
}
