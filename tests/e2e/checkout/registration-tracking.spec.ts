import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, CheckoutPage } from '../pages/checkout-page';

// Part 1 §7 "Ancillary": after a successful registration the lead event goes to the sponsor's funnel-continue
// pixel, the franchise share image and the affiliate-conversion tracker (decision 029), named by pixelEvent /
// pixel-event (part 1 §2); nothing at all with Global Privacy Control (DESIGN.md "After payment"); every origin
// allowed by the CSP (decision 014). The sandbox records what its tracking endpoints received in sessionStorage.

const PASSWORD = 'Sandbox#2026';

interface RecordedEvent {
  target: string;
  fields: Record<string, string>;
}

/** What the sandbox's tracking endpoints received in this browser session, by target. */
async function trackingEvents(page: Page): Promise<RecordedEvent[]> {
  const events = await page.evaluate(() => JSON.parse(sessionStorage.getItem('sandbox-tracking') ?? '[]') as RecordedEvent[]);
  return events.sort((a, b) => a.target.localeCompare(b.target));
}

/** Every CSP violation the page reports in its console, across the reload after the sign-up. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Registers a new account through Novo cadastro and Verificação, and waits for the reload into the account card. */
async function register(checkout: CheckoutPage, name: string, email: string): Promise<void> {
  await checkout.account.fillRegistration({ name, email, emailConfirmation: email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true, privacy: true });
  await checkout.account.submitRegistration();
  const code = await checkout.account.sandboxCode();
  const verification = checkout.account.verificationForm();
  await verification.getByRole('textbox').fill(code);
  await verification.getByRole('button', { name: checkout.t('checkout:account.verification.submit') }).click();
  // Part 1 §4: the page reloads 2 s after the account is created, now logged in.
  await expect(checkout.account.card()).toContainText(email, { timeout: 15_000 });
}

const CASES = [
  { lang: 'pt', query: { aid: '777' }, event: 'lead', name: 'Beatriz Nogueira' },
  { lang: 'en', query: { aid: '777', 'pixel-event': 'CompleteRegistration' }, event: 'CompleteRegistration', name: 'Grace Walker' },
] as const;

for (const { lang, query, event, name } of CASES) {
  test.describe(`registration tracking (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    test(`part 1 §7 "Ancillary": a sign-up referred by sponsor 777 sends the ${event} event to the pixel, the share image and the tracker, within the CSP`, async ({ page }) => {
      const violations = cspViolations(page);
      const checkout = new CheckoutPage(page, lang);
      const email = `${lang}.tracked.buyer@example.com`;
      await checkout.openLoaded('premium-plus-plan', query);
      // Part 1 §7: nothing is tracked before the account exists.
      expect(await trackingEvents(page)).toEqual([]);

      await register(checkout, name, email);
      const events = await trackingEvents(page);
      expect(events.map((e) => e.target)).toEqual(['affiliate-tracker', 'franchise-share', 'funnel-pixel']);
      const userId = events[0]?.fields.user_id ?? '';
      expect(userId).toMatch(/^\d+$/);
      const ids = { event, aid: '777', sd: 'marina', user_id: userId };
      // Part 2 §6: the new account is logged in, so the tracker's event names it; the images carry ids only.
      expect(events.map((e) => e.fields)).toEqual([{ ...ids, name, email }, ids, ids]);
      expect(violations).toEqual([]);
    });
  });
}

test.describe('registration tracking with Global Privacy Control', () => {
  test.use({ locale: BROWSER_LOCALE.pt });

  test('DESIGN.md "After payment": a browser sending GPC signs up and nothing is tracked, not even the pixel lookup', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
    const trackingRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/sandbox-api\/tracking\/|get-funnel-complements/.test(request.url())) trackingRequests.push(request.url());
    });
    const checkout = new CheckoutPage(page, 'pt');
    const email = 'gpc.buyer@example.com';
    await checkout.openLoaded('premium-plus-plan', { aid: '777' });
    expect(await page.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBe(true);

    await register(checkout, 'Paula Reis', email);
    expect(await trackingEvents(page)).toEqual([]);
    expect(trackingRequests).toEqual([]);
  });
});
