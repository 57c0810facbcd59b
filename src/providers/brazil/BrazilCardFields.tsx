import { CARD_EXPIRY_MASK } from '~/domain/masks';
import { OwnCardFields } from '../OwnCardFields';
import type { ProviderFieldsProps } from '../provider';

/**
 * Provider B's card (part 2 §3 "Card form fields", §5, §7): our own card form (OwnCardFields) with the expiry ##/##,
 * tokenised straight at provider B's tokeniser; only the token goes on, as `token_card` (decision 032).
 */
export function BrazilCardFields(props: ProviderFieldsProps) {
  return <OwnCardFields {...props} tokeniser="brazilian" expiryMask={CARD_EXPIRY_MASK} expiryLabelKey="payment:card.expiry" />;
}
