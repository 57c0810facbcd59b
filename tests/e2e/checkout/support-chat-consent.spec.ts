import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, CheckoutPage } from '../pages/checkout-page';

// Part 1 §2 "A support chat is shown when enabled" (decision 028) and part 1 §4 "record consent with the consent
// provider", §3 `iubenda_consent` (decision 027), against the sandbox's chat and consent provider (docs/sandbox.md).

const CHAT_SCRIPT = '/sandbox/support-chat.js';
const CONSENT_SCRIPT = '/sandbox/consent-provider.js';
const PASSWORD = 'Sandbox#2026';

const CHAT_BUTTON = { pt: 'Falar com o suporte', en: 'Chat with support' } as const;

/** The paths of the scripts this page asked for, as they are requested. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Records the page's layout shifts (Layout Instability API) from its first paint on. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ at: number; value: number }> = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push({ at: entry.startTime, value: (entry as unknown as { value: number }).value });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts after the chat's script arrived. */
const shiftsAfterChatLoaded = (page: Page) =>
  page.evaluate((script) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const loaded = entries.find((entry) => new URL(entry.name).pathname === script)?.responseEnd ?? 0;
    return (window as unknown as { layoutShifts: Array<{ at: number; value: number }> }).layoutShifts.filter((shift) => shift.at >= loaded);
  }, CHAT_SCRIPT);

interface ConsentLog {
  records: Array<{ id: string; subject: { email: string; full_name: string }; preferences: Record<string, boolean> }>;
  registrations: Array<{ email: string; iubenda_consent: string }>;
}
const consentLog = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('sandbox-consents') ?? '{"records":[],"registrations":[]}') as ConsentLog);

for (const lang of ['pt', 'en'] as const) {
  test.describe(`support chat (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    test('part 1 §2: an enabled chat loads after the checkout, in the page language, without moving the page', async ({ page }) => {
      await recordLayoutShifts(page);
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': lang === 'pt' ? 'br' : 'us', 'sandbox-support-chat': '1' });
      const chat = page.getByRole('button', { name: CHAT_BUTTON[lang], exact: true });
      await expect(chat).toBeVisible();
      // No layout shift: the widget floats over the page, nothing on it moves when the chat arrives.
      await page.waitForTimeout(500);
      expect(await shiftsAfterChatLoaded(page)).toEqual([]);
      await expect(page.locator('script[src^="/sandbox/support-chat.js"]')).toHaveAttribute('data-lang', lang);
      expect(await page.locator('script[src^="/sandbox/support-chat.js"]').evaluate((s) => (s as HTMLScriptElement).async)).toBe(true);
      await chat.click();
      await expect(chat).toHaveAttribute('aria-expanded', 'true');
      await checkout.expectNoAxeViolations();
    });
  });
}

test.describe('support chat off', () => {
  test.use({ locale: BROWSER_LOCALE.pt });

  test('part 1 §2: off by default, the chat script is never requested; part 1 §4: support-link=1 does not turn it on', async ({ page }) => {
    const scripts = scriptRequests(page);
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': 'br', 'support-link': '1' });
    // Long enough for an idle-time loader to have run.
    await page.waitForTimeout(2500);
    expect(scripts.filter((path) => path === CHAT_SCRIPT)).toEqual([]);
    await expect(page.getByRole('button', { name: CHAT_BUTTON.pt })).toHaveCount(0);
  });

  test('part 1 §2: the chat is a checkout-page feature; the plans page loads none even when the session turns it on', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/plans?sandbox-support-chat=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(2500);
    expect(scripts.filter((path) => path === CHAT_SCRIPT)).toEqual([]);
    await expect(page.getByRole('button', { name: CHAT_BUTTON.pt })).toHaveCount(0);
  });
});

test.describe('consent provider at registration', () => {
  test.use({ locale: BROWSER_LOCALE.pt });

  async function register(checkout: CheckoutPage, email: string): Promise<void> {
    await checkout.account.fillRegistration({ name: 'Beatriz Nogueira', email, emailConfirmation: email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true, privacy: true });
    await checkout.account.submitRegistration();
    const code = await checkout.account.sandboxCode();
    await checkout.account.verificationForm().getByRole('textbox', { name: checkout.t('checkout:account.verification.code') }).fill(code);
    await checkout.account.verificationForm().getByRole('button', { name: checkout.t('checkout:account.verification.submit') }).click();
    // Part 1 §4: the page reloads 2 s later, logged in.
    await expect(checkout.account.card()).toContainText(email, { timeout: 15_000 });
  }

  test('part 1 §4, §3: the form loads the provider on the first focus, the sign-up records one consent and the office receives its id as iubenda_consent', async ({ page }) => {
    const scripts = scriptRequests(page);
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.openLoaded('premium-plus-plan');
    await expect(checkout.account.registrationForm()).toBeVisible();
    // Decision 027: nothing while the visitor only looks; the first focus in the form loads it, once.
    await page.waitForTimeout(300);
    expect(scripts.filter((path) => path === CONSENT_SCRIPT)).toEqual([]);
    await checkout.account.registrationForm().getByRole('textbox').first().focus();
    await expect.poll(() => scripts.filter((path) => path === CONSENT_SCRIPT).length).toBe(1);
    const email = 'consent.buyer@example.com';
    await register(checkout, email);
    const { records, registrations } = await consentLog(page);
    expect(records.map((r) => [r.subject.email, r.subject.full_name, r.preferences])).toEqual([
      [email, 'Beatriz Nogueira', { terms: true, privacy_policy: true, newsletter: false }],
    ]);
    expect(registrations).toEqual([{ email, iubenda_consent: records[0]?.id }]);
    expect(records[0]?.id).toMatch(/^consent-\d+$/);
  });

  test('decision 027: a consent provider that fails costs no sign-up; the account is created with an empty iubenda_consent', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.openLoaded('premium-plus-plan');
    await expect(checkout.account.registrationForm()).toBeVisible();
    await checkout.injectFault({ fault: 'http500', path: 'consent' });
    const email = 'no.consent.record@example.com';
    await register(checkout, email);
    expect(await consentLog(page)).toEqual(expect.objectContaining({ records: [], registrations: [{ email, iubenda_consent: '' }] }));
  });

  test("part 1 §7: a logged-in buyer's step 1 (no registration form) never loads the consent provider", async ({ page }) => {
    const scripts = scriptRequests(page);
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': 'br' });
    await expect(checkout.account.card()).toBeVisible();
    await page.waitForTimeout(1500);
    expect(scripts.filter((path) => path === CONSENT_SCRIPT)).toEqual([]);
  });
});
