import { CARD_EXPIRY_PROVIDER_U_MASK } from '~/domain/masks';
import type { ProviderFieldsProps } from '../provider';
import { OwnCardFields } from '../brazil/BrazilCardFields';
import { LatamLocalFields } from './LatamLocalFields';

/**
 * Provider U (part 2 §2, §4.3, §9; decision 036): the card of a Latin-American country price (ARS, MXN, PEN, COP,
 * BRL), our own inputs with the provider's expiry ####/## (YYYY/MM), tokenised straight at provider U's tokeniser
 * like provider B's (one component: OwnCardFields); and the local methods cash, bank transfer (MXN SPEI, COP PSE),
 * Nequi and Yape. The same module in the sandbox and live: only the tokeniser's URL differs (provider-endpoints.ts).
 */
export function Fields(props: ProviderFieldsProps) {
  if (props.method === 'creditCard') {
    return <OwnCardFields {...props} tokeniser="latinAmerican" expiryMask={CARD_EXPIRY_PROVIDER_U_MASK} expiryLabelKey="latam:card_expiry" />;
  }
  return <LatamLocalFields {...props} />;
}
