import { readFileSync } from 'node:fs';
import type { JsonFetch } from '~/i18n/checkout-resources';

/**
 * The island's text fetch for tests (decision 037): under vitest a locale file's URL is its own path
 * (`/locales/pt/payment.json`), so this answers it from the file on disk, as the built site's JSON copy would.
 * Example: await loadNamespace('pt', 'payment', localeFileFromDisk).
 */
export const localeFileFromDisk: JsonFetch = async (url) =>
  JSON.parse(readFileSync(`.${new URL(url, 'http://localhost').pathname}`, 'utf8')) as unknown;
