import { vi } from 'vitest';
import type { CurrencyCode } from '~/domain/currencies';
import type { Locale } from '~/i18n/languages';
import { allResources } from '~/i18n/resources';
import { createTranslator, type Messages } from '~/i18n/translator';
import type { FieldsStatus, ProviderFieldsProps, ProviderHandle, ProviderMethod } from '~/providers/provider';

/**
 * Test-only: the props the payment step gives an adapter, with the real locale files of one language behind `t`
 * (as the step's translator, default namespace `payment`), and the callbacks recorded.
 */
export function fieldsProps(method: ProviderMethod, options: { lang?: Locale; currency?: CurrencyCode; amountCents?: number } = {}) {
  const lang = options.lang ?? 'pt';
  const messages = { [lang]: (allResources() as Messages)[lang] ?? {} };
  const { t } = createTranslator(lang, messages, 'payment');
  const statuses: FieldsStatus[] = [];
  const handles: Array<ProviderHandle | null> = [];
  const props: ProviderFieldsProps = {
    method,
    lang,
    currency: options.currency ?? 'EUR',
    amountCents: options.amountCents ?? 5900,
    t: (key, params) => t(key, params ?? {}),
    onStatus: vi.fn((status: FieldsStatus) => void statuses.push(status)),
    onHandle: vi.fn((handle: ProviderHandle | null) => void handles.push(handle)),
  };
  return {
    props,
    statuses,
    handles,
    lastStatus: (): FieldsStatus | undefined => statuses.at(-1),
    /** The handle currently given (throws when the fields have none). */
    handle: (): ProviderHandle => {
      const handle = handles.at(-1);
      if (!handle) throw new Error('the fields gave no handle');
      return handle;
    },
  };
}
