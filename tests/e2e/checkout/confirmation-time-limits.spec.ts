import { expect, test, type Request } from '@playwright/test';
import { CheckoutPage } from '../pages/checkout-page';

/*
 * Step 3's time limit the buyer can stop (part 2 §2 "Confirmation screens", §9; WCAG 2.2.1 Timing Adjustable;
 * DESIGN.md "Accessibility"): after a card payment the 5-second redirect counts down as the spec says, said once by a
 * live region; "Stay on this page", pressed by keyboard, stops it, the focus goes to "Continue now", and that link
 * still leads on. page.clock holds the page's time, so nothing here waits for real seconds.
 */

const USER = { pt: 'br', en: 'us' } as const;
const OFFICE = 'https://office.example.com/?aid=1';

for (const lang of ['pt', 'en'] as const) {
  test(`part 2 §2, §9 (${lang}): "Stay on this page" by keyboard stops the redirect; the focus is on "Continue now", which still goes on`, async ({ page }) => {
    const checkout = new CheckoutPage(page, lang);
    await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': USER[lang] });
    await checkout.continueButton().click();
    await checkout.payment.method('creditCard').click();
    await checkout.payment.holder().fill('John Miller');
    await checkout.payment.fillCard('4242 4242 4242 4242');
    await page.clock.install();
    const leaving: Request[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().startsWith('https://office.example.com/')) leaving.push(request);
    });
    await checkout.payment.payButton().click();

    const title = page.getByRole('heading', { name: checkout.t('payment:done.paid_title') });
    await expect(title).toBeFocused();
    // The page's clock runs on its own until here (the payment's own timers); held from now on, so the five seconds
    // pass only when the test says so. Held a second ahead: a page busy opening step 3 answers late, and the time
    // asked for must not be past when it arrives (at most one second of the countdown goes by).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const announcement = page.getByTestId('redirect-announcement');
    await expect(announcement).toHaveAttribute('role', 'status');
    await expect(announcement).toHaveText(checkout.t('payment:done.redirect_announced_other', { count: 5 }));

    const stay = page.getByRole('button', { name: checkout.t('payment:done.redirect_stay') });
    const now = page.getByRole('link', { name: checkout.t('payment:done.redirect_now') });
    await page.keyboard.press('Tab');
    await expect(stay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(now).toBeFocused();
    await expect(stay).toHaveCount(0);
    await expect(announcement).toHaveText(checkout.t('payment:done.redirect_stopped'));

    // Twice the spec's 5 seconds: still here, nothing left for the office, the focus where it was.
    await page.clock.runFor(10_000);
    await expect(title).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/payment/premium-plus-plan');
    expect(leaving).toEqual([]);
    await expect(now).toBeFocused();
    // Axe needs the page's timers: the clock runs on again (the stopped countdown has none left to fire).
    await page.clock.resume();
    await checkout.expectNoAxeViolations();
    expect(leaving).toEqual([]);

    // "Continue now" still goes on, by keyboard too.
    const redirect = checkout.waitForAfterPaymentRedirect();
    await page.keyboard.press('Enter');
    expect((await redirect).url()).toBe(OFFICE);
  });
}
