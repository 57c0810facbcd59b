import { expect, test, type Page } from '@playwright/test';
import { CheckoutPage, type CheckoutLang } from '../pages/checkout-page';

/*
 * The sponsor's first payment in the sandbox (part 2 §4.1-§4.3, §5, §7; decision 034), on the mentorship plans with
 * accounts whose parent is sponsor 777 (PayPal and pagSeguro) or 888 (no receiving gateway): USD goes to the sponsor
 * by PayPal (the office's invoice-pay page), BRL by the Brazilian wallet, which the sandbox plays with its own script
 * (/sandbox/sponsor-wallet.js: a dialog that pays the office's code once, or is closed). The sandbox office's payment
 * store (localStorage, decision 012) counts what the wallet was paid: one payment per attempt.
 */

const OFFICE = 'https://office.example.com';
const WALLET_SCRIPT = '/sandbox/sponsor-wallet.js';
const UPLINE = { pt: 'upline', es: 'upline-es', en: 'upline-en' } as const;
const SPONSOR = 'Marina Costa';

/** The sandbox wallet's own dialog texts (src/sandbox/third-party/sponsor-wallet.js). */
const WALLET = {
  pt: { title: 'Carteira de teste (sandbox)', pay: 'Pagar', cancel: 'Cancelar' },
  es: { title: 'Billetera de prueba (sandbox)', pay: 'Pagar', cancel: 'Cancelar' },
  en: { title: 'Test wallet (sandbox)', pay: 'Pay', cancel: 'Cancel' },
} as const;

async function openPaymentStep(page: Page, lang: CheckoutLang, slug: string, query: Record<string, string>) {
  const checkout = new CheckoutPage(page, lang);
  await checkout.openLoaded(slug, query);
  await checkout.continueButton().click();
  await expect(checkout.payment.title()).toBeFocused();
  return checkout;
}

/** The requests the page makes for the wallet's script, from now on. */
function walletScriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(WALLET_SCRIPT)) seen.push(request.url());
  });
  return seen;
}

function walletDialog(page: Page, lang: 'pt' | 'es' | 'en') {
  return page.getByRole('dialog', { name: WALLET[lang].title });
}

async function walletPayments(checkout: CheckoutPage): Promise<string[]> {
  return (await checkout.payment.createdPayments()).filter((record) => record.call === 'sponsor-wallet').map((record) => record.key);
}

function paidTitle(checkout: CheckoutPage) {
  return checkout.page.getByRole('heading', { name: checkout.t('payment:done.paid_title') });
}

test.describe('the first payment by the Brazilian wallet (part 2 §4.3, §7; decision 034)', () => {
  for (const lang of ['pt', 'es'] as const) {
    test(`${lang}: BRL 500.00 offers only PagSeguro, without the address block, enabled at once; the wallet pays the office's code and step 3 opens`, async ({ page }) => {
      const scripts = walletScriptRequests(page);
      const checkout = await openPaymentStep(page, lang, 'mentoria-plan-brl', { 'sandbox-user': UPLINE[lang] });
      await expect(checkout.payment.methods()).toHaveText([checkout.t('payment:method.pagSeguro')]);
      await expect(checkout.payment.method('pagSeguro')).toBeChecked();
      await expect(checkout.payment.panel('pagSeguro')).toHaveText(checkout.t('payment:sponsor_wallet.intro', { name: SPONSOR }));
      // Part 2 §5: the address block is not shown for a first payment to the sponsor; §4.3: no card form either.
      await expect(checkout.payment.address()).toHaveCount(0);
      await expect(page.locator('iframe.provider-frame')).toHaveCount(0);
      // Part 2 §4.1: the load sequence's wallet phase loaded the script once.
      expect(scripts).toHaveLength(1);
      const button = checkout.payment.payButton();
      await expect(button).toBeEnabled();
      await checkout.expectNoAxeViolations();
      await button.click();
      const dialog = walletDialog(page, lang);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(/PS-SANDBOX-3342-\d+/);
      await expect(dialog.getByRole('button', { name: WALLET[lang].pay })).toBeFocused();
      await checkout.expectNoAxeViolations('#sandbox-sponsor-wallet');
      await dialog.getByRole('button', { name: WALLET[lang].pay }).click();
      await expect(paidTitle(checkout)).toBeFocused();
      expect(await walletPayments(checkout)).toEqual([expect.stringMatching(/^PS-SANDBOX-3342-\d+$/)]);
      expect(scripts).toHaveLength(1);
      await checkout.expectNoAxeViolations();
    });
  }

  test('es: closing the wallet says nothing was charged; the retry opens the same code and pays it once', async ({ page }) => {
    const checkout = await openPaymentStep(page, 'es', 'mentoria-plan-brl', { 'sandbox-user': UPLINE.es });
    const codeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sponsor-wallet/code')) codeCalls.push(request.url());
    });
    await checkout.payment.payButton().click();
    const dialog = walletDialog(page, 'es');
    const code = (await dialog.getByText(/PS-SANDBOX-/).innerText()).replace(/^.*: /, '');
    await dialog.getByRole('button', { name: WALLET.es.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(checkout.payment.alert()).toHaveText('El pago en PagSeguro se canceló y no se cobró nada. Puedes intentarlo de nuevo.');
    await expect(checkout.payment.alert()).toBeFocused();
    await checkout.expectNoAxeViolations();
    expect(await walletPayments(checkout)).toEqual([]);
    await checkout.payment.payButton().click();
    await expect(dialog).toContainText(code);
    await dialog.getByRole('button', { name: WALLET.es.pay }).click();
    await expect(paidTitle(checkout)).toBeFocused();
    expect([codeCalls.length, await walletPayments(checkout)]).toEqual([1, [code]]);
  });

  test('pt: the office wallet call fails: its message, and the retry asks again and pays once', async ({ page }) => {
    const checkout = await openPaymentStep(page, 'pt', 'mentoria-plan-brl', { 'sandbox-user': UPLINE.pt });
    await checkout.injectFault({ fault: 'http500', path: 'sponsor-wallet/code' });
    await checkout.payment.payButton().click();
    await expect(checkout.payment.alert()).toHaveText('Não conseguimos preparar o pagamento no PagSeguro. Tente novamente: nada foi cobrado.');
    await expect(walletDialog(page, 'pt')).toHaveCount(0);
    await checkout.expectNoAxeViolations();
    await checkout.payment.payButton().click();
    await walletDialog(page, 'pt').getByRole('button', { name: WALLET.pt.pay }).click();
    await expect(paidTitle(checkout)).toBeFocused();
    expect(await walletPayments(checkout)).toHaveLength(1);
  });

  test("pt: the wallet's script does not arrive: its message, and the retry loads it again and pays", async ({ page }) => {
    let blocked = true;
    await page.context().route(`**${WALLET_SCRIPT}`, (route) => (blocked ? route.abort() : route.fallback()));
    const checkout = await openPaymentStep(page, 'pt', 'mentoria-plan-brl', { 'sandbox-user': UPLINE.pt });
    await checkout.payment.payButton().click();
    await expect(checkout.payment.alert()).toHaveText('Não conseguimos abrir o PagSeguro. Verifique sua conexão e tente novamente: nada foi cobrado.');
    blocked = false;
    await checkout.payment.payButton().click();
    await walletDialog(page, 'pt').getByRole('button', { name: WALLET.pt.pay }).click();
    await expect(paidTitle(checkout)).toBeFocused();
    expect(await walletPayments(checkout)).toHaveLength(1);
  });
});

