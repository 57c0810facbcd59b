import { useEffect, useState } from 'react';
import type { Locale } from '~/i18n/languages';
import { createTranslator, type MessageTree } from '~/i18n/translator';
import type { ProviderFieldsProps } from '../provider';

/**
 * Provider U's form labels (locales/<lang>/latam.json) travel with its chunk (decision 036): the loaders live here,
 * not in the checkout's start chunk, and a language's file is fetched only when provider U's panel shows.
 */
const loaders = import.meta.glob<MessageTree>('/locales/*/latam.json', { import: 'default' });

type T = ProviderFieldsProps['t'];

/** Loads one language's labels, English when that language's file is missing or does not arrive. */
async function loadLabels(lang: Locale): Promise<{ lang: string; tree: MessageTree }> {
  const own = loaders[`/locales/${lang}/latam.json`];
  if (own) {
    try {
      return { lang, tree: await own() };
    } catch {
      // English below.
    }
  }
  return { lang: 'en', tree: await loaders['/locales/en/latam.json']!() };
}

/**
 * The step's translator with provider U's `latam:` keys added, or null while they load. When even English does not
 * arrive, the step's translator alone (the keys show; the buyer can still pay, the rules are not texts).
 * Example: useLatamT('es', props.t)?.('latam:bank') === 'Banco'.
 */
export function useLatamT(lang: Locale, stepT: T): T | null {
  const [labels, setLabels] = useState<{ for: Locale; t: T } | null>(null);
  useEffect(() => {
    let alive = true;
    loadLabels(lang).then(
      ({ lang: found, tree }) => {
        const { t } = createTranslator(found, { [found]: { latam: tree } }, 'latam');
        if (alive) setLabels({ for: lang, t: (key, params) => t(key, params ?? {}) });
      },
      () => alive && setLabels({ for: lang, t: (key) => key }),
    );
    return () => {
      alive = false;
    };
  }, [lang]);
  if (!labels) return null;
  return (key, params) => (key.startsWith('latam:') ? labels.t(key, params) : stepT(key, params));
}
