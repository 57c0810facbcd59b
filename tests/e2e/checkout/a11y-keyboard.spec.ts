import { expect, test, type Locator, type Page } from '@playwright/test';
import { BROWSER_LOCALE, CheckoutPage, label, type CheckoutLang } from '../pages/checkout-page';

// DESIGN.md "Tests" and checkout.md "Accessibility": axe-core finds nothing in the checkout's states, the
// keyboard alone works the cart, coupon, VAT widget, carousel and steps, targets are 44 px, focus is visible,
// and Hebrew reads right to left. Other files check axe in the states they reach (errors, results, faults).

/** Presses Tab until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe('axe-core finds no violation', () => {
  const states: { name: string; lang: CheckoutLang; slug: string; query?: Record<string, string>; visitor?: boolean }[] = [
    { name: 'a visitor on a plan (Novo cadastro)', lang: 'pt', slug: 'premium-plus-plan', visitor: true },
    { name: 'a visitor on a plan (Novo cadastro)', lang: 'en', slug: 'premium-plus-plan', visitor: true },
    { name: 'a visitor on an EUR plan (personal/business, VAT widget)', lang: 'de', slug: 'premium-plan-59-eur', visitor: true },
    { name: 'a buyer on a tool (carousel)', lang: 'pt', slug: 'funnel-builder-tool', query: { 'sandbox-user': 'br' } },
    { name: 'a buyer of a domain registry order (detail)', lang: 'pt', slug: 'domain-registry', query: { 'sandbox-user': 'br', order: 'ORD-1001' } },
    { name: 'a referred visitor (sponsor box)', lang: 'es', slug: 'premium-plus-plan', query: { aid: '777' }, visitor: true },
    { name: 'the 6-second invoice notice', lang: 'pt', slug: 'premium-plus-plan', query: { 'sandbox-user': 'br', invoice: '5003' } },
  ];
  for (const { name, lang, slug, query = {}, visitor } of states) {
    test(`${name} (${lang})`, async ({ browser }) => {
      const context = await browser.newContext({ locale: BROWSER_LOCALE[lang] });
      const checkout = new CheckoutPage(await context.newPage(), lang);
      await checkout.openLoaded(slug, query);
      if (visitor) await expect(checkout.account.registrationForm()).toBeVisible();
      else await expect(checkout.account.card()).toBeVisible();
      await checkout.expectNoAxeViolations();
      // With the tools list opened too, where there is one.
      const more = checkout.cart.region().getByRole('button', { name: checkout.t('checkout:cart.more_tools') });
      if ((await more.count()) > 0) {
        await more.click();
        await checkout.expectNoAxeViolations();
      }
      await context.close();
    });
  }

  test('the sponsor box names the referrer (es visitor, aid 777)', async ({ browser }) => {
    const context = await browser.newContext({ locale: BROWSER_LOCALE.es });
    const checkout = new CheckoutPage(await context.newPage(), 'es');
    await checkout.openLoaded('premium-plus-plan', { aid: '777' });
    await expect(checkout.page.getByRole('region', { name: checkout.t('checkout:sponsor.title') })).toContainText('Marina Costa');
    await checkout.openLoaded('premium-plus-plan', { aid: '1' });
    await expect(checkout.page.getByRole('region', { name: checkout.t('checkout:sponsor.title') })).toHaveCount(0);
    await context.close();
  });
});

for (const [lang, user] of [['pt', 'br'], ['en', 'us']] as const) {
  // On a phone the tab order follows the one-column screen (decision 022): the pt journeys run there too.
  test.describe(`keyboard alone (${lang}, ${user})`, { tag: lang === 'pt' ? '@phone' : [] }, () => {
    test('the period radios move with the arrow keys and the coupon applies with Enter', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': user });
      const monthly = await checkout.cart.total();
      await tabTo(page, checkout.cart.period('monthly'));
      await page.keyboard.press('ArrowRight');
      await expect(checkout.cart.period('yearly')).toBeChecked();
      await expect.poll(() => checkout.cart.total()).not.toBe(monthly);
      await page.keyboard.press('ArrowLeft');
      await expect(checkout.cart.period('monthly')).toBeChecked();

      await tabTo(page, checkout.coupon.input());
      await page.keyboard.type('OFF10');
      await page.keyboard.press('Enter');
      await expect(checkout.coupon.box()).toContainText(lang === 'pt' ? 'Cupom OFF10 aplicado' : 'Coupon OFF10 applied');
      await tabTo(page, checkout.coupon.box().getByRole('button', { name: checkout.t('checkout:coupon.remove') }));
      await page.keyboard.press('Enter');
      await expect.poll(() => checkout.cart.total()).toBe(monthly);
      // WCAG 2.4.3: the button went with the coupon; the focus is on the code, not on the page.
      await expect(checkout.coupon.input()).toBeFocused();

      await tabTo(page, checkout.cart.region().getByRole('button', { name: checkout.t('checkout:cart.more_tools') }));
      await page.keyboard.press('Enter');
      await expect(checkout.cart.region().getByRole('button', { name: checkout.t('checkout:cart.more_tools') })).toHaveAttribute('aria-expanded', 'true');
    });

    test('Continuar and Voltar, the focus on each step\'s title and the page title naming the step and the product (WCAG 2.4.2, 2.4.3)', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': user });
      const pageTitle = (step: string) => [checkout.t(step), 'Premium Plus', checkout.t('checkout:page_title')].join(' · ');
      await expect(page).toHaveTitle(pageTitle('checkout:steps.plan'));
      await tabTo(page, checkout.continueButton());
      await page.keyboard.press('Enter');
      await expect(checkout.activeStep()).toContainText(checkout.t('checkout:steps.payment'));
      await expect(page).toHaveTitle(pageTitle('checkout:steps.payment'));
      // Continuar is gone: the focus is on step 2's title, in view (on a phone the cart comes first).
      const title = page.getByRole('heading', { name: label(lang, 'payment:panel.title') });
      await expect(title).toBeFocused();
      await expect(title).toBeInViewport();
      // Voltar is in the step header, before the step: back there with Shift+Tab.
      await tabTo(page, checkout.back(), 80, 'Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(checkout.activeStep()).toContainText(checkout.t('checkout:steps.plan'));
      // Voltar went with step 2: the focus is on step 1's title.
      await expect(checkout.account.card().getByRole('heading', { name: checkout.t('checkout:account.card.title') })).toBeFocused();
      await expect(page).toHaveTitle(pageTitle('checkout:steps.plan'));
    });

    test('the suggestions carousel pages and adds a tool', async ({ page }) => {
      const checkout = new CheckoutPage(page, lang);
      await checkout.openLoaded('funnel-builder-tool', { 'sandbox-user': user });
      const carousel = checkout.cart.suggestions();
      await tabTo(page, carousel.getByRole('button', { name: checkout.t('checkout:suggestions.next') }));
      await page.keyboard.press('Enter');
      await expect(carousel.getByRole('button', { name: checkout.t('checkout:suggestions.go_to_page', { page: 2 }) })).toHaveAttribute('aria-current', 'true');
      const add = carousel.getByRole('listitem').first().getByRole('button');
      const label = (await add.innerText()).trim();
      await tabTo(page, add);
      await page.keyboard.press('Enter');
      await expect(carousel.getByRole('button', { name: label })).toHaveCount(0);
      await expect(checkout.cart.region().getByRole('button', { name: new RegExp(checkout.t('checkout:cart.remove_tool', { name: '' }).trim()) })).toHaveCount(1);
    });
  });
}

test('part 1 §8, WCAG 2.2.1 and 2.4.3: the 6-second invoice notice stays while the pointer is over it or the focus in it, and its Fechar hands the focus to the step (pt)', async ({ page }) => {
  const checkout = new CheckoutPage(page, 'pt');
  await page.clock.install();
  await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': 'br', invoice: '5003' });
  const notice = page.locator('.notice-list .notice');
  await expect(notice).toContainText('5003');
  // Held from here: the six seconds pass only as the test says (at most one has gone by before the hold).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await notice.hover();
  await page.clock.runFor(60_000);
  await expect(notice).toBeVisible();
  const close = notice.getByRole('button', { name: checkout.t('common:actions.close') });
  await tabTo(page, close);
  await page.mouse.move(5, page.viewportSize()!.height - 5); // the pointer leaves; the focus is still in it
  await page.clock.runFor(60_000);
  await expect(notice).toBeVisible();
  await page.keyboard.press('Enter');
  await page.clock.runFor(100); // the focus moves on the next frame
  await expect(notice).toHaveCount(0);
  await expect(checkout.account.card().getByRole('heading', { name: checkout.t('checkout:account.card.title') })).toBeFocused();
});

for (const [lang, user, yes, rate] of [['pt', 'br', 'Sim', 'Taxa de VAT: 19%'], ['de', 'de', 'Ja', 'MwSt.-Satz: 19 %']] as const) {
  test(`keyboard alone: the VAT widget from country to result, focus following each sub-step (${lang})`, { tag: lang === 'pt' ? '@phone' : [] }, async ({ page }) => {
    const checkout = new CheckoutPage(page, lang);
    await checkout.openLoaded('premium-plan-59-eur', { 'sandbox-user': user });
    await tabTo(page, checkout.vat.country());
    await checkout.vat.country().selectOption('DE');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(checkout.vat.region().getByRole('button', { name: yes, exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(checkout.vat.region()).toContainText(rate);
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, checkout.vat.region().getByRole('button', { name: checkout.t('checkout:vat.change') }));
    await page.keyboard.press('Enter');
    await expect(checkout.vat.country()).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(checkout.vat.region().getByRole('button', { name: yes, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(checkout.vat.number()).toBeFocused();
    await page.keyboard.type('DE812345673');
    await page.keyboard.press('Enter');
    await expect(checkout.vat.region().getByRole('status')).toContainText('DE812345673');
  });
}

test.describe('targets and focus (checkout.md "Accessibility")', () => {
  for (const [lang, user] of [['pt', undefined], ['en', 'us']] as const) {
    test(`every control is a 44 px target, boxes and radios through their labels (${lang}${user ? `, ${user}` : ' visitor'})`, async ({ browser }) => {
      const context = await browser.newContext({ locale: BROWSER_LOCALE[lang], viewport: { width: 360, height: 740 } });
      const checkout = new CheckoutPage(await context.newPage(), lang);
      await checkout.openLoaded('premium-plan-59-eur', user ? { 'sandbox-user': user } : {});
      const small = await checkout.page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.checkout button, .checkout input, .checkout select, .checkout a[href]')]
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => {
            const input = el as HTMLInputElement;
            const target = input.type === 'checkbox' || input.type === 'radio' ? (input.labels?.[0] ?? el) : el;
            const box = target.getBoundingClientRect();
            return { what: `${el.tagName} ${input.type ?? ''} ${(target.textContent ?? el.id).trim().slice(0, 40)}`, width: box.width, height: box.height };
          })
          .filter(({ width, height }) => width < 43.5 || height < 43.5),
      );
      expect(small).toEqual([]);
      await context.close();
    });
  }

  test('the focused control shows a visible focus ring (pt)', async ({ page }) => {
    const checkout = new CheckoutPage(page, 'pt');
    await checkout.openLoaded('premium-plus-plan', { 'sandbox-user': 'br' });
    for (const control of [checkout.continueButton(), checkout.coupon.input(), checkout.cart.period('monthly')]) {
      await tabTo(page, control);
      const ring = await control.evaluate((el) => {
        const target = (el as HTMLInputElement).type === 'radio' ? (el.closest('label') ?? el) : el;
        const own = getComputedStyle(el);
        const style = getComputedStyle(target);
        const outline = (s: CSSStyleDeclaration) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
        return outline(own) || outline(style) || own.boxShadow !== 'none' || style.boxShadow !== 'none';
      });
      expect(ring).toBe(true);
    }
  });

  test('a Hebrew browser reads the checkout right to left (iw)', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'he-IL' });
    const checkout = new CheckoutPage(await context.newPage(), 'en');
    await checkout.openLoaded('premium-plus-plan');
    await expect(checkout.page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(checkout.account.registrationForm()).toBeVisible();
    // The English texts keep their own reading order, but every block lines up on the right, as the layout does.
    const form = checkout.account.registrationForm();
    for (const block of [form.getByRole('heading').first(), form.locator('label').first(), checkout.page.getByRole('heading', { name: checkout.t('checkout:cart.title') })]) {
      await expect(block).toHaveCSS('text-align', 'right');
    }
    await checkout.expectNoAxeViolations();
    await context.close();
  });
});
