import { CARD_EXPIRY_PROVIDER_U_MASK } from '~/domain/masks';
import { OwnCardFields } from '../OwnCardFields';
import type { ProviderFieldsProps } from '../provider';
import { LatamLocalFields } from './LatamLocalFields';
import { useLatamT } from './latam-texts';

/**
 * Provider U (part 2 §2, §4.3, §9; decision 036): the card of a Latin-American country price (ARS, MXN, PEN, COP,
 * BRL), our own inputs with the provider's expiry ####/## (YYYY/MM), tokenised straight at provider U's tokeniser
 * like provider B's (one component: OwnCardFields); and the local methods cash, bank transfer (MXN SPEI, COP PSE),
 * Nequi and Yape. The same module in the sandbox and live: only the tokeniser's URL differs (provider-endpoints.ts).
 * Its labels load with it (latam-texts.ts): until they arrive, the step's spinner.
 */
export function Fields(props: ProviderFieldsProps) {
  const t = useLatamT(props.lang, props.t);
  if (!t) return <span className="spinner" aria-hidden="true" />;
  if (props.method === 'creditCard') {
    return <OwnCardFields {...props} t={t} tokeniser="latinAmerican" expiryMask={CARD_EXPIRY_PROVIDER_U_MASK} expiryLabelKey="latam:card_expiry" />;
  }
  return <LatamLocalFields {...props} t={t} />;
}
