import type { CurrencyCode } from '~/domain/currencies';
import type { ProviderId } from '~/domain/providers/ids';
import type { ProviderChoice } from './descriptor';

/** Currencies of provider U's local methods (part 2 §4.3). */
export const LATIN_AMERICAN_CURRENCIES = ['ARS', 'MXN', 'COP', 'PEN'] as const satisfies readonly CurrencyCode[];

/**
 * A provider that takes the method only in some currencies (part 2 §4.3).
 * Example: onlyIn(['EUR'], 'european')('USD', null) === null.
 */
export function onlyIn(currencies: readonly CurrencyCode[], provider: ProviderId): ProviderChoice {
  return (currency) => (currencies.includes(currency) ? provider : null);
}
