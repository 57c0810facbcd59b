import { useStore } from '@nanostores/react';
import { $walletAvailable, $walletOffered } from '~/stores/checkout/choice/methods';
import { $selection } from '~/stores/checkout/choice/selection';
import { canStartAttempt } from '~/stores/checkout/attempt/machine';
import { $paymentStatus } from '~/stores/checkout/attempt/status';
import { useT } from '../i18n';
import { ProviderFields } from './ProviderFields';

/**
 * The wallet buttons (part 2 §2 googlePay: Apple Pay, Google Pay, Amazon Pay; no continue button). Mounted whenever
 * the purchase may pay by wallet, so the provider can tell whether this browser has one (then the method shows and
 * is selected first, part 2 §4.2); visible only while the wallet is the chosen method.
 */
export function WalletSlot() {
  const t = useT();
  const offered = useStore($walletOffered);
  const available = useStore($walletAvailable);
  const { method } = useStore($selection);
  const status = useStore($paymentStatus);
  if (!offered) return null;
  const shown = available === true && method === 'googlePay';
  // Decision 012: the wallet starts a new attempt, so it cannot be pressed while one is under way, being checked or
  // resolved (the pay button's fieldset does not hold it); the buyer reads why beside it.
  const paused = shown && !canStartAttempt(status) && status.state !== 'paid';
  // In the flow under the list both hidden and shown, so showing it moves nothing above or in it (decision 044).
  return (
    <div className={shown ? 'method-panel wallet-slot' : 'method-panel wallet-slot wallet-slot--hidden'} id="method-panel-googlePay" inert={!shown}>
      <p>{t('payment:wallet.intro')}</p>
      <div className={paused ? 'wallet-slot__buttons wallet-slot__buttons--paused' : 'wallet-slot__buttons'} inert={paused}>
        <ProviderFields provider="international" method="googlePay" />
      </div>
      {paused && <p className="field__hint wallet-slot__paused">{t('payment:wallet.paused')}</p>}
    </div>
  );
}
