// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { qrDrawing } from './qr-code';
import type { Locale } from '~/i18n/languages';
import type { PaymentResult } from '~/stores/checkout/payment-result';
import { $lang } from '~/stores/checkout/session';
import { resetStores } from '~/stores/reset';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { PixAwaiting } from './PixAwaiting';

const CODE = '00020126360014br.gov.bcb.pix0114pix@sandbox.test5204000053039865406149.005802BR6304ABCD';
// No hash token: nothing is polled, only the screen is under test.
const result = (qrCodeUrl: string | null): PaymentResult => ({ method: 'pix', kind: 'pending', gatewayIdentifier: 'p', artifact: { kind: 'pix', qrCode: CODE, qrCodeUrl } });
const show = (lang: Locale, qrCodeUrl: string | null) => {
  const r = result(qrCodeUrl);
  $lang.set(lang);
  render(<TestI18n lang={lang}><PixAwaiting result={r} pix={r.artifact as Extract<NonNullable<PaymentResult['artifact']>, { kind: 'pix' }>} /></TestI18n>);
};

describe('part 2 §2 "Pix shows … the QR code": drawn from the code when the office image fails (decision 046)', () => {
  beforeEach(() => resetStores('page'));
  afterEach(() => {
    cleanup();
    resetStores('page');
  });

  it("shows the office's image while it loads, and draws nothing", () => {
    show('pt', 'https://office.example.com/qr/1.png');
    const image = screen.getByRole('img', { name: 'QR code do PIX' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toBe('https://office.example.com/qr/1.png');
  });

  it('draws the QR of the copy-paste code, named in the page language, when the image fails to load', async () => {
    show('de', 'https://office.example.com/qr/1.png');
    await act(async () => fireEvent.error(screen.getByRole('img', { name: 'Pix-QR-Code' })));
    const drawn = await screen.findByRole('img', { name: 'Pix-QR-Code' }, { timeout: 3000 });
    expect(drawn.tagName.toLowerCase()).toBe('svg');
    expect([drawn.getAttribute('width'), drawn.getAttribute('height')]).toEqual(['240', '240']);
    const { size, path } = qrDrawing(CODE);
    expect(drawn.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
    expect(drawn.querySelector('path')?.getAttribute('d')).toBe(path);
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });

  it('draws the QR when the office gives no image it may show (an http address)', async () => {
    show('en', 'http://office.example.com/qr/1.png');
    const drawn = await screen.findByRole('img', { name: 'Pix QR code' }, { timeout: 3000 });
    expect(drawn.tagName.toLowerCase()).toBe('svg');
  });
});
