/**
 * Texts of a plan card at build time: money through the domain's one formatter and resource lines
 * through the plans locale (999999 unlimited, 0 blank, part 1 §2).
 */
import type { TFunction } from 'i18next';
import { BuildDataError } from '~/build-data/build-data-error';
import type { CurrencyCode } from '~/domain/currencies';
import { formatMoney } from '~/domain/money';
import type { QuantityDisplay } from '~/domain/resources';

/** Cents as the page shows them; an amount the formatter refuses stops the build. Example: moneyText(24500, 'BRL', 'pt') === 'R$ 245,00'. */
export function moneyText(cents: number, currency: CurrencyCode, locale: string): string {
  const result = formatMoney({ amount: cents, currency }, locale);
  if (!result.ok) throw new BuildDataError(`amount ${String(cents)} ${currency} cannot be shown`);
  return result.text;
}

/** A domains or subdomains line, or null for a blank quantity. Example: resourceLine(t, 'domains', { kind: 'count', value: 3 }) === '3 domains'. */
export function resourceLine(t: TFunction, resource: 'domains' | 'subdomains', quantity: QuantityDisplay): string | null {
  if (quantity.kind === 'blank') return null;
  if (quantity.kind === 'unlimited') return t(`plans:resources.${resource}_unlimited`);
  return t(`plans:resources.${resource}`, { count: quantity.value });
}

/** The storage line in GB, or null. Example: storageLine(t, { kind: 'count', value: 5 }) === '5 GB of storage'. */
export function storageLine(t: TFunction, gb: QuantityDisplay): string | null {
  if (gb.kind === 'blank') return null;
  if (gb.kind === 'unlimited') return t('plans:resources.storage_unlimited');
  return t('plans:resources.storage', { gb: String(gb.value) });
}

/** A comparison cell for a resource: the number, "Unlimited", or a dash for blank. */
export function resourceCell(t: TFunction, quantity: QuantityDisplay, unit = ''): string {
  if (quantity.kind === 'unlimited') return t('plans:comparison.unlimited');
  if (quantity.kind === 'blank') return '–';
  return `${quantity.value}${unit}`;
}
