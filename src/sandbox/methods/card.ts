import { cardTokenOf } from '~/api/payment/payment-payload-schema';
import { absent, type SandboxCharge } from './charge';

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
} satisfies SandboxCharge;
