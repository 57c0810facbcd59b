import type { i18n, TOptions } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * A minimal bridge between i18next and React (no react-i18next needed): the checkout island
 * provides its i18next instance, components call `useT()`. Output is rendered by React as text.
 */
const I18nContext = createContext<i18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export type T = (key: string, options?: TOptions) => string;

/** The translate function of the island's language. */
export function useT(): T {
  const instance = useContext(I18nContext);
  if (!instance) throw new Error('useT() needs an <I18nProvider> above it');
  return (key, options) => (options ? instance.t(key, options) : instance.t(key)) as string;
}
