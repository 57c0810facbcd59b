import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { I18nProvider } from '~/islands/checkout/i18n';
import { useCheckoutI18n } from '~/islands/checkout/use-checkout-i18n';
import { contentLocale, officeLanguage } from '~/i18n/languages';
import { runLoadSequence } from '~/stores/checkout/load/load-sequence';
import { $lang, $officeLang } from '~/stores/checkout/session';
import { $status } from '~/stores/checkout/load/status';
import { pageLoadInput } from '~/stores/checkout/load/start';
import { WORKBENCH_ISLANDS } from './workbench-registry';

/**
 * Opens one checkout island alone (DESIGN.md "Islands in isolation"): the sandbox scenario from the
 * URL seeds the stores through the real load sequence for `slug`, then only the chosen island renders.
 * Internal QA tool, English chrome on purpose; the island itself speaks `lang`.
 */
export default function Workbench() {
  const params = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
  const name = params.get('island') ?? 'checkout';
  const entry = WORKBENCH_ISLANDS[name];
  const status = useStore($status);
  const i18n = useCheckoutI18n();
  const [started, setStarted] = useState(false);

  useEffect(() => {
    void (async () => {
      const { startSandbox } = await import('~/sandbox/browser');
      await startSandbox();
      const { SANDBOX_SPECIAL_SLUG_LISTS } = await import('~/sandbox/fixtures/fees');
      const lang = params.get('lang') ?? navigator.language;
      $lang.set(contentLocale(lang));
      $officeLang.set(officeLanguage(lang));
      setStarted(true);
      await runLoadSequence({ ...pageLoadInput(), slug: params.get('slug') ?? entry?.slug ?? 'premium-plus-plan', slugLists: SANDBOX_SPECIAL_SLUG_LISTS });
    })();
  }, []);

  if (!entry) return <p role="alert">Unknown island "{name}". Known: {Object.keys(WORKBENCH_ISLANDS).join(', ')}</p>;
  if (!started || !i18n) return <p role="status">Loading the sandbox…</p>;
  if (status.state !== 'ready') return <p role="status">Load sequence: {JSON.stringify(status)}</p>;
  const Island = entry.component;
  return (
    <I18nProvider i18n={i18n}>
      <div className="checkout">
        <Island />
      </div>
    </I18nProvider>
  );
}
