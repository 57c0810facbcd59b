import { expect, test, type Locator } from '@playwright/test';
import { CheckoutPage, type CheckoutLang } from '../pages/checkout-page';

/*
 * The sandbox card frame (src/sandbox/pages/card-frame.astro) fits its fields and their labels in every language:
 * at 360 px expiry and CVC go one a row and the frame is as tall as its three fields; on a desktop
 * they sit side by side. A field is fully visible when its box and its label's lie inside the frame's box.
 */

/** A buyer whose office language is the test's, on a USD plan (provider S's twin, the card frame, in every country). */
const USER: Partial<Record<CheckoutLang, string>> = { pt: 'br', en: 'us', de: 'de', es: 'mx' };

async function openCardFrame(checkout: CheckoutPage): Promise<void> {
  await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': USER[checkout.lang]! });
  await checkout.continueButton().click();
  await checkout.payment.method('creditCard').click();
  await expect(checkout.payment.cardNumber()).toBeEditable();
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('no box');
  return b;
}

/** Whether `inner` lies wholly within `outer` (half a pixel of rounding allowed). */
const inside = (inner: { x: number; y: number; width: number; height: number }, outer: typeof inner) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

for (const lang of ['de', 'pt'] as const) {
  test(`at 360 px (${lang}): the card frame shows its number, expiry and CVC fields and labels whole`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const checkout = new CheckoutPage(page, lang);
    await openCardFrame(checkout);
    const frameBox = await box(page.locator('iframe.provider-frame'));
    const frame = checkout.payment.cardFrame();
    for (const key of ['payment:card.number', 'payment:card.expiry', 'payment:card.cvc']) {
      const input = frame.getByRole('textbox', { name: checkout.t(key) });
      const label = frame.getByText(checkout.t(key), { exact: true });
      expect(inside(await box(input), frameBox), `${key} field inside the frame`).toBe(true);
      expect(inside(await box(label), frameBox), `${key} label inside the frame`).toBe(true);
      // The label is one line: not squeezed into a column narrower than its text.
      expect(await label.evaluate((e) => e.scrollWidth <= e.clientWidth + 1 && e.getClientRects().length === 1)).toBe(true);
    }
    // One field a row: the CVC is under the expiry.
    const expiry = await box(frame.getByRole('textbox', { name: checkout.t('payment:card.expiry') }));
    const cvc = await box(frame.getByRole('textbox', { name: checkout.t('payment:card.cvc') }));
    expect(cvc.y).toBeGreaterThanOrEqual(expiry.y + expiry.height);
    // The frame holds no scroll: everything fits.
    expect(await frame.locator('body').evaluate((b) => b.scrollHeight <= window.innerHeight)).toBe(true);
  });
}

test('on a desktop (de): expiry and CVC side by side, both whole', async ({ page }) => {
  const checkout = new CheckoutPage(page, 'de');
  await openCardFrame(checkout);
  const frameBox = await box(page.locator('iframe.provider-frame'));
  const frame = checkout.payment.cardFrame();
  const expiry = await box(frame.getByRole('textbox', { name: checkout.t('payment:card.expiry') }));
  const cvc = await box(frame.getByRole('textbox', { name: checkout.t('payment:card.cvc') }));
  expect(Math.round(cvc.y)).toBe(Math.round(expiry.y));
  expect(inside(expiry, frameBox) && inside(cvc, frameBox)).toBe(true);
  expect(await frame.locator('body').evaluate((b) => b.scrollHeight <= window.innerHeight)).toBe(true);
});

test('a right-to-left page frames its card fields mirrored, each label lined up with its field on the right', async ({ page }) => {
  const checkout = new CheckoutPage(page, 'en');
  await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': 'us' });
  // As for an account whose office language is iw (the sandbox has none): the page reads right to left before step 2.
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
  await checkout.continueButton().click();
  await checkout.payment.method('creditCard').click();
  await expect(checkout.payment.cardNumber()).toBeEditable();
  const frame = checkout.payment.cardFrame();
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  // The label's text itself (its box spans the field's width), in the frame's own coordinates.
  const text = await frame.getByText(checkout.t('payment:card.number'), { exact: true }).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const { left, right } = range.getBoundingClientRect();
    return { left, right };
  });
  const field = await frame.getByRole('textbox', { name: checkout.t('payment:card.number') }).evaluate((el) => {
    const { left, right } = el.getBoundingClientRect();
    return { left, right };
  });
  expect(Math.abs(text.right - field.right)).toBeLessThan(2);
  expect(text.left).toBeGreaterThan(field.left + 20);
});
