import { createContext, useContext, type ReactNode } from 'react';
import type { Translate, Translator } from '~/i18n/translator';

/**
 * The checkout island's texts in React: the island provides its translator (src/i18n/translator.ts,
 * i18next's format without i18next's runtime: decision 007), components call `useT()`.
 * Output is rendered by React as text.
 */
const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export type T = Translate;

/** The translate function of the island's language. */
export function useT(): T {
  const translator = useContext(I18nContext);
  if (!translator) throw new Error('useT() needs an <I18nProvider> above it');
  return translator.t;
}