test.describe('the first payment by PayPal to the sponsor (part 2 §4.3, §4.4)', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(`${OFFICE}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Office</title><main><h1>Invoice pay</h1></main></html>' }),
    );
  });

  for (const lang of ['pt', 'en'] as const) {
    test(`${lang}: USD 199.00 offers only PayPal, to the office's invoice-pay page; no wallet script, no gateway payment`, async ({ page }) => {
      const scripts = walletScriptRequests(page);
      const checkout = await openPaymentStep(page, lang, 'mentorship-plan', { 'sandbox-user': UPLINE[lang] });
      await expect(checkout.payment.methods()).toHaveText([checkout.t('payment:method.paypal')]);
      await expect(checkout.payment.panel('paypal')).toHaveText(checkout.t('payment:sponsor_wallet.paypal_intro', { name: SPONSOR }));
      if (lang === 'pt') await expect(checkout.payment.panel('paypal')).toHaveText(`Este primeiro pagamento vai para quem indicou você, ${SPONSOR}, pelo PayPal.`);
      await checkout.expectNoAxeViolations();
      const gatewayCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/sandbox-api/gateway/')) gatewayCalls.push(request.url());
      });
      await checkout.payment.payButton('payment:button.paypal').click();
      await page.waitForURL(`${OFFICE}/invoice-pay/**`);
      expect(new URL(new URL(page.url()).searchParams.get('force_return_url') ?? '').pathname).toBe('/payment/mentorship-plan');
      expect([gatewayCalls, scripts]).toEqual([[], []]);
    });
  }
});

test.describe('when the first payment does not go to the sponsor (part 2 §4.3)', () => {
  for (const [row, query] of [
    ['pt: sponsor 888 has no receiving gateway', { 'sandbox-user': 'upline-none' }],
    ['pt: a valid coupon', { 'sandbox-user': 'upline', coupon: 'OFF10' }],
  ] as const) {
    test(`${row}: the usual BRL methods, no wallet script`, async ({ page }) => {
      const scripts = walletScriptRequests(page);
      const checkout = await openPaymentStep(page, 'pt', 'mentoria-plan-brl', query);
      // The sandbox's test wallet may come first (part 2 §4.2); the BRL methods follow, PagSeguro is not among them.
      await expect(checkout.payment.methods()).toContainText([checkout.t('payment:method.creditCard'), checkout.t('payment:method.pix'), checkout.t('payment:method.boleto')]);
      await expect(checkout.payment.method('pagSeguro')).toHaveCount(0);
      // The card panel shows the Brazilian address again (part 2 §5).
      await checkout.payment.method('creditCard').click();
      await expect(checkout.payment.address()).toBeVisible();
      expect(scripts).toEqual([]);
      await checkout.expectNoAxeViolations();
    });
  }
});
