import type * as z from 'zod/mini';
import type { PaymentCharge, PaymentEndpoint } from '~/api/payment/payment-endpoints';
import { cardTokenOf, type paymentPayloadSchema } from '~/api/payment/payment-payload-schema';

type Payload = z.output<typeof paymentPayloadSchema>;

/** Currencies each local method takes (part 2 §4.2); a call outside them is a routing bug of the client. */
const CHARGE_CURRENCIES: Partial<Record<PaymentCharge, readonly string[]>> = {
  sepa: ['EUR'],
  boleto: ['BRL'],
  pix: ['BRL'],
  cash: ['ARS', 'MXN', 'COP', 'PEN'],
  bankTransfer: ['MXN', 'COP'],
  nequi: ['COP'],
  yape: ['PEN'],
};

/** Endpoints that need the address before paying (part 2 §5: provider B card, boleto, provider A card, SEPA). */
const NEEDS_ADDRESS: ReadonlySet<PaymentEndpoint> = new Set<PaymentEndpoint>(['provider-a-card', 'provider-b-card', 'boleto', 'provider-b-boleto', 'sepa']);

/**
 * The fields an endpoint needs beyond the common shape (part 2 §5: nequi and yape need email, dni, phone,
 * yape also the code; COP bank transfer needs the PSE block, dni and phone; boleto the CPF/CNPJ, phone and
 * address; cards a token). Returns the missing field paths, empty when the body is complete.
 */
export function missingPaymentFields(endpoint: PaymentEndpoint, charge: PaymentCharge, payload: Payload): string[] {
  const missing: string[] = [];
  const need = (field: string, present: unknown) => {
    if (present === undefined || present === null) missing.push(field);
  };
  const currencies = CHARGE_CURRENCIES[charge];
  if (currencies && !currencies.includes(payload.amount.currency)) missing.push(`amount.currency (one of ${currencies.join(', ')})`);
  if (NEEDS_ADDRESS.has(endpoint)) need('address', payload.address);
  switch (charge) {
    case 'card':
      need('token_card | source_token | card-encrypt', cardTokenOf(payload));
      // Provider A's /payments takes the secured fields' output and, for 3-D Secure 2, the browser's fields
      // (https://docs.adyen.com/online-payments/3d-secure/native-3ds2/web-component/#make-a-payment: browserInfo).
      if (endpoint === 'provider-a-card') {
        need('card-encrypt', payload['card-encrypt']);
        need('browserInfo', payload.browserInfo);
      }
      break;
    case 'sepa':
      need('owner_name', payload.owner_name);
      need('iban_number', payload.iban_number);
      break;
    case 'boleto':
      need('cpf_or_cnpj', payload.cpf_or_cnpj);
      need('phone', payload.phone);
      break;
    case 'pix':
      need('cpf_or_cnpj', payload.cpf_or_cnpj);
      break;
    case 'bankTransfer':
      if (payload.amount.currency === 'COP') {
        need('bankTransfer', payload.bankTransfer);
        need('dni', payload.dni);
        need('phone', payload.phone);
      }
      break;
    case 'nequi':
      need('dni', payload.dni);
      need('phone', payload.phone);
      break;
    case 'yape':
      need('dni', payload.dni);
      need('phone', payload.phone);
      need('yape_code', payload.yape_code);
      break;
    case 'cash':
      break;
  }
  return missing;
}
