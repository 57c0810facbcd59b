import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage, type CheckoutLang } from '../pages/checkout-page';
import { payByPix } from '../support/pay-by-pix';

/*
 * Step 3's screens (part 2 §2 "Confirmation screens", §3 "Payment artifacts", §4.5, §9) and the resume of a pending
 * payment (decision 033), on the built sandbox. Pix is paid through provider B's form; the documents of provider U
 * (cash, MXN transfer, Nequi) and the boleto are reached as a buyer coming back with the invoice: the sandbox office
 * answers the invoice's pending payment, seeded with `sandbox-pending=<kind>` (docs/sandbox.md). Every wait of
 * seconds runs on page.clock.
 */

const BRL_SLUG = 'premium-plan-149-brl';
const SLUG = 'essentials-plan';
const OFFICE = 'https://office.example.com/?aid=1';

/** The spec's Portuguese, written out so a wrong text cannot pass unseen (part 2 §2). */
const PT = {
  awaiting: 'Aguardando pagamento',
  barcodeCopied: 'Codigo de barra copiado com sucesso',
  pixCopied: 'Codigo do PIX copiado com sucesso',
} as const;

/** The sandbox office's newest invoice of this tab (src/sandbox/handlers/invoice.ts keeps them in sessionStorage). */
async function newestInvoice(page: Page): Promise<number> {
  return page.evaluate(() => {
    const state = JSON.parse(sessionStorage.getItem('sandbox-invoices') ?? '{}') as { invoices?: Record<string, unknown> };
    return Math.max(...Object.keys(state.invoices ?? {}).map(Number));
  });
}

/**
 * A buyer who left a pending payment of `kind` on their invoice and opens the checkout again with it: the first visit
 * creates the invoice, the second names it (`?invoice=`) with the sandbox office holding a `kind` payment for it.
 * It waits for the loaded checkout as every load does (the step header, 15 s): this load asks the office one more
 * thing and loads step 3's files, 8-9 s with two workers on a busy machine, so step 3's own 7 s start after it.
 */
async function comeBackWithPending(page: Page, lang: CheckoutLang, user: string, kind: string, slug = SLUG): Promise<CheckoutPage> {
  const checkout = new CheckoutPage(page, lang);
  await checkout.openLoaded(slug, { 'sandbox-user': user });
  const invoice = await newestInvoice(page);
  await checkout.open(slug, { invoice: String(invoice), 'sandbox-pending': kind });
  await checkout.expectLoaded({ keepFolded: true });
  return checkout;
}



test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

