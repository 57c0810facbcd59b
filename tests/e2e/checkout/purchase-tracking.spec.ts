import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, CheckoutPage, type CheckoutLang } from '../pages/checkout-page';

/*
 * Step 3's tracking (part 2 §4.5 "Tracking", §7, §9; decision 035) in the built sandbox: the purchase goes to sponsor
 * 777's funnel pixel, the franchise share image and the affiliate tracker (decision 029), and to the Facebook, GA4 and
 * tag manager pixels the sandbox plays (src/sandbox/third-party/), with the spec's delays counted on page.clock;
 * nothing with Global Privacy Control, nothing with the skip flag unless testPixel; the thank-you page framed with its
 * fallback; no CSP violation. The sandbox records what its tracking endpoints received (sessionStorage
 * `sandbox-tracking`). Most cases use the test visit (`skipStepConfirmation=testUrl&testPixel=1`), which opens step 3
 * without a payment; one pays by card.
 */

interface RecordedEvent {
  target: string;
  fields: Record<string, string>;
}

/** Step 3 of the test visit says it is one: nothing was paid, written out so a wrong text shows. */
const TEST_TITLE: Record<'pt' | 'es' | 'en', string> = {
  pt: 'Visita de teste: nenhum pagamento foi feito',
  es: 'Visita de prueba: no se hizo ningún pago',
  en: 'Test visit: no payment was made',
};
const FIRST_PARTY = ['affiliate-tracker', 'franchise-share', 'funnel-pixel'];
const TEST_VISIT = { aid: '777', skipStepConfirmation: 'testUrl', testPixel: '1' };

async function trackingEvents(page: Page): Promise<RecordedEvent[]> {
  const events = await page.evaluate(() => JSON.parse(sessionStorage.getItem('sandbox-tracking') ?? '[]') as RecordedEvent[]);
  return events.sort((a, b) => a.target.localeCompare(b.target) || (a.fields.id ?? '').localeCompare(b.fields.id ?? ''));
}

const targets = async (page: Page) => (await trackingEvents(page)).map((e) => e.target);
const firstParty = async (page: Page) => (await targets(page)).filter((t) => FIRST_PARTY.includes(t));
const count = async (page: Page, target: string) => (await targets(page)).filter((t) => t === target).length;

function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Opens step 3 with the page's clock paused: the test moves it in 100 ms steps until step 3 shows (React reveals a
 * lazy part on a timer), then leaves it paused, so every tracking delay runs only when the test moves the clock.
 */
