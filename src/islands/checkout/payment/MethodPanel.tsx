import { useStore } from '@nanostores/react';
import { ACCEPTED_CARD_BRANDS } from '~/domain/card-brands';
import type { CurrencyCode } from '~/domain/currencies';
import { methodPanel } from '~/domain/method-routes';
import type { PaymentMethod } from '~/domain/payment-methods';
import { $methodPayable, $methodProvider } from '~/stores/checkout/choice/selection';
import { $product, $uplineMethod, $user } from '~/stores/checkout/session';
import { addressHasMasks, isAddressShown } from '~/domain/address';
import { useT } from '../i18n';
import { lazyBlock } from '../lazy-block';

/** The address block (EUR and BRL only, part 2 §5) loads with its panel: most purchases never need it. */
const PlainAddressBlock = lazyBlock(() => import('./AddressBlock').then((module) => module.AddressBlock));
// The Brazilian address has masked fields: its block comes with the masked input, which no other address loads.
const MaskedAddressBlock = lazyBlock(() =>
  Promise.all([import('./AddressBlock'), import('~/providers/MaskedInput')]).then(([{ AddressBlock }, { MaskedInput }]) =>
    function MaskedAddressBlock({ currency }: { currency: CurrencyCode }) {
      return <AddressBlock currency={currency} maskedInput={MaskedInput} />;
    },
  ),
);
/** The saved cards load with their panel too: only a buyer with cards saved in the currency sees it (part 2 §4.2). */
const SavedCards = lazyBlock(() => import('./SavedCards').then((module) => module.SavedCards));
const AddressBlock = ({ currency }: { currency: CurrencyCode }) =>
  addressHasMasks(currency) ? <MaskedAddressBlock currency={currency} /> : <PlainAddressBlock currency={currency} />;
import { CardHolder } from './CardHolder';
import { FieldsError } from './FieldsError';
import { ProviderFields } from './ProviderFields';

/**
 * The chosen method's panel (part 2 §2), by its kind in the domain's method-route table: card fields (holder ours,
 * the rest in the provider's frames, or provider B's own or U's own inputs), a provider's form (SEPA, provider B's
 * boleto and pix with CPF/CNPJ, the boleto with the address; provider U's cash, bank transfer, Nequi and Yape), the
 * saved cards, PayPal's note, and for a first payment to the sponsor (part 2 §4.3) the sponsor's PayPal or PagSeguro
 * note, without the address block (§5). The wallet buttons live in WalletSlot.
 */
export function MethodPanel({ method }: { method: PaymentMethod }) {
  const t = useT();
  const provider = useStore($methodProvider);
  const payable = useStore($methodPayable);
  const product = useStore($product);
  const upline = useStore($uplineMethod);
  const sponsorName = useStore($user)?.parent?.name ?? '';
  const addressShown = product !== null && isAddressShown(product.currency, method, upline !== null);
  if (!payable) return <p className="method-panel" id={`method-panel-${method}`}>{t('payment:not_wired')}</p>;
  const panel = methodPanel(method);
  switch (panel.kind) {
    case 'card':
      return (
        <div className="method-panel" id={`method-panel-${method}`}>
          <p className="method-panel__brands">{t('payment:card.brands')}: {ACCEPTED_CARD_BRANDS.join(', ')}</p>
          <CardHolder />
          <ProviderFields provider={provider} method={panel.method} />
          <FieldsError />
          {addressShown && product && <AddressBlock currency={product.currency} />}
        </div>
      );
    case 'providerForm':
      return (
        <div className="method-panel" id={`method-panel-${method}`}>
          <ProviderFields provider={provider} method={panel.method} />
          {addressShown && product && <AddressBlock currency={product.currency} />}
        </div>
      );
    case 'savedCards':
      return (
        <div className="method-panel" id={`method-panel-${method}`}>
          <SavedCards />
        </div>
      );
    case 'paypal':
      return <p className="method-panel" id={`method-panel-${method}`}>{upline === 'paypal' ? t('payment:sponsor_wallet.paypal_intro', { name: sponsorName }) : t('payment:paypal.intro')}</p>;
    case 'sponsorWallet':
      return <p className="method-panel" id={`method-panel-${method}`}>{t('payment:sponsor_wallet.intro', { name: sponsorName })}</p>;
    case 'wallet':
      // The wallet buttons live in WalletSlot, mounted whether or not the wallet is chosen.
      return null;
  }
}
