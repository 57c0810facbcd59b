import { describe, expect, it, vi } from 'vitest';
import { gatewayResponseSchema } from '~/api/payment/gateway-response-schema';
import { SANDBOX_CARDS } from '~/sandbox/fixtures/payments';
import { authorized, done, refusal } from './gateway-answers';
import { cardAnswer, pendingAnswer, sandboxRedirectIdentify } from './payment-answers';
import { threeDSecureSession } from './payment-state';
import { paymentsCreatedCount } from './payment-store';
import { resetSandbox } from '~/sandbox/reset';
import { barCodeOfLine, dueDateFactor } from '~/sandbox/images/boleto-line';
import { boletoBarCodeImage, pixQrImage } from '~/sandbox/images/document-images';
import { setScenario } from '~/sandbox/scenario';

const page = new URL('http://localhost/payment/premium-plus-plan?invoice=50001');

describe('sandbox gateway answers parse with the client schema', () => {
  it.each([
    ['part 2 §4.4 payment_authorized', authorized()],
    ['part 2 §4.4 payment_done', done()],
    ['part 2 §8 a refusal', refusal('payment_refused')],
    ['part 2 §3 boleto', pendingAnswer('boleto', 'BRL', 14900)],
    ['part 2 §3 pix', pendingAnswer('pix', 'BRL', 14900)],
    ['part 2 §3 cash', pendingAnswer('cash', 'MXN', 129900)],
    ['part 2 §3 MXN bank transfer', pendingAnswer('bankTransfer', 'MXN', 129900)],
    ['part 2 §3 COP bank transfer', pendingAnswer('bankTransfer', 'COP', 129900)],
    ['part 2 §3 nequi', pendingAnswer('nequi', 'COP', 129900)],
    ['part 2 §4.4 yape', pendingAnswer('yape', 'PEN', 9900)],
  ])('%s', (_name, answer) => {
    expect(gatewayResponseSchema.safeParse(answer).success).toBe(true);
  });

  // The slow card too: its wait is answerOnce's (payment-store.ts), after the payment is taken.
  it.each(SANDBOX_CARDS.map((c) => [c.number, c.outcome] as const))('card %s answer parses', (_number, outcome) => {
    expect(gatewayResponseSchema.safeParse(cardAnswer(outcome, page)).success).toBe(true);
  });

  it('part 2 §4.4: the 3-D Secure redirect goes to the sandbox bank\'s challenge page, which returns to the URL the payment was given', () => {
    const answer = gatewayResponseSchema.parse(cardAnswer({ kind: 'redirect', after: 'authorized' }, page));
    // Adyen's redirect action (https://docs.adyen.com/api-explorer/Checkout/latest/post/payments#responses-200-action).
    const action = answer.gateway.others?.action as { type: string; url: string; method: string };
    expect(action).toMatchObject({ type: 'redirect', method: 'GET' });
    const url = new URL(action.url);
    expect(url.origin + url.pathname).toBe('http://localhost/sandbox/three-d-secure');
    expect(url.searchParams.get('identify')).toMatch(/^3ds_sandbox_/);
    expect(url.searchParams.get('return')).toBe(page.href);
  });

  it('part 2 §4.4: without a URL to come back to, no bank session is opened', () => {
    const answer = gatewayResponseSchema.parse(cardAnswer({ kind: 'redirect', after: 'authorized' }, null));
    expect(answer.gateway).toMatchObject({ status: 'Error', type: 'payment_refused' });
  });

  it("the test bank's page is opened in the checkout page's language (its <html lang>), as a provider takes the shopper's locale", () => {
    vi.stubGlobal('document', { documentElement: { lang: 'pt-BR' } });
    try {
      const answer = gatewayResponseSchema.parse(cardAnswer({ kind: 'redirect', after: 'authorized' }, page));
      const action = answer.gateway.others?.action as unknown as { url: string };
      expect(new URL(action.url).searchParams.get('lang')).toBe('pt-BR');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('part 2 §3, decision 046: the boleto has a FEBRABAN typed line and the ITF image of its 44-digit bar code', () => {
    const boleto = gatewayResponseSchema.parse(pendingAnswer('boleto', 'BRL', 14900)).gateway.boleto!;
    const code = barCodeOfLine(boleto.barCode ?? '');
    expect(code).toMatch(/^3419\d{5}0000014900\d{25}$/);
    expect(code!.slice(5, 9)).toBe(String(dueDateFactor(boleto.dueDate ?? '')));
    expect(boleto.barCodeImage).toBe(boletoBarCodeImage(code!));
  });

  it('part 2 §3, decision 046: the pix QR image is the QR of its copy-paste code; with sandbox-pix-image=missing an office address', () => {
    const pix = gatewayResponseSchema.parse(pendingAnswer('pix', 'BRL', 14900)).gateway.pix!;
    expect(pix.qrCodeUrl).toBe(pixQrImage(pix.qrCode ?? ''));
    setScenario({ pixImage: 'missing' });
    const missing = gatewayResponseSchema.parse(pendingAnswer('pix', 'BRL', 14900)).gateway.pix!;
    expect(missing.qrCodeUrl).toMatch(/^https:\/\/office\.example\.com\/sandbox-documents\/pix-qr\/gw_sandbox_\d+\.png$/);
  });

  it("the sandbox's reset empties the payment memory", () => {
    const answer = gatewayResponseSchema.parse(cardAnswer({ kind: 'redirect', after: 'authorized' }, page));
    const identify = sandboxRedirectIdentify(answer.gateway);
    expect(threeDSecureSession(identify)).toBeDefined();
    resetSandbox();
    expect(threeDSecureSession(identify)).toBeUndefined();
    expect(paymentsCreatedCount()).toBe(0);
  });
});
