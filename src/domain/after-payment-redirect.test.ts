import { describe, expect, it } from 'vitest';
import {
  afterPaymentRedirect,
  type AfterPaymentInput,
  type AfterPaymentPages,
  type AfterPaymentRedirect,
} from '~/domain/after-payment-redirect';
import type { RedirectPolicy } from '~/domain/safe-redirect';

const policy: RedirectPolicy = {
  allowedOrigins: ['https://office.example.com', 'https://bank.example.co', 'https://builder.example.com', 'https://shop.example.com'],
  officeUrl: 'https://office.example.com/office',
  sandboxOrigin: null,
};
/** PUBLIC_BANK_REDIRECT_ALLOWLIST: the banks' pages, apart from the buyer-facing list. */
const BANKS = ['https://bank.example.co', 'https://pse.bank.example'];
const pages: AfterPaymentPages = {
  wordpressCloudCreationUrl: 'https://office.example.com/wordpress/create',
  buyDomainUrl: 'https://office.example.com/domains/buy',
  cheetahBuilderUrl: 'https://builder.example.com/editor',
};
const base: AfterPaymentInput = {
  method: 'creditCard',
  copBankUrl: null,
  wpUpgradeTrial: false,
  storedRedirect: null,
  goToPurchaseDomain: false,
  returnCheetah: false,
  slug: 'advanced-plan',
  urlAfterPayment: null,
  productRedirect: 'https://shop.example.com/welcome',
  user: { id: '501', hash: 'h4sh' },
  sponsor: { aid: '77', sd: 'loja' },
};
const all: Partial<AfterPaymentInput> = {
  copBankUrl: 'https://bank.example.co/pse/1',
  wpUpgradeTrial: true,
  storedRedirect: 'https://shop.example.com/stored',
  goToPurchaseDomain: true,
  returnCheetah: true,
};

const go = (url: string, source: AfterPaymentRedirect['source'], clearStoredRedirect = false): AfterPaymentRedirect => ({ url, source, clearStoredRedirect });

describe('afterPaymentRedirect precedence (part 2 §4.5)', () => {
  it.each<[string, Partial<AfterPaymentInput>, AfterPaymentRedirect]>([
    ['part 2 §4.5 rule 1: the COP bank URL comes first', { ...all, method: 'bankTransfer' }, go('https://bank.example.co/pse/1', 'copBankUrl')],
    ['part 2 §4.5 rule 2: wp_upgrade_trial goes to cloud creation', { ...all, copBankUrl: null }, go(pages.wordpressCloudCreationUrl, 'wordpressCloudCreation')],
    ['part 2 §4.5 rule 2: not with pagSeguro', { ...all, copBankUrl: null, method: 'pagSeguro' }, go('https://shop.example.com/stored', 'storedRedirect', true)],
    ['part 2 §4.5 rule 3: the stored redirect, then removed', { ...all, copBankUrl: null, wpUpgradeTrial: false }, go('https://shop.example.com/stored', 'storedRedirect', true)],
    ['part 2 §4.5 rule 4: the buy-domain page', { goToPurchaseDomain: true, returnCheetah: true }, go(pages.buyDomainUrl, 'buyDomain')],
    ['part 2 §4.5 rule 5: the Cheetah builder', { returnCheetah: true }, go(pages.cheetahBuilderUrl, 'cheetahBuilder')],
    ['part 2 §4.5 rule 6: website-mastery adds iduser and hash', { slug: 'website-mastery' }, go('https://shop.example.com/welcome?iduser=501&hash=h4sh', 'productRedirectWithUser')],
    ['part 2 §4.5 rule 6: email-marketing-mastery adds iduser and hash', { slug: 'email-marketing-mastery' }, go('https://shop.example.com/welcome?iduser=501&hash=h4sh', 'productRedirectWithUser')],
    ['part 2 §4.5 rule 7: the product redirect with aid and sd', {}, go('https://shop.example.com/welcome?aid=77&sd=loja', 'productOrOffice')],
    ['part 2 §4.5 rule 7: the office with aid and sd without a product redirect', { productRedirect: null }, go('https://office.example.com/office?aid=77&sd=loja', 'productOrOffice')],
    ['part 2 §2: url-after-payment replaces the product redirect', { urlAfterPayment: 'https://shop.example.com/custom' }, go('https://shop.example.com/custom?aid=77&sd=loja', 'productOrOffice')],
    ['part 2 §4.5 rule 7: a sponsor without sd adds only aid', { sponsor: { aid: '77', sd: null } }, go('https://shop.example.com/welcome?aid=77', 'productOrOffice')],
  ])('%s', (_, overrides, expected) => {
    expect(afterPaymentRedirect({ ...base, ...overrides }, pages, policy, BANKS)).toEqual(expected);
  });
});

describe('afterPaymentRedirect safety (DESIGN.md Security)', () => {
  it.each<[string, Partial<AfterPaymentInput>, AfterPaymentRedirect]>([
    ['DESIGN.md Security: a foreign url-after-payment falls back to the office', { urlAfterPayment: 'https://evil.example.net/x' }, go('https://office.example.com/office?aid=77&sd=loja', 'productOrOffice')],
    ['DESIGN.md Security: a javascript: stored redirect falls back to the office', { storedRedirect: 'javascript:alert(1)' }, go(policy.officeUrl, 'storedRedirect', true)],
    ['DESIGN.md Security: a bank URL outside the allow-list falls back to the office', { copBankUrl: 'https://unknown-bank.example/pay' }, go(policy.officeUrl, 'copBankUrl')],
    ['part 2 §4.5 rule 1: the COP bank URL is checked against the bank list: a PSE bank not on the buyer-facing list is followed', { copBankUrl: 'https://pse.bank.example/pay/7' }, go('https://pse.bank.example/pay/7', 'copBankUrl')],
    ['part 2 §4.5 rule 1: a buyer-facing origin that is no bank is not followed as the bank page', { copBankUrl: 'https://shop.example.com/pay' }, go(policy.officeUrl, 'copBankUrl')],
    ['DESIGN.md Security: an http product redirect falls back to the office', { productRedirect: 'http://shop.example.com/welcome' }, go('https://office.example.com/office?aid=77&sd=loja', 'productOrOffice')],
  ])('%s', (_, overrides, expected) => {
    expect(afterPaymentRedirect({ ...base, ...overrides }, pages, policy, BANKS)).toEqual(expected);
  });
});