async function openStep3(checkout: CheckoutPage, slug: string, query: Record<string, string>): Promise<void> {
  const { page } = checkout;
  await page.clock.install({ time: new Date('2026-03-01T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-01T12:00:01Z'));
  await checkout.open(slug, query);
  const title = page.getByRole('heading', { name: TEST_TITLE[checkout.lang as 'pt' | 'es' | 'en'] });
  await expect
    .poll(async () => (await title.isVisible()) || (await page.clock.runFor(100), false), { timeout: 15_000, intervals: [50] })
    .toBe(true);
}

const CASES: { lang: CheckoutLang & ('pt' | 'es' | 'en'); user: string; vendors: { facebook: string[]; analytics: string[]; 'tag-manager': string[] } }[] = [
  // Beatriz's parent is sponsor 777: the parent pixel adds its GA4 id and container to the funnel's Facebook pixel.
  { lang: 'pt', user: 'upline', vendors: { facebook: ['777000111222'], analytics: ['G-MARINA777'], 'tag-manager': ['GTM-MAR777'] } },
  { lang: 'es', user: 'mx', vendors: { facebook: ['777000111222'], analytics: [], 'tag-manager': [] } },
  { lang: 'en', user: 'us', vendors: { facebook: ['777000111222'], analytics: [], 'tag-manager': [] } },
];

for (const { lang, user, vendors } of CASES) {
  test.describe(`purchase tracking (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    test(`part 2 §4.5, §9: the test visit with testPixel sends the purchase to every target, each vendor on its delay, within the CSP`, async ({ page }) => {
      const violations = cspViolations(page);
      const checkout = new CheckoutPage(page, lang);
      await openStep3(checkout, 'premium-plus-plan', { ...TEST_VISIT, 'sandbox-user': user });

      // The first-party targets need no delay; the funnel and parent lookups are answered by the sandbox.
      await expect.poll(() => targets(page)).toEqual(FIRST_PARTY);
      const events = await trackingEvents(page);
      expect(events.every((e) => e.fields.event === 'purchase' && e.fields.aid === '777')).toBe(true);
      expect(events.find((e) => e.target === 'affiliate-tracker')?.fields).toMatchObject({ name: expect.any(String), email: expect.stringContaining('@sandbox.test') });
      // Part 2 §7: sponsor 777's custom thank-you page, framed hidden and sandboxed.
      const frame = page.locator('iframe#tracking-thank-you-page');
      await expect(frame).toHaveAttribute('src', /\/sandbox\/thank-you\.html\?sponsor=marina$/);
      await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
      await expect(frame).toBeHidden();

      // The vendors' delays (Facebook 1 s after its script is ready, the analytics tag after 1 s, the tag manager after
      // 4 s) are rows of src/stores/tracking/purchase-tracking.test.ts on fake timers. Step 3's entry may start them
      // while the clock is still stepped to reveal step 3, so the browser only runs them out and counts one each.
      await expect(page.locator('script#tracking-facebook-pixel')).toBeAttached();
      await page.clock.runFor(30_000);
      await expect.poll(() => count(page, 'facebook')).toBe(1);
      if (vendors.analytics.length) await expect.poll(() => count(page, 'analytics')).toBe(1);
      if (vendors['tag-manager'].length) await expect.poll(() => count(page, 'tag-manager')).toBe(1);

      const events2 = await trackingEvents(page);
      const byVendor = (target: string) => events2.filter((e) => e.target === target).map((e) => e.fields.id);
      expect({ facebook: byVendor('facebook'), analytics: byVendor('analytics'), 'tag-manager': byVendor('tag-manager') }).toEqual(vendors);
      expect(events2.filter((e) => e.target === 'facebook').map((e) => [e.fields.event, e.fields.matched])).toEqual([['Purchase', 'em,fn,ln']]);
      if (vendors.analytics.length) expect(events2.find((e) => e.target === 'analytics')?.fields.event).toBe('purchase');
      // axe on step 3 (axe runs on the page's timers: the clock runs on from here); the hidden, sandboxed thank-you
      // frame is the sponsor's page, not ours.
      await page.clock.resume();
      const { violations: axe } = await new AxeBuilder({ page }).exclude('iframe#tracking-thank-you-page').analyze();
      expect(axe.map((v: { id: string; help: string }) => `${v.id}: ${v.help}`)).toEqual([]);
      expect(violations).toEqual([]);
    });
  });
}

test('DESIGN.md "After payment": with Global Privacy Control step 3 sends nothing, loads no pixel and frames nothing', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const checkout = new CheckoutPage(page, 'pt');
  const office: string[] = [];
  page.on('request', (request) => {
    if (/\/sandbox-api\/.*(get-funnel-complements|parent-pixel|get-thank-you-page|tracking\/)/.test(request.url())) office.push(request.url());
  });
  await openStep3(checkout, 'premium-plus-plan', { ...TEST_VISIT, 'sandbox-user': 'upline' });
  await page.clock.runFor(35_000);
  expect(await trackingEvents(page)).toEqual([]);
  expect(office).toEqual([]);
  expect(await page.locator('script[id^="tracking-"], iframe#tracking-thank-you-page').count()).toBe(0);
});

test('part 2 §2, §4.5: the test visit without testPixel tracks nothing, stores the skip flag and the product\'s redirect, which the next payment follows and removes', async ({ page }) => {
  const checkout = new CheckoutPage(page, 'pt');
  await openStep3(checkout, 'email-marketing-mastery', { aid: '777', skipStepConfirmation: 'testUrl', 'sandbox-user': 'upline' });
  await page.clock.runFor(35_000);
  expect(await trackingEvents(page)).toEqual([]);
  const stored = () => page.evaluate(() => [localStorage.getItem('checkout-skip-confirmation'), localStorage.getItem('checkout-stored-redirect')]);
  expect(await stored()).toEqual(['1', 'https://www.example.com/courses/email']);

  // checkoutStep=PaymentConfirmation is honoured now that the flag is stored (part 2 §2). The clock runs on from here.
  await page.clock.resume();
  await checkout.open('premium-plus-plan', { checkoutStep: 'PaymentConfirmation', 'sandbox-user': 'upline' });
  await expect(page.getByRole('heading', { name: TEST_TITLE.pt })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Obrigado! Recebemos o seu pagamento.')).toHaveCount(0);

  // A real payment later: rule 3 of part 2 §4.5 sends it to the stored redirect, which is then removed. (That page
  // is answered 204 so the browser stays on step 3 for the checks.)
  await page.route('https://www.example.com/courses/email', (route) => route.fulfill({ status: 204 }));
  await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': 'upline', aid: '777' });
  await checkout.continueButton().click();
  await checkout.payment.method('creditCard').click();
  await checkout.payment.holder().fill('Beatriz Alves');
  await checkout.payment.fillCard('4242 4242 4242 4242');
  await checkout.payment.payButton().click();
  await expect(page.getByTestId('redirect-countdown').getByRole('link')).toHaveAttribute('href', 'https://www.example.com/courses/email');
  expect(await stored()).toEqual(['1', null]);
  // A real payment (no skip parameter) is tracked: the purchase reaches the first-party targets.
  await expect.poll(() => firstParty(page)).toEqual(FIRST_PARTY);
  expect((await trackingEvents(page)).filter((e) => FIRST_PARTY.includes(e.target)).map((e) => e.fields.event)).toEqual(['purchase', 'purchase', 'purchase']);
});

test('part 2 §7: when the custom thank-you page lookup fails, the default page is framed', async ({ page }) => {
  const checkout = new CheckoutPage(page, 'en');
  await openStep3(checkout, 'premium-plus-plan', { ...TEST_VISIT, 'sandbox-user': 'us', 'sandbox-fault': 'http500', 'sandbox-fault-path': 'get-thank-you-page' });
  await expect(page.locator('iframe#tracking-thank-you-page')).toHaveAttribute('src', /\/sandbox\/thank-you\.html$/);
  await expect.poll(() => targets(page)).toEqual(FIRST_PARTY);
});
