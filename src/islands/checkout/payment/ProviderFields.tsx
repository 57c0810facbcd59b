import { useStore } from '@nanostores/react';
import { amountDueNow } from '~/domain/cart';
import { FIELDS_PROVIDERS, hasFields, loadProvider, type FieldsProvider, type ProviderMethod } from '~/providers/registry';
import type { ProviderId } from '~/domain/providers';
import { $cartTotals } from '~/stores/checkout/cart/cart';
import { reportFieldsStatus, setProviderHandle } from '~/stores/checkout/choice/fields';
import { walletBridge } from '~/stores/checkout/attempt/wallet';
import { $lang, $product, $user } from '~/stores/checkout/session';
import { useT } from '../i18n';
import { lazyBlock } from '../lazy-block';

/**
 * One lazy block per provider (DESIGN.md "Payments"): each adapter is its own chunk, fetched when its method panel is
 * shown; a chunk that does not arrive shows the no-connection message with a retry (lazy-block.tsx).
 */
const blockOf = (provider: FieldsProvider) => lazyBlock(() => loadProvider(provider).then((module) => module.Fields));
const BLOCKS = Object.fromEntries(FIELDS_PROVIDERS.map((provider) => [provider, blockOf(provider)])) as Record<FieldsProvider, ReturnType<typeof blockOf>>;

/** Mounts the provider's fields for a method and wires them to the payment stores. */
export function ProviderFields({ provider, method }: { provider: ProviderId | null; method: ProviderMethod }) {
  const t = useT();
  const lang = useStore($lang);
  const product = useStore($product);
  const totals = useStore($cartTotals);
  const user = useStore($user);
  if (!hasFields(provider) || !product || !totals) return null;
  const Block = BLOCKS[provider];
  return (
    <Block
      key={`${provider}:${method}`}
      method={method}
      lang={lang}
      currency={product.currency}
      amountCents={amountDueNow(totals)}
      t={t}
      onStatus={reportFieldsStatus}
      onHandle={setProviderHandle}
      wallet={method === 'googlePay' ? walletBridge : undefined}
      payerEmail={user?.email}
    />
  );
}
