import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useCheckoutI18n } from '~/islands/checkout/use-checkout-i18n';
import { contentLocale, officeLanguage } from '~/i18n/languages';
import { runLoadSequence } from '~/stores/checkout/load/load-sequence';
import { $lang, $officeLang } from '~/stores/checkout/session';
import { $status } from '~/stores/checkout/load/status';
import { pageLoadInput } from '~/stores/checkout/load/start';
import { IslandFrame } from './IslandFrame';
import { prepareWorkbenchState } from './workbench-prepare';
import { WORKBENCH_ISLANDS } from './workbench-registry';
import { findWorkbenchState } from './workbench-states';

/**
 * Opens one checkout island alone (DESIGN.md "Islands in isolation"): the sandbox scenario from the
 * URL seeds the stores through the real load sequence for `slug`, then only the chosen island renders.
 * `state=<id>` then brings it to a named state (workbench-states.ts). Internal QA tool, English chrome on
 * purpose; the island itself speaks `lang`, even when the account's language is another (QA forces it).
 */
export default function Workbench() {
  const params = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
  const named = findWorkbenchState(params.get('state'));
  const name = params.get('island') ?? named?.island ?? 'checkout';
  const entry = WORKBENCH_ISLANDS[name];
  const status = useStore($status);
  const i18n = useCheckoutI18n();
  const [started, setStarted] = useState(false);
  const [prepared, setPrepared] = useState(named === null);

  useEffect(() => {
    void (async () => {
      const { startSandbox } = await import('~/sandbox/browser');
      await startSandbox();
      const { SANDBOX_SPECIAL_SLUG_LISTS } = await import('~/sandbox/fixtures/fees');
      const asked = params.get('lang');
      const lang = asked ?? navigator.language;
      $lang.set(contentLocale(lang));
      $officeLang.set(officeLanguage(lang));
      setStarted(true);
      await runLoadSequence({ ...pageLoadInput(), slug: params.get('slug') ?? named?.slug ?? entry?.slug ?? 'premium-plus-plan', slugLists: SANDBOX_SPECIAL_SLUG_LISTS });
      // A logged-in account sets its own language during the load; an asked language wins (QA checks each one).
      if (asked !== null) $lang.set(contentLocale(asked));
      if (named?.prepare) await prepareWorkbenchState(named.prepare);
      setPrepared(true);
    })();
  }, []);

  if (!entry) return <p role="alert">Unknown island "{name}". Known: {Object.keys(WORKBENCH_ISLANDS).join(', ')}</p>;
  if (!started || !i18n) return <p role="status">Loading the sandbox…</p>;
  if (status.state !== 'ready') return <p role="status">Load sequence: {JSON.stringify(status)}</p>;
  if (!prepared) return <p role="status">Preparing the state “{named?.id}”…</p>;
  const Island = entry.component;
  return <IslandFrame i18n={i18n} Island={Island} />;
}
