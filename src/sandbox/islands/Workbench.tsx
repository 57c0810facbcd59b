import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useCheckoutI18n } from '~/islands/checkout/use-checkout-i18n';
import { contentLocale, officeLanguage } from '~/i18n/languages';
import { runLoadSequence } from '~/stores/checkout/load/load-sequence';
import { $lang, $officeLang } from '~/stores/checkout/session';
import { $status } from '~/stores/checkout/load/status';
import { pageLoadInput } from '~/stores/checkout/load/start';
import { IslandFrame } from './IslandFrame';
import { WorkbenchBar } from './WorkbenchBar';
import { afterWorkbenchRender, prepareWorkbenchState } from './workbench-prepare';
import { WORKBENCH_ISLANDS } from './workbench-registry';
import { findWorkbenchState } from './workbench-states';
import { workbenchText } from './workbench-texts';

/**
 * Opens one checkout island alone (DESIGN.md "Islands in isolation"): the sandbox scenario from the URL seeds the
 * stores through the real load sequence for `slug`, then only the chosen island renders. `state=<id>` then brings it
 * to a named state (workbench-states.ts): its prepare step before the island shows, its after-render step (a payment
 * through the island's mounted fields) once it shows. Everything speaks `lang`, even when the account's language is
 * another (QA forces it): the island through its translator, the workbench's own bar and lines through
 * locales/<lang>/sandbox.json (workbench-texts.ts).
 */
export default function Workbench() {
  const params = new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
  const named = findWorkbenchState(params.get('state'));
  const name = params.get('island') ?? named?.island ?? 'checkout';
  const entry = WORKBENCH_ISLANDS[name];
  const status = useStore($status);
  const lang = useStore($lang);
  const i18n = useCheckoutI18n();
  const [started, setStarted] = useState(false);
  const [prepared, setPrepared] = useState(named === null);
  const [failure, setFailure] = useState<string | null>(null);
  const t = workbenchText(params.get('lang') ?? lang);
  const ready = started && i18n !== null && status.state === 'ready' && prepared;

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
    })().catch((error: unknown) => setFailure(String(error)));
  }, []);

  // Once the island shows (its fields mounted), the state's after-render step; once only.
  useEffect(() => {
    if (ready && named?.after) afterWorkbenchRender(named.after).catch((error: unknown) => setFailure(String(error)));
  }, [ready]);

  const body = !entry ? (
    <p role="alert">{t('unknown_island', { island: name, known: Object.keys(WORKBENCH_ISLANDS).join(', ') })}</p>
  ) : failure !== null ? (
    <p role="alert">{t('state_failed', { state: named?.id ?? name, message: failure })}</p>
  ) : !started || !i18n ? (
    <p role="status">{t('loading')}</p>
  ) : status.state !== 'ready' ? (
    <p role="status">{t('load_status', { status: JSON.stringify(status) })}</p>
  ) : !prepared ? (
    <p role="status">{t('preparing', { state: named?.id ?? name })}</p>
  ) : (
    <IslandFrame i18n={i18n} Island={entry.component} />
  );
  return (
    <>
      <WorkbenchBar t={t} island={name} state={named?.id ?? null} lang={params.get('lang') ?? lang} />
      {body}
    </>
  );
}
