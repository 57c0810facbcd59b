import type { ProviderFieldsProps } from '../provider';
import { BrazilCardFields } from './BrazilCardFields';
import { BrazilDocumentFields } from './BrazilDocumentFields';

/**
 * Provider B (Brazil, part 2 §4.3: card, boleto and pix in BRL), one chunk through the registry. The same module in
 * the sandbox and live: the forms are ours, and the tokeniser's URL comes from provider-endpoints.ts (the sandbox
 * provider on our origin, or provider B's service), so there is no twin to keep in step (decision 032).
 */
export function Fields(props: ProviderFieldsProps) {
  return props.method === 'creditCard' ? <BrazilCardFields {...props} /> : <BrazilDocumentFields {...props} />;
}
