import type { ProviderFieldsProps } from '../provider';
import { AdyenCardFields } from './AdyenCardFields';
import { SepaFields } from './SepaFields';

/**
 * Provider A's fields, loaded by the registry (part 2 §4.3: creditCard with EUR, and SEPA): the card through
 * Adyen's secured fields, SEPA through our own inputs. Provider A offers no wallet: googlePay renders nothing.
 */
export function Fields(props: ProviderFieldsProps) {
  if (props.method === 'creditCard') return <AdyenCardFields {...props} />;
  if (props.method === 'sepa') return <SepaFields {...props} />;
  return null;
}
