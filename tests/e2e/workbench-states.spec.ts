import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { WORKBENCH_STATES, workbenchStateHref } from '../../src/sandbox/islands/workbench-states';
import { label } from './pages/checkout/labels';

// QA states by URL (DESIGN.md "Islands in isolation"): every named state of /sandbox, in each of the six
// languages, shows its text in that language and passes axe.
const LANGS = ['pt', 'en', 'es', 'it', 'fr', 'de'] as const;

test('the sandbox page links every named state in six languages', async ({ page }) => {
  await page.goto('/sandbox');
  for (const state of WORKBENCH_STATES) {
    await expect(page.getByRole('link', { name: `${state.id} in de` })).toHaveAttribute('href', workbenchStateHref(state, 'de'));
  }
});

// One test per state, its six languages in turn in one page: the sandbox's service worker stays registered between
// them (a fresh page for each language started it again: 253 tests took 11 minutes of the suite). Each language
// starts from empty storage, as a first visit does.
for (const state of WORKBENCH_STATES) {
  test(`state ${state.id}: ${state.note}, in ${LANGS.join(', ')}`, async ({ page }) => {
    test.setTimeout(30_000 * LANGS.length);
    for (const lang of LANGS) {
      await test.step(lang, async () => {
        await page.evaluate(() => {
          sessionStorage.clear();
          localStorage.clear();
        }).catch(() => {}); // the first page is about:blank, without storage
        await page.goto(workbenchStateHref(state, lang));
        const shown = label(lang, state.shows.key, state.shows.values);
        await expect(page.getByText(shown, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
        // The island may still be settling (a CI run once met the axe scan between two renders, without .checkout):
        // the scan waits until the state's checkout and its text are on screen together.
        await expect(page.locator('.checkout').getByText(shown, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
        const { violations } = await new AxeBuilder({ page }).include('.checkout').analyze();
        expect(violations.map((v) => `${lang} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
      });
    }
  });
}
