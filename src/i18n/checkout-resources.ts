import * as z from 'zod/mini';
import type { Locale } from './languages';
import type { MessageTree } from './translator';

/** Namespaces the checkout island loads at start, for its language only. */
export const CHECKOUT_NAMESPACES = ['checkout', 'errors', 'common'] as const;

/**
 * Namespaces a lazily loaded part of the checkout asks for when it opens, never at start (the first-load
 * JavaScript budget of DESIGN.md): `payment` holds the payment step's texts (method names, buttons, the
 * card/refusal/fraud messages of part 2 §8) and the confirmation's; `purchase` the texts of a purchase this browser
 * paid already (decision 012), loaded only when one is found.
 */
export const ON_DEMAND_NAMESPACES = ['payment', 'purchase'] as const;

export type CheckoutNamespace = (typeof CHECKOUT_NAMESPACES)[number];
export type OnDemandNamespace = (typeof ON_DEMAND_NAMESPACES)[number];

/** Every namespace the checkout island can show a text from (what translator.test.ts compares with i18next). */
export const ISLAND_NAMESPACES = [...CHECKOUT_NAMESPACES, ...ON_DEMAND_NAMESPACES] as const;

/** The id of the page's data block naming each built text file, `<lang>/<ns>` -> URL (integrations/text-files.ts). */
export const TEXT_FILES_ID = 'checkout-text-files';

/**
 * The address of each language's file of each island namespace (decision 037): texts are data, read with JSON.parse,
 * not JavaScript the browser compiles (the first-load JavaScript budget of DESIGN.md). In development and tests, the
 * locale files' own URLs; a build copies them into hashed files beside the chunks and names them in the page
 * (decision 037, addendum), not in the island's chunk, where their 30 hashed URLs were about 0.6 KB gzip cannot shrink.
 */
const devUrls = import.meta.env.DEV
  ? import.meta.glob<string>('/locales/*/{checkout,errors,common,payment,purchase}.json', { query: '?url&no-inline', import: 'default' })
  : null;
let builtUrls: Record<string, unknown> | null = null;

async function fileUrl(locale: Locale, ns: string): Promise<unknown> {
  if (devUrls) return devUrls[`/locales/${locale}/${ns}.json`]?.();
  if (!builtUrls) {
    try {
      builtUrls = JSON.parse(document.getElementById(TEXT_FILES_ID)?.textContent ?? '{}') ?? {};
    } catch {
      builtUrls = {};
    }
  }
  return builtUrls?.[`${locale}/${ns}`];
}

/** A namespace's file: an object of texts and nested objects (the translator reads only strings from it). */
const messageTree = z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'must be an object of texts');

/** The network side of loadNamespace: resolves with the parsed body of a 2xx answer, rejects otherwise. */
export type JsonFetch = (url: string) => Promise<unknown>;

const fetchJson: JsonFetch = async (url) => {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

/**
 * Loads one namespace of one language from its JSON file. Rejects when the file is not known for that language,
 * does not arrive, or is not an object of texts; the caller falls back to English (checkout-texts.ts).
 * @example const payment = await loadNamespace('pt', 'payment') // { panel: {...}, method: {...}, errors: {...}, ... }
 */
export async function loadNamespace(
  locale: Locale,
  ns: CheckoutNamespace | OnDemandNamespace,
  get: JsonFetch = fetchJson,
): Promise<MessageTree> {
  const url = await fileUrl(locale, ns);
  if (typeof url !== 'string') throw new Error(`no ${ns} texts for ${locale}`);
  return z.parse(messageTree, await get(url)) as MessageTree;
}
