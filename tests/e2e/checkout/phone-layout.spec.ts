import { expect, test, type Locator } from '@playwright/test';
import { BROWSER_LOCALE, CheckoutPage, normalise } from '../pages/checkout-page';

// Part 1 §2 "Checkout page" on a phone (the 'phone' project only; playwright.config.ts keeps it off desktop):
// at 360 × 780 the order summary folds to one line with the product and the total, and the step comes first,
// so the first field of Novo cadastro, or Continuar for a logged-in buyer, is on the first screen (decision 022).
// The checkout's phone journeys live here too: step 1's account by touch and pay by card; the rules they pass
// through (validation messages, coupon reasons, VAT rates) are the same on a phone and are tested on the desktop.
const FIRST_SCREEN = { width: 360, height: 780 };
test.use({ viewport: FIRST_SCREEN, locale: BROWSER_LOCALE.pt });

/** Fails unless the element lies wholly within the first screen, without scrolling. */
async function expectOnFirstScreen(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  if (!box) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(FIRST_SCREEN.height);
  expect(box.x + box.width).toBeLessThanOrEqual(FIRST_SCREEN.width);
}

async function expectNoSidewaysScroll(checkout: CheckoutPage): Promise<void> {
  expect(await checkout.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(FIRST_SCREEN.width);
}

test.describe('the phone checkout’s first screen (part 1 §2)', { tag: '@phone' }, () => {
  test('a visitor sees the folded summary, then the first field of Novo cadastro on the first screen (pt)', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.openLoaded('premium-plus-plan', {}, { keepFolded: true });
    const line = checkout.cart.summaryLine();
    await expectOnFirstScreen(line);
    await expect(line).toHaveAttribute('aria-expanded', 'false');
    expect(normalise(await line.innerText())).toMatch(/^Premium Plus\s+US\$ 199,00\s+Detalhes/);
    await expect(checkout.cart.period('monthly')).toBeHidden();
    const firstField = checkout.account.registrationField('name');
    await expectOnFirstScreen(firstField);
    expect((await line.boundingBox())?.y).toBeLessThan((await firstField.boundingBox())?.y ?? 0);
    await expectNoSidewaysScroll(checkout);
  });

  test('a logged-in buyer has Continuar on the first screen, then the payment methods (pt, br)', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': 'br' }, { keepFolded: true });
    await expectOnFirstScreen(checkout.continueButton());
    await expectNoSidewaysScroll(checkout);
    await checkout.continueButton().click();
    const methods = checkout.payment.methods();
    await expect(methods.first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectOnFirstScreen(methods.first());
  });

  test('a EUR buyer has the VAT widget and Weiter on the first screen, Weiter after the VAT country (de)', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'de');
    await checkout.openLoaded('premium-plan-59-eur', { 'sandbox-user': 'de' }, { keepFolded: true });
    await expectOnFirstScreen(checkout.vat.region());
    await expectOnFirstScreen(checkout.continueButton());
    expect((await checkout.vat.region().boundingBox())?.y).toBeLessThan((await checkout.continueButton().boundingBox())?.y ?? 0);
    expect(normalise(await checkout.cart.summaryLine().innerText())).toMatch(/^Premium\s+59,00 €\s+Details/);
    await expectNoSidewaysScroll(checkout);
    // Part 1 §4: Weiter without a VAT choice stays on step 1 and puts the focus on the widget, in view above it.
    await checkout.continueButton().tap();
    await expect(checkout.vat.country()).toBeFocused();
    await expect(checkout.vat.country()).toBeInViewport();
  });

  test('the summary line opens the whole summary in place with the same total, and axe finds nothing (pt)', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.openLoaded('premium-plus-plan', {}, { keepFolded: true });
    await checkout.expectNoAxeViolations();
    const line = checkout.cart.summaryLine();
    const lineBox = await line.boundingBox();
    await line.click();
    await expect(line).toHaveAttribute('aria-expanded', 'true');
    await expect(checkout.cart.period('monthly')).toBeVisible();
    expect(await checkout.cart.totals()).toEqual([['Total', 'US$ 199,00']]);
    // In place: the line stays where it was and the details open right under it, above the form.
    expect(await line.boundingBox()).toEqual(lineBox);
    const firstField = checkout.account.registrationField('name');
    expect((await checkout.cart.region().locator('dl').boundingBox())?.y).toBeLessThan((await firstField.boundingBox())?.y ?? 0);
    await checkout.expectNoAxeViolations();
    await line.click();
    await expect(line).toHaveAttribute('aria-expanded', 'false');
    await expect(checkout.cart.period('monthly')).toBeHidden();
  });

  test('the keyboard opens and closes the summary line, and the next Tab goes to the form (pt)', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.openLoaded('premium-plus-plan', {}, { keepFolded: true });
    const line = checkout.cart.summaryLine();
    await line.focus();
    await page.keyboard.press('Enter');
    await expect(line).toHaveAttribute('aria-expanded', 'true');
    await expect(checkout.cart.period('monthly')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(line).toHaveAttribute('aria-expanded', 'false');
    // Reading and tab order follow the screen: from the folded line straight into Novo cadastro (once its form,
    // a part loaded on demand, is there: on a loaded machine it can arrive after the summary).
    await expect(checkout.account.registrationField('name')).toBeVisible();
    await line.focus();
    await page.keyboard.press('Tab');
    await expect(checkout.account.registrationField('name')).toBeFocused();
  });
});

