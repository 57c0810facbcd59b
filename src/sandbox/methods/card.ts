import { cardTokenOf } from '~/api/payment/payment-payload-schema';
import { absent, type SandboxCharge } from './charge';
import { methodForm, QA_PLANS } from './qa-states';

/**
 * A card at any provider: a token (part 2 §5); providers A and B need the address. Provider A's /payments takes the
 * secured fields' output and, for 3-D Secure 2, the browser's fields
 * (https://docs.adyen.com/online-payments/3d-secure/native-3ds2/web-component/#make-a-payment: browserInfo). Its
 * answer is the card table's (handlers/payment-answers.ts cardAnswer), not a charge's own.
 */
export const card = {
  method: 'creditCard',
  missing: (payload, endpoint) => [
    ...(endpoint === 'provider-a-card' || endpoint === 'provider-b-card' ? absent(payload, ['address']) : []),
    ...(cardTokenOf(payload) === null ? ['token_card | source_token | card-encrypt'] : []),
    ...(endpoint === 'provider-a-card' ? absent(payload, ['card-encrypt', 'browserInfo']) : []),
  ],
  states: [
    methodForm('card', QA_PLANS.usd, 'us', 'creditCard', 'the card form (provider S twin: holder name, card frame)', 'payment:card.holder'),
    methodForm('card-eur', QA_PLANS.eur, 'de', 'creditCard', 'the EUR card (provider A twin) with the billing address', 'payment:address.title'),
    methodForm('card-brl', QA_PLANS.brl, 'br', 'creditCard', "the BRL card (provider B's own inputs) with the Brazilian address (CEP)", 'payment:address.zip_br'),
    methodForm('card-latam', QA_PLANS.latam, 'mx', 'creditCard', "the card at a Latin-American price (provider U's own inputs, expiry YYYY/MM)", 'latam:card_expiry', { country: 'mx' }),
  ],
} satisfies SandboxCharge;
