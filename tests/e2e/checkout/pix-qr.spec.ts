import { expect, test, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import type { CheckoutLang, CheckoutPage } from '../pages/checkout-page';
import { payByPix } from '../support/pay-by-pix';

/*
 * The pix QR of step 3 (part 2 §2 "Pix shows … the QR code", decision 046): the sandbox gateway's image is a real QR
 * of the copy-paste code; when the office's image does not load, the page draws the QR from the code. Each QR is
 * read back: painted on a canvas in the page, its pixels decoded here with jsQR.
 */

/** A buyer whose office language is the test's: BRL outside Brazil needs allowed-brl=1 (docs/sandbox.md). */
const BUYER: Partial<Record<CheckoutLang, Record<string, string>>> = {
  pt: { 'sandbox-user': 'br' },
  en: { 'sandbox-user': 'us', 'allowed-brl': '1' },
  de: { 'sandbox-user': 'de', 'allowed-brl': '1' },
};

/** Pays by pix as the buyer of the test's language. */
function payByPixAs(page: Page, lang: CheckoutLang, query: Record<string, string> = {}): Promise<CheckoutPage> {
  return payByPix(page, lang, { ...(BUYER[lang] ?? { 'sandbox-user': 'br' }), ...query });
}

/** What a camera reads off the QR element (an <img> or an inline <svg>): painted at 4× on a white canvas, decoded. */
async function readQr(qr: Locator): Promise<string | null> {
  const { data, width, height } = await qr.evaluate(async (element) => {
    const source =
      element instanceof HTMLImageElement
        ? element.src
        : `data:image/svg+xml,${encodeURIComponent(new XMLSerializer().serializeToString(element))}`;
    const image = new Image();
    image.src = source;
    await image.decode();
    const box = element.getBoundingClientRect();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(box.width * 2);
    canvas.height = Math.round(box.height * 2);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return { data: [...context.getImageData(0, 0, canvas.width, canvas.height).data], width: canvas.width, height: canvas.height };
  });
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}

for (const lang of ['pt', 'en'] as const) {
  test(`part 2 §2 (${lang}): the sandbox's pix image is a QR code of the copy-paste code`, async ({ page }) => {
    const checkout = await payByPixAs(page, lang);
    const qr = page.getByRole('img', { name: checkout.t('payment:confirmation.pix_qr') });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((e) => e.tagName)).toBe('IMG');
    const code = await page.getByRole('textbox', { name: checkout.t('payment:confirmation.pix_code') }).inputValue();
    expect(code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(await readQr(qr)).toBe(code);
  });
}

for (const lang of ['pt', 'de'] as const) {
  test(`decision 046 (${lang}): the office's QR image does not load; the page draws the QR from the code, 240 px, named in ${lang}`, async ({ page }) => {
    // The sandbox gateway names an office address for the image (sandbox-pix-image=missing), which nothing serves: the
    // sandbox's service worker takes the page's request and its fetch fails (the worker's CSP has no office origin in
    // connect-src; the office is unreachable from here anyway), so the image errors as a 404 or an outage would.
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().startsWith('https://office.example.com/sandbox-documents/pix-qr/')) failed.push(request.url());
    });
    const checkout = await payByPixAs(page, lang, { 'sandbox-pix-image': 'missing' });
    await expect(page.getByRole('heading', { name: checkout.t('payment:confirmation.awaiting_payment') })).toBeFocused();
    const qr = page.getByRole('img', { name: checkout.t('payment:confirmation.pix_qr') });
    await expect(qr).toHaveAttribute('data-drawn', 'true');
    expect(failed.length).toBeGreaterThan(0);
    expect(await qr.evaluate((e) => e.tagName.toLowerCase())).toBe('svg');
    const box = await qr.boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([240, 240]);
    const code = await page.getByRole('textbox', { name: checkout.t('payment:confirmation.pix_code') }).inputValue();
    expect(await readQr(qr)).toBe(code);
    await checkout.expectNoAxeViolations();
  });
}