/**
 * In the page before the tap on Continuar: every painted state of step 2's method list (the checked method, frame by
 * frame) and the layout shifts no input explains (CLS's own rule, `hadRecentInput`), with what moved.
 */
function watchStepTwo() {
  const seen = { checked: [] as string[], cls: 0, moved: [] as string[] };
  (window as unknown as { __stepTwo: typeof seen }).__stepTwo = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
      if (entry.hadRecentInput) continue;
      seen.cls += entry.value;
      for (const source of entry.sources) seen.moved.push((source.node as Element | undefined)?.className || source.node?.nodeName || '?');
    }
  }).observe({ type: 'layout-shift' });
  const frame = () => {
    const value = document.querySelector<HTMLInputElement>('input[name="payment-method"]:checked')?.value;
    if (value && seen.checked.at(-1) !== value) seen.checked.push(value);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

for (const [lang, user] of [['pt', 'br'], ['en', 'us']] as const) {
  test(`decision 044, part 2 §4.2: step 2 opens steady on a phone: the wallet is checked from the list's first paint, nothing moves (${lang})`, { tag: '@phone' }, async ({ page }) => {
    const checkout = new CheckoutPage(page, lang);
    await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': user }, { keepFolded: true });
    await page.evaluate(watchStepTwo);
    await checkout.continueButton().tap();
    await expect(checkout.payment.method('googlePay')).toBeChecked();
    await expect(checkout.payment.walletButton()).toBeVisible();
    await expect(checkout.payment.methods()).toHaveCount(3);
    const seen = await page.evaluate(() => (window as unknown as { __stepTwo: { checked: string[]; cls: number; moved: string[] } }).__stepTwo);
    expect(seen.checked).toEqual(['googlePay']);
    expect(seen.moved).toEqual([]);
    expect(seen.cls).toBe(0);
  });
}

// The 1 s from the choice to usable card fields is the bench's row, timed on its throttled phone
// (scripts/bench/payment-card.mjs): a wall-clock limit here would hold only on an idle machine.
test('a buyer pays by card on a phone: the card frame fits and its fields are usable (pt, br)', { tag: '@phone' }, async ({ page }) => {
  const checkout = new CheckoutPage(page, 'pt');
  await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': 'br' }, { keepFolded: true });
  await checkout.continueButton().click();
  await checkout.payment.method('creditCard').click();
  const number = checkout.payment.cardFrame().getByRole('textbox', { name: checkout.t('payment:card.number') });
  await expect(number).toBeEditable();
  await checkout.payment.holder().fill('Ana Souza');
  await checkout.payment.fillCard('4242 4242 4242 4242');
  await expectNoSidewaysScroll(checkout);
  await checkout.payment.payButton().click();
  await expect(page.getByRole('heading', { name: checkout.t('payment:done.paid_title') })).toBeVisible();
});

test.describe('step 1 and the coupon by touch (part 1 §4, §5)', { tag: '@phone' }, () => {
  const PASSWORD = 'Sandbox#2026';

  test('a visitor signs up by touch: the first error is focused in view, the code creates the account, Continuar leads to the methods (pt)', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.openLoaded('premium-plus-plan', {}, { keepFolded: true });
    await checkout.account.registerButton().tap(); // pressable before the boxes are ticked: the press shows the errors
    const name = checkout.account.registrationField('name');
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    expect(await checkout.fieldMessage(name)).toBe('Coloque seu nome completo');

    const email = 'phone.buyer@example.com';
    await checkout.account.fillRegistration({ name: 'Beatriz Nogueira', email, emailConfirmation: email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true, privacy: true });
    await checkout.account.registerButton().tap({ force: true });
    const verification = checkout.account.verificationForm();
    await expect(verification.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(verification.getByRole('heading', { level: 2 })).toBeInViewport();
    const code = await checkout.account.sandboxCode();
    await verification.getByRole('textbox', { name: checkout.t('checkout:account.verification.code') }).fill(code);
    await verification.getByRole('button', { name: checkout.t('checkout:account.verification.submit') }).tap();
    // Part 1 §4: the page reloads logged in, the summary folded again and Continuar on the first screen.
    await expect(checkout.account.card()).toContainText('Beatriz Nogueira', { timeout: 15_000 });
    await expect(checkout.cart.summaryLine()).toHaveAttribute('aria-expanded', 'false');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectOnFirstScreen(checkout.continueButton());
    await checkout.continueButton().tap();
    await expect(checkout.payment.methods().first()).toBeVisible();
    await expectNoSidewaysScroll(checkout);
  });

  test('the coupon box below the form applies OFF10 by touch and the folded line shows the new total (pt, br)', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': 'br' }, { keepFolded: true });
    const line = checkout.cart.summaryLine();
    expect(normalise(await line.innerText())).toMatch(/US\$ 199,00/);
    // Decision 022: on a phone the coupon box comes after the step.
    expect((await checkout.coupon.box().boundingBox())?.y).toBeGreaterThan((await checkout.continueButton().boundingBox())?.y ?? Infinity);
    await checkout.coupon.input().tap();
    await checkout.coupon.input().fill('OFF10');
    await checkout.coupon.box().getByRole('button', { name: checkout.t('checkout:coupon.apply') }).tap();
    await expect(checkout.coupon.box()).toContainText('Cupom OFF10 aplicado');
    await expect(line).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => normalise(await line.innerText())).toMatch(/^Premium Plus\s+US\$ 179,10\s+Detalhes/);
    await expectNoSidewaysScroll(checkout);
  });
});
