/**
 * Texts of the legacy plans' limits (part 1 §2 info lines: domains, subdomains, subscribers, disk space;
 * part 1 §9 values). 999999 reads "unlimited" (domain/resources.ts); numbers use the page locale.
 */
import type { TFunction } from 'i18next';
import { quantityDisplay } from '~/domain/resources';
import type { LegacyLimits } from './legacy-plans';

export const LIMIT_KEYS = ['domains', 'subdomains', 'subscribers', 'storage'] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

function quantity(key: LimitKey, limits: LegacyLimits): number {
  return key === 'storage' ? limits.storageGb : limits[key];
}

/**
 * A card's info line. Example: limitLine('subscribers', limits, t, 'en') === '2,000 subscribers';
 * limitLine('subdomains', premiumLimits, t, 'en') === 'Unlimited subdomains'.
 */
export function limitLine(key: LimitKey, limits: LegacyLimits, t: TFunction, locale: string): string {
  const count = quantity(key, limits);
  const formatted = new Intl.NumberFormat(locale).format(count);
  if (key === 'storage') return t('legacy:info.storage', { size: formatted });
  if (quantityDisplay(count).kind === 'unlimited') return t(`legacy:info.unlimited.${key}`);
  return t(`legacy:info.${key}`, { count, replace: { count: formatted } });
}

/** A comparison-table cell. Example: limitValue('storage', limits, t, 'pt') === '2 GB'; unlimited -> 'Ilimitado'. */
export function limitValue(key: LimitKey, limits: LegacyLimits, t: TFunction, locale: string): string {
  const count = quantity(key, limits);
  const formatted = new Intl.NumberFormat(locale).format(count);
  if (key === 'storage') return t('legacy:compare.storage_value', { size: formatted });
  return quantityDisplay(count).kind === 'unlimited' ? t('legacy:compare.unlimited') : formatted;
}
