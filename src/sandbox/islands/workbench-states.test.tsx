// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { contentLocale, officeLanguage } from '~/i18n/languages';
import { useCheckoutI18n } from '~/islands/checkout/use-checkout-i18n';
import { setScenario } from '~/sandbox/scenario';
import { $status } from '~/stores/checkout/load/status';
import { runLoadSequence } from '~/stores/checkout/load/load-sequence';
import { $lang, $officeLang } from '~/stores/checkout/session';
import { loadInput } from '../../../tests/setup/load-input';
import { IslandFrame } from './IslandFrame';
import { afterWorkbenchRender, prepareWorkbenchState } from './workbench-prepare';
import { WORKBENCH_ISLANDS } from './workbench-registry';
import { WORKBENCH_STATES, type WorkbenchState } from './workbench-states';

// The island's texts (decision 037: one JSON file per language and namespace, the payment step's and step 3's loaded
// with their code) are read from the locale files on disk here, as the built site serves their copies.
vi.mock('~/i18n/checkout-resources', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/i18n/checkout-resources')>();
  const { localeFileFromDisk } = await import('../../../tests/setup/locale-files');
  return { ...actual, loadNamespace: (locale: Parameters<typeof actual.loadNamespace>[0], ns: Parameters<typeof actual.loadNamespace>[1]) => actual.loadNamespace(locale, ns, localeFileFromDisk) };
});

/*
 * QA's named states (decision 018) in all six languages, as data: each state is brought about as the workbench does
 * (the real load sequence over the sandbox for its slug, account and query, then its prepare step's store actions),
 * and its island, rendered as the workbench renders it (the island's translator for $lang, its texts loaded from the
 * language's own locale files), shows the state's text in that language. The
 * browser suite (tests/e2e/workbench-states.spec.ts) opens each state once, in one language, and runs axe there.
 */
const LANGS = ['pt', 'en', 'es', 'it', 'fr', 'de'] as const;

/** A text of a language's own locale file, its values filled in; throws when that file lacks the key. */
function localeText(lang: string, key: string, values: Record<string, string> = {}): string {
  const [namespace, path] = key.split(':') as [string, string];
  let node: unknown = JSON.parse(readFileSync(`locales/${lang}/${namespace}.json`, 'utf8'));
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`locales/${lang}/${namespace}.json has no ${path}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

/** Text as read, the formatter's non-breaking spaces as normal ones. */
const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();

/** The island under the checkout island's own translator, as Workbench.tsx renders it. */
function Workbench({ Island }: { Island: ComponentType }) {
  const i18n = useCheckoutI18n();
  if (!i18n) return <p role="status">texts loading</p>;
  return <IslandFrame i18n={i18n} Island={Island} />;
}

/** The state as /sandbox/workbench brings it about, up to the island's render. */
async function reach(state: WorkbenchState): Promise<void> {
  setScenario({ user: state.user ?? null });
  const search = new URLSearchParams(state.query).toString();
  await runLoadSequence(loadInput(state.slug, search ? `?${search}` : ''));
  expect($status.get()).toEqual({ state: 'ready' });
  if (state.prepare) await prepareWorkbenchState(state.prepare);
}

// jsdom has no modal dialogs (the test bank's 3-D Secure challenge is one): open and close are enough here.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

afterEach(() => cleanup());
afterAll(() => $lang.set('en'));

describe('the named QA states show their text in each of the six languages (decision 018)', () => {
  it('every state names a known island, and ids are unique', () => {
    expect(WORKBENCH_STATES.filter((state) => !(state.island in WORKBENCH_ISLANDS)).map((state) => state.id)).toEqual([]);
    expect(new Set(WORKBENCH_STATES.map((state) => state.id)).size).toBe(WORKBENCH_STATES.length);
  });

  it.each(WORKBENCH_STATES.map((state) => [state.id, state] as const))('%s', async (_id, state) => {
    await reach(state);
    const Island = WORKBENCH_ISLANDS[state.island]!.component;
    for (const lang of LANGS) {
      // As the workbench forces the asked language after the load (decision 018).
      $lang.set(contentLocale(lang));
      $officeLang.set(officeLanguage(lang));
      const shown = normalise(localeText(lang, state.shows.key, state.shows.values));
      const { container, unmount } = render(<Workbench Island={Island} />);
      // The after-render step needs the island's mounted fields: as the workbench, once, when it first shows.
      if (state.after && lang === LANGS[0]) {
        await waitFor(() => expect(container.querySelector('.checkout')).not.toBeNull());
        await afterWorkbenchRender(state.after);
      }
      await waitFor(() => expect(normalise(container.textContent ?? ''), lang).toContain(shown), { timeout: 20_000 });
      unmount();
    }
  }, 60_000); // the first state of step 2 or 3 loads the payment step's code

});
