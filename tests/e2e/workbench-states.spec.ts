import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { WORKBENCH_STATES, workbenchStateHref } from '../../src/sandbox/islands/workbench-states';
import { label } from './pages/checkout/labels';

// QA states by URL (DESIGN.md "Islands in isolation", decision 018): every named state of /sandbox opens in the browser
// in one language, shows its text in that language and passes axe. The languages rotate over the states, so each of
// the six is scanned; every state's text in all six languages is checked as data, rendered in Node with each
// language's locale files (src/sandbox/islands/workbench-states.test.tsx).
const LANGS = ['pt', 'en', 'es', 'it', 'fr', 'de'] as const;

test('the sandbox page links every named state in six languages', async ({ page }) => {
  await page.goto('/sandbox');
  for (const state of WORKBENCH_STATES) {
    await expect(page.getByRole('link', { name: `${state.id} in de` })).toHaveAttribute('href', workbenchStateHref(state, 'de'));
  }
});

WORKBENCH_STATES.forEach((state, index) => {
  const lang = LANGS[index % LANGS.length]!;
  test(`state ${state.id}: ${state.note}, in ${lang}`, async ({ page }) => {
    // Step 3's countdown leaves for the office (or the PSE bank page) after 5 s: that navigation is answered 204, so
    // the page stays for the checks (the sandbox site itself is served over http).
    await page.route(/^https:/, (route) => (route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.fallback()));
    await page.goto(workbenchStateHref(state, lang));
    const shown = label(lang, state.shows.key, state.shows.values);
    await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
    // The workbench's own bar speaks the page language too.
    await expect(page.getByRole('heading', { level: 1, name: label(lang, 'sandbox:workbench.heading') })).toBeVisible();
    await expect(page.getByRole('link', { name: label(lang, 'sandbox:workbench.back') })).toHaveAttribute('href', '/sandbox');
    // The island may still be settling (a CI run once met the axe scan between two renders, without .checkout):
    // the scan waits until the state's checkout and its text are on screen together.
    await expect(page.locator('.checkout').getByText(shown, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
    // The state a payment through the mounted fields reaches: the test bank's challenge waits for the buyer.
    if (state.after) await expect(page.getByRole('dialog', { name: label(lang, 'payment:sandbox.challenge_title') })).toBeVisible();
    // The card frame is a page of its own (the sandbox's, scanned whole by the card journeys, payment-card.spec.ts),
    // whose page-level rules (one main, one h1) do not apply to a part of the island; the challenge is on the body.
    const scan = new AxeBuilder({ page }).include('.checkout').exclude('iframe.provider-frame');
    const { violations } = await (state.after ? scan.include('dialog.sandbox-challenge') : scan).analyze();
    expect(violations.map((v) => `${lang} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
});
