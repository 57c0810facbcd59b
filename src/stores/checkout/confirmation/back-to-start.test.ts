import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCheckoutOptions } from '~/domain/flow-params';
import { resetStores } from '~/stores/reset';
import { testProduct, testUser } from '../../../../tests/setup/account-stores';
import type { PaymentResult } from '../payment-result';
import { $aid, $options, $product, $slug, $sponsor, $user } from '../session';
import { $backToStart, backToStart } from './back-to-start';
import { documentLink, imageSource } from './document-link';

const boleto: PaymentResult = {
  method: 'boleto', kind: 'pending', gatewayIdentifier: 'b',
  artifact: { kind: 'boleto', barCode: '1', barCodeImage: null, qrCode: null, dueDate: null, downloadPdf: null },
};

describe('back-to-start of a document screen (part 2 §2, §4.5, §9)', () => {
  beforeEach(() => {
    resetStores('page');
    vi.useFakeTimers();
    $options.set(readCheckoutOptions(new URLSearchParams('url-after-payment=https:||evil.example.net|x')));
    $slug.set('premium-plus-plan');
    $product.set(testProduct());
    $user.set(testUser());
    $aid.set('77');
    $sponsor.set({ aid: '77', name: 'Bia', avatar: null, subdomain: 'bia', receivement_gateways: null });
  });
  afterEach(() => {
    resetStores('page');
    vi.useRealTimers();
  });

  it('§9: leaves 1.5 s after the press, not before, for the allow-listed target (a hostile url-after-payment goes to the office)', () => {
    const navigate = vi.fn();
    backToStart(boleto, navigate);
    expect($backToStart.get()).toBe('https://office.example.com/?aid=77&sd=bia');
    vi.advanceTimersByTime(1499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('https://office.example.com/?aid=77&sd=bia');
  });

  it('a second press neither doubles nor delays the redirect', () => {
    const navigate = vi.fn();
    backToStart(boleto, navigate);
    vi.advanceTimersByTime(1000);
    backToStart(boleto, navigate);
    vi.advanceTimersByTime(500);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('document links and images (DESIGN.md "Security")', () => {
  it.each([
    ['https://office.example.com/sandbox-documents/boleto/1.pdf', 'https://office.example.com/sandbox-documents/boleto/1.pdf'],
    ['https://evil.example.net/boleto.pdf', null],
    ['javascript:alert(1)', null],
    ['http://office.example.com/x.pdf', null],
    ['https://user:pw@office.example.com/x.pdf', null],
    [null, null],
  ])('view %s -> %s (the bank allow-list)', (url, expected) => {
    expect(documentLink(url)).toBe(expected);
  });

  it.each([
    ['data:image/svg+xml,%3Csvg%3E', true],
    ['https://cdn.example.com/qr.png', true],
    ['data:text/html,<script>', false],
    ['javascript:alert(1)', false],
    ['http://cdn.example.com/qr.png', false],
  ])('image %s shown: %s', (url, shown) => {
    expect(imageSource(url) !== null).toBe(shown);
  });
});