for (const [lang, user] of [['pt', 'br'], ['es', 'mx'], ['en', 'us']] as const) {
  test(`part 2 §2, §4.5 (${lang}): the boleto shows its typed line, bar code, due date and PDF; copied by keyboard; back to start after 1.5 s`, async ({ page }) => {
    await page.clock.install();
    const checkout = await comeBackWithPending(page, lang, user, 'boleto');
    await expect(checkout.confirmation.heading('payment:confirmation.boleto_title')).toBeFocused();
    const line = checkout.confirmation.code('payment:confirmation.typed_line');
    await expect(line).toHaveValue(/^34191\.79001 /);
    await expect(checkout.confirmation.image('payment:confirmation.barcode_image')).toBeVisible();
    await expect(checkout.confirmation.dueDate()).toContainText(checkout.t('payment:confirmation.due_date', { date: '' }).trim());
    await expect(checkout.confirmation.link('payment:confirmation.view_boleto')).toHaveAttribute('href', /^https:\/\/office\.example\.com\/sandbox-documents\/boleto\//);
    await checkout.expectNoAxeViolations();

    // Keyboard only: Tab from the typed line reaches the copy button; Enter copies and the live region says so.
    await line.focus();
    await page.keyboard.press('Tab');
    await expect(checkout.confirmation.button('payment:confirmation.copy_code')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(checkout.confirmation.copyFeedback()).toHaveText(lang === 'pt' ? PT.barcodeCopied : checkout.t('payment:confirmation.barcode_copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await line.inputValue());
    await checkout.expectNoAxeViolations();

    // No automatic redirect: a minute later the document is still here.
    await page.clock.runFor(60_000);
    await expect(line).toBeVisible();
    const redirect = checkout.waitForAfterPaymentRedirect();
    await checkout.confirmation.button('payment:confirmation.back_to_start').click();
    await page.clock.runFor(1_400);
    await page.clock.runFor(100);
    expect((await redirect).url()).toBe(OFFICE);
  });
}

test('part 2 §4.5, §9 (pt): pix shows "Aguardando pagamento", its QR and code; polls survive going offline; paid after the sandbox\'s polls, then the 5 s countdown', async ({ page }) => {
  await page.clock.install();
  const checkout = await payByPix(page);
  await expect(page.getByRole('heading', { name: PT.awaiting })).toBeFocused();
  // Offline from the first poll on, so no poll the test did not ask for uses up the sandbox's "not yet, not yet,
  // paid" (the page's clock flows on its own while the checks run: a slow machine lets polls happen).
  await checkout.injectFault({ fault: 'offline', path: 'verify-notification', times: 1_000 });
  await expect(checkout.confirmation.pixQr()).toBeVisible();
  const code = checkout.confirmation.code('payment:confirmation.pix_code');
  await expect(code).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(checkout.confirmation.pixTimeLeft()).toHaveText(checkout.t('payment:confirmation.pix_time_left_other', { count: 10 }));
  await code.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(checkout.confirmation.copyFeedback()).toHaveText(PT.pixCopied);
  await checkout.expectNoAxeViolations();

  // Offline for three more polls: the QR stays, the page says it keeps checking; no error wall.
  for (let poll = 0; poll < 3; poll += 1) await page.clock.runFor(5_000);
  await expect(checkout.confirmation.pixPoll()).toHaveText(checkout.t('payment:confirmation.pix_retrying'));
  await expect(checkout.confirmation.pixQr()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await checkout.expectNoAxeViolations();

  // Back online, the clock held (a poll only when the test says; at most a second goes by): the sandbox answers
  // "not yet" twice, then paid (docs/sandbox.md).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await checkout.injectFault({ fault: 'offline', path: 'verify-notification', times: 0 });
  const redirect = checkout.waitForAfterPaymentRedirect();
  // One poll and its answer (a tick while a poll is under way is skipped, never doubled: pix-polling.ts).
  const pollOnce = async () => {
    const answered = page.waitForResponse((response) => response.url().includes('/verify-notification/'));
    await page.clock.runFor(5_000);
    await answered;
  };
  for (let poll = 0; poll < 2; poll += 1) await pollOnce();
  await expect(checkout.confirmation.pixPoll()).toHaveText('');
  await expect(page.getByRole('heading', { name: PT.awaiting })).toBeVisible();
  await pollOnce();
  await expect(checkout.confirmation.heading('payment:confirmation.pix_paid')).toBeFocused();
  await expect(checkout.confirmation.redirectCountdown().locator('span')).toHaveText(/^Você será redirecionado em [1-5] segundos?\.$/);
  await page.clock.resume(); // axe waits on timers
  await checkout.expectNoAxeViolations();
  await page.clock.runFor(5_000);
  expect((await redirect).url()).toBe(OFFICE);
});

test('part 2 §4.5, §9 (pt): the pix wait counts 10 minutes down in 60-second steps to zero; generate-new goes back to step 2 with pix chosen and the CPF kept', async ({ page }) => {
  await page.clock.install();
  const checkout = await payByPix(page);
  await expect(page.getByRole('heading', { name: PT.awaiting })).toBeFocused();
  // The notification never arrives here (every poll fails), so only the clock ends the wait.
  await checkout.injectFault({ fault: 'http500', path: 'verify-notification', times: 500 });
  const left = checkout.confirmation.pixTimeLeft();
  await page.clock.runFor(60_000);
  await expect(left).toHaveText(checkout.t('payment:confirmation.pix_time_left_other', { count: 9 }));
  await page.clock.runFor(8 * 60_000);
  await expect(left).toHaveText(checkout.t('payment:confirmation.pix_time_left_one', { count: 1 }));
  await page.clock.runFor(60_000);
  await expect(checkout.confirmation.heading('payment:confirmation.pix_expired_title')).toBeFocused();
  await checkout.expectNoAxeViolations();
  await checkout.confirmation.button('payment:confirmation.pix_new').click();
  await expect(checkout.payment.method('pix')).toBeChecked();
  await expect(checkout.payment.payButton('payment:button.pix')).toBeEnabled();
  // WCAG 3.3.7: the CPF typed for the first pix is there for the new one.
  await expect(checkout.payment.region().getByRole('textbox', { name: checkout.t('payment:brazil.cpf_cnpj'), exact: true })).toHaveValue('529.982.247-25');
});

test('decision 033 (pt): the tab closed on a pending pix; a new tab with the invoice shows the same QR code from the office, with the time left', async ({ page, context }) => {
  const first = await payByPix(page);
  await expect(page.getByRole('heading', { name: PT.awaiting })).toBeVisible();
  const pixCode = await page.getByRole('textbox', { name: first.t('payment:confirmation.pix_code') }).inputValue();
  const invoice = await newestInvoice(page);
  // The sandbox office's invoices live in the tab's sessionStorage: carry ITS state (and only its) over, as the real
  // office keeps it on its servers. The gateway's payments (the pending pix included) are in localStorage, which the
  // new tab of this context shares already. The checkout's own storage does not come along.
  const office = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage).filter(([key]) => key.startsWith('sandbox-'))));
  await page.close();

  const tab = await context.newPage();
  await tab.addInitScript((state) => {
    if (sessionStorage.getItem('sandbox-invoices') === null) for (const [key, value] of Object.entries(state)) sessionStorage.setItem(key, value);
  }, office);
  const checkout = new CheckoutPage(tab, 'pt');
  await checkout.open(BRL_SLUG, { invoice: String(invoice) });
  await checkout.expectLoaded({ keepFolded: true });
  await expect(tab.getByRole('heading', { name: PT.awaiting })).toBeFocused();
  await expect(checkout.confirmation.code('payment:confirmation.pix_code')).toHaveValue(pixCode);
  await expect(checkout.confirmation.pixQr()).toBeVisible();
  await expect(checkout.confirmation.pixTimeLeft()).toHaveText(/^Este PIX expira em (9|10) minutos\.$/);
  await checkout.expectNoAxeViolations();
});

test('decision 033 (pt): a pix left more than 10 minutes ago comes back expired and offers a new one', async ({ page }) => {
  const checkout = await comeBackWithPending(page, 'pt', 'br', 'pix-expired', BRL_SLUG);
  await expect(checkout.confirmation.heading('payment:confirmation.pix_expired_title')).toBeFocused();
  await checkout.expectNoAxeViolations();
  await checkout.confirmation.button('payment:confirmation.pix_new').click();
  await expect(checkout.payment.method('pix')).toBeChecked();
});

test.describe('part 2 §2, §3: provider U documents, reached by coming back with the invoice (es)', () => {
  test('cash (MX): the payment code, due date and slip PDF; no automatic redirect', async ({ page }) => {
    await page.clock.install();
    const checkout = await comeBackWithPending(page, 'es', 'mx', 'cash');
    await expect(checkout.confirmation.heading('payment:confirmation.cash_title')).toBeFocused();
    await expect(checkout.confirmation.code('payment:confirmation.payment_code')).toHaveValue(/^9999\d+$/);
    await expect(checkout.confirmation.dueDate()).toBeVisible();
    await expect(checkout.confirmation.link('payment:confirmation.view_document')).toHaveAttribute('href', /\/sandbox-documents\/cash\//);
    await checkout.expectNoAxeViolations();
    await page.clock.runFor(30_000);
    await expect(checkout.confirmation.heading('payment:confirmation.cash_title')).toBeVisible();
  });

  test('MXN bank transfer: the CLABE, the SPEI reference, due date and PDF', async ({ page }) => {
    const checkout = await comeBackWithPending(page, 'es', 'mx', 'bankTransfer');
    await expect(checkout.confirmation.heading('payment:confirmation.transfer_title')).toBeFocused();
    await expect(checkout.confirmation.code('payment:confirmation.clabe')).toHaveValue(/^646180\d{12}$/);
    await expect(checkout.confirmation.speiReference()).toContainText(/SPEI\d{7}/);
    await expect(checkout.confirmation.link('payment:confirmation.view_document')).toHaveAttribute('href', /\/sandbox-documents\/spei\//);
    await checkout.expectNoAxeViolations();
  });

  test('Nequi (CO): approve in the app, with a link to its access page', async ({ page }) => {
    const checkout = await comeBackWithPending(page, 'es', 'co', 'nequi');
    await expect(checkout.confirmation.heading('payment:confirmation.nequi_title')).toBeFocused();
    await expect(checkout.confirmation.link('payment:confirmation.open_nequi')).toHaveAttribute('href', /^https:\/\/office\.example\.com\/sandbox-documents\/nequi\//);
    await checkout.expectNoAxeViolations();
  });
});
