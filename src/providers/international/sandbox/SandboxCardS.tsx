import { useCallback, useEffect, useState } from 'react';
import { toStripeAmount } from '~/domain/currencies';
import type { AuthenticateResult, AuthenticationRequest, ProviderFieldsProps } from '../../provider';
import { setUpCard } from '../setup-outcomes';
import { authenticationOutcome, authenticationStep, walletOutcome } from '../stripe-outcomes';
import { ChallengeDialog } from '../../sandbox/ChallengeDialog';
import { confirmSandboxIntent } from '../../sandbox/intent-confirm';
import { SandboxCardFrame, type CollectedCard } from '../../sandbox/SandboxCardFrame';
import { confirmSandboxSetup } from '../../sandbox/setup-confirm';

/** The sandbox's own words for a declined challenge (the real provider sends its own message). */
const DECLINED = 'the test bank did not authenticate the card';

/**
 * Provider S's sandbox twin (DESIGN.md "Payments"): the same interface as StripeFields, answering like Stripe in test
 * mode: card fields in the sandbox's frame, `source_token` from the test card, the 3-D Secure challenge with approve
 * and decline, a card set up through a SetupIntent for a purchase that charges nothing now (with its challenge for the
 * cards that need one, as Stripe.js shows it inside `confirmCardSetup`), and a wallet button that pays.
 */
export function Fields(props: ProviderFieldsProps) {
  return props.method === 'googlePay' ? <SandboxWallet {...props} /> : <SandboxCard {...props} />;
}

const toPayment = (card: CollectedCard) => ({ source_token: card.token });

function SandboxCard(props: ProviderFieldsProps) {
  const [answer, setAnswer] = useState<((value: 'pass' | 'fail') => void) | null>(null);
  const challenge = useCallback(async () => {
    const choice = await new Promise<'pass' | 'fail'>((resolve) => setAnswer(() => resolve));
    setAnswer(null);
    return choice;
  }, []);
  const authenticate = useCallback(async (request: AuthenticationRequest): Promise<AuthenticateResult> => {
    // The same choice as the live adapter: confirm again with the card's payment method, or finish the next action.
    const step = authenticationStep(request);
    if (step.kind === 'cannot') return step.result;
    const choice = await challenge();
    const result = await confirmSandboxIntent(request.clientSecret, choice, step.kind === 'confirm' ? step.paymentMethodId : undefined);
    // Read as the live adapter reads Stripe.js's answer: no answer is unknown (decision 012); a refusal in the
    // sandbox's own words.
    const outcome = authenticationOutcome(result);
    return outcome.ok === false ? { ok: false, message: { key: 'payment:errors.card_authentication_error', params: { message: DECLINED } } } : outcome;
  }, [challenge]);
  // The same calls as the live adapter's confirmCardSetup: the card and the billing name, then the challenge if the card needs it.
  const setUp = useCallback((card: CollectedCard, holderName: string) => setUpCard(async (secret) => {
    const confirmed = await confirmSandboxSetup({ client_secret: secret, card_token: card.token, billing_name: holderName });
    if (confirmed.setupIntent?.status !== 'requires_action') return confirmed;
    return confirmSandboxSetup({ client_secret: secret, challenge: await challenge() });
  }), [challenge]);
  return (
    <>
      <SandboxCardFrame provider="s" props={props} toPayment={toPayment} authenticate={authenticate} setUp={setUp} />
      {answer && <ChallengeDialog t={props.t} onAnswer={answer} />}
    </>
  );
}

function SandboxWallet({ wallet, t, amountCents, currency }: ProviderFieldsProps) {
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
    // The wallet's sheet gives Stripe the buyer's card as a payment method when the buyer confirms, beside the
    // amount the sheet showed: the live adapter's deferred Elements amount (StripeFields.tsx), in Stripe's units.
    const sheet = { amount: toStripeAmount({ amount: amountCents, currency }), currency: currency.toLowerCase() };
    const result = await confirmSandboxIntent(secret, undefined, 'pm_sandbox_wallet', sheet);
    // Read as the live adapter reads Stripe.js's answer: paid, failed, or unknown when the answer may hide a payment
    // (no answer after the buyer confirmed: decision 012, never shown as failed).
    wallet.onResult(walletOutcome(result));
    setBusy(false);
  };
  return (
    <button type="button" className="button sandbox-wallet" onClick={() => void pay()} disabled={busy}>
      {t('payment:sandbox.wallet_button')}
    </button>
  );
}
