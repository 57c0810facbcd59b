import { useCallback, useEffect, useState } from 'react';
import { authenticationSucceeded } from '~/domain/card-authentication';
import type { AuthenticateResult, AuthenticationRequest, ProviderFieldsProps } from '../../provider';
import { authenticationStep } from '../stripe-outcomes';
import { ChallengeDialog } from '../../sandbox/ChallengeDialog';
import { confirmSandboxIntent } from '../../sandbox/intent-confirm';
import { SandboxCardFrame, type CollectedCard } from '../../sandbox/SandboxCardFrame';

/** The sandbox's own words for a declined challenge (the real provider sends its own message). */
const DECLINED = 'the test bank did not authenticate the card';

/**
 * Provider S's sandbox twin (DESIGN.md "Payments"): the same interface as StripeFields, answering like Stripe in test
 * mode: card fields in the sandbox's frame, `source_token` from the test card, the 3-D Secure challenge with approve
 * and decline, and a wallet button that pays.
 */
export function Fields(props: ProviderFieldsProps) {
  return props.method === 'googlePay' ? <SandboxWallet {...props} /> : <SandboxCard {...props} />;
}

const toPayment = (card: CollectedCard) => ({ source_token: card.token });

function SandboxCard(props: ProviderFieldsProps) {
  const [answer, setAnswer] = useState<((value: 'pass' | 'fail') => void) | null>(null);
  const authenticate = useCallback(async (request: AuthenticationRequest): Promise<AuthenticateResult> => {
    // The same choice as the live adapter: confirm again with the card's payment method, or finish the next action.
    const step = authenticationStep(request);
    if (step.kind === 'cannot') return step.result;
    const choice = await new Promise<'pass' | 'fail'>((resolve) => setAnswer(() => resolve));
    setAnswer(null);
    const status = await confirmSandboxIntent(request.clientSecret, choice, step.kind === 'confirm' ? step.paymentMethodId : undefined);
    return authenticationSucceeded(status)
      ? { ok: true }
      : { ok: false, message: { key: 'payment:errors.card_authentication_error', params: { message: status ? DECLINED : 'no answer' } } };
  }, []);
  return (
    <>
      <SandboxCardFrame provider="s" props={props} toPayment={toPayment} authenticate={authenticate} />
      {answer && <ChallengeDialog t={props.t} onAnswer={answer} />}
    </>
  );
}

function SandboxWallet({ wallet, t }: ProviderFieldsProps) {
  const [busy, setBusy] = useState(false);
  useEffect(() => wallet?.onAvailability(true), [wallet]);
  if (!wallet) return null;
  const pay = async () => {
    setBusy(true);
    let secret: string;
    try {
      secret = await wallet.requestClientSecret();
    } catch {
      wallet.onResult({ ok: false, message: { key: 'payment:errors.wallet_failed' } });
      setBusy(false);
      return;
    }
    try {
      // The wallet's sheet gives Stripe the buyer's card as a payment method when the buyer confirms.
      const status = await confirmSandboxIntent(secret, undefined, 'pm_sandbox_wallet');
      wallet.onResult(authenticationSucceeded(status) ? { ok: true, gatewayIdentifier: secret.replace(/_secret_.*$/, '') } : { ok: false, message: { key: 'payment:errors.wallet_failed' } });
    } catch {
      // No answer after the buyer confirmed: the intent may be paid (decision 012), never shown as failed.
      wallet.onResult({ ok: 'unknown' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button sandbox-wallet" onClick={() => void pay()} disabled={busy}>
      {t('payment:sandbox.wallet_button')}
    </button>
  );
}
