import { expect, test, type Page } from '@playwright/test';
import { BROWSER_LOCALE, CheckoutPage } from './pages/checkout-page';
import { PlansPage } from './pages/plans-page';

// Part 1 §1-§2 and decision 042: a campaign address on a plans page carries its purchase parameters
// through the subscribe button into the checkout: the sponsor of its aid is shown (sandbox sponsor 777 is Marina
// Costa), its coupon is checked there, and the sign-up sends the parameters as `tracking_params` with the aid as
// `cadastro_aid` (part 1 §3 "Registration payload"). The referral is kept in the checkout's aid cookie, and a hash
// aid (part 1 §2) travels too. The rewriting itself is unit-tested in src/components/plans/campaign-links.test.ts.
// Same behaviour at every width: no phone case (decision 022).

const CAMPAIGN = 'utm_source=news&utm_campaign=bf&aid=777&coupon=OFF10';
const SPONSOR = 'Marina Costa';
const PASSWORD = 'Sandbox#2026';

const CASES = [
  // /en/plans reaches the English page by a redirect that keeps the address's parameters (decision 043).
  { lang: 'pt', path: '/pt/plans', subscribe: 'ASSINAR AGORA', own: 'country=br&lang=pt', refusal: 'Não foi possivel localizar o usuario para este cupom.', name: 'Beatriz Campos' },
  { lang: 'en', path: '/en/plans', subscribe: 'SUBSCRIBE NOW', own: 'country=us', refusal: "We couldn't find the user for this coupon.", name: 'Grace Walker' },
] as const;

/** The form-encoded body of the office's account creation (part 1 §7: POST office/{lang}/create). */
function creationBody(page: Page): Promise<URLSearchParams> {
  return page
    .waitForRequest((request) => request.method() === 'POST' && /\/office\/[a-z]+\/create$/.test(new URL(request.url()).pathname))
    .then((request) => new URLSearchParams(request.postData() ?? ''));
}

async function aidCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'aid')?.value;
}

for (const { lang, path, subscribe, own, refusal, name } of CASES) {
  test.describe(`campaign links (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    test(`part 1 §1-§2: ${path}?${CAMPAIGN} reaches a checkout with sponsor ${SPONSOR}, and the sign-up sends the parameters as tracking_params`, async ({ page }) => {
      const plans = new PlansPage(page);
      await plans.open(`${path}?${CAMPAIGN}`);
      // The coupon in the address wakes the island (decision 015); a visitor's refusal is about the buyer, not the
      // code, so every link keeps it for the checkout (decision 042).
      await expect(page.getByRole('alert')).toContainText(refusal);
      const hrefs = await plans.subscribeHrefs(subscribe);
      expect(hrefs).toHaveLength(4);
      for (const href of hrefs) expect(href).toMatch(new RegExp(`^/payment/[a-z-]+\\?${own}&${CAMPAIGN}$`));
      expect(await aidCookie(page)).toBe('777');

      await plans.card('Essentials').getByRole('link', { name: subscribe }).click();
      await expect(page).toHaveURL(`/payment/essentials-plan?${own}&${CAMPAIGN}`);
      const checkout = new CheckoutPage(page, lang);
      await checkout.expectLoaded();
      await expect(page.getByRole('region', { name: checkout.t('checkout:sponsor.title') })).toContainText(SPONSOR);

      const body = creationBody(page);
      const email = `${lang}.campaign.buyer@example.com`;
      await checkout.account.fillRegistration({ name, email, emailConfirmation: email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true, privacy: true });
      await checkout.account.submitRegistration();
      const verification = checkout.account.verificationForm();
      await verification.getByRole('textbox').fill(await checkout.account.sandboxCode());
      await verification.getByRole('button', { name: checkout.t('checkout:account.verification.submit') }).click();
      const sent = await body;
      expect(sent.get('tracking_params')).toBe(`${own}&${CAMPAIGN}`);
      expect(sent.get('cadastro_aid')).toBe('777');

      // Part 1 §4: the page reloads logged in, the sponsor still shown and the campaign's coupon now applied.
      await expect(checkout.account.card()).toContainText(email, { timeout: 15_000 });
      await expect(page.getByRole('region', { name: checkout.t('checkout:sponsor.title') })).toContainText(SPONSOR);
      await expect(checkout.coupon.box()).toContainText(checkout.t('checkout:coupon.applied', { code: 'OFF10' }));
    });
  });
}

test.describe('the referral kept beyond the link (pt)', () => {
  test.use({ locale: BROWSER_LOCALE.pt });

  test('part 1 §2: a hash aid on the plans page travels with the subscribe link to the checkout', async ({ page }) => {
    const plans = new PlansPage(page);
    await plans.open('/pt/plans?utm_source=news#aid=777');
    const link = plans.card('Essentials').getByRole('link', { name: 'ASSINAR AGORA' });
    await expect(link).toHaveAttribute('href', '/payment/essentials-plan?country=br&lang=pt&utm_source=news#aid=777');
    await link.click();
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.expectLoaded();
    await expect(page.getByRole('region', { name: checkout.t('checkout:sponsor.title') })).toContainText(SPONSOR);
  });

  test('part 1 §1: the aid cookie the plans page keeps gives the sponsor to a later checkout opened without it', async ({ page }) => {
    await page.goto('/pt/plans-legacy?aid=777');
    await expect.poll(() => aidCookie(page)).toBe('777');
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.openLoaded('essentials-plan', { country: 'br', lang: 'pt' });
    await expect(page.getByRole('region', { name: checkout.t('checkout:sponsor.title') })).toContainText(SPONSOR);
  });

  test('part 1 §2: the legacy page\'s subscribe links carry the campaign too', async ({ page }) => {
    await page.goto('/pt/plans-legacy?utm_source=news&aid=777&period=y');
    const hrefs = await page.locator('a.subscribe').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/payment\/[a-z-]+\?utm_source=news&aid=777$/);
  });
});
