import { describe, expect, it } from 'vitest';
import { detectFlow, isAccountExtraFlow, NO_SPECIAL_SLUGS, type FlowContext, type FlowDetection, type FlowKind } from '~/domain/flows';

const lists = {
  ...NO_SPECIAL_SLUGS,
  domainPurchase: ['domain-purchase'],
  storage: ['extra-storage'],
  extraConnection: ['extra-connection'],
  domainRegistry: ['domain-registry'],
  wordpressCloud: ['wp-cloud-essentials'],
  premiumTemplate: ['premium-template'],
};
const ctx = (overrides: Partial<FlowContext> = {}): FlowContext => ({
  slug: 'advanced-plan',
  isLoggedIn: true,
  productKind: 'plan',
  slugLists: lists,
  ...overrides,
});
const CONTINUE: FlowDetection = { ok: false, failure: { code: 'continue_load' } };

describe('detectFlow', () => {
  it.each<[string, string, Partial<FlowContext>, FlowDetection]>([
    ['part 1 §4: a plan slug is a plan purchase', '', {}, { ok: true, flow: { kind: 'plan' } }],
    ['part 1 §4: a fee slug is a fee purchase', '', { productKind: 'fee' }, { ok: true, flow: { kind: 'fee' } }],
    ['part 1 §4: a tool slug is a tool purchase', '', { productKind: 'tool' }, { ok: true, flow: { kind: 'tool' } }],
    ['part 1 §4: bundle-plan is a bundle purchase', '', { slug: 'bundle-plan' }, { ok: true, flow: { kind: 'bundle' } }],
    ['part 1 §4: a bundle trial slug is a bundle purchase', '', { slug: 'bundle-plan-trial' }, { ok: true, flow: { kind: 'bundle' } }],
    ['part 1 §5: payDomain=1 with domain is a domain purchase', 'payDomain=1&domain=shop.example&connect_to=site-9&reference=r1', {},
      { ok: true, flow: { kind: 'domainPurchase', domain: 'shop.example', connectTo: 'site-9', reference: 'r1' } }],
    ['part 1 §5: connect_to and reference are optional', 'payDomain=1&domain=shop.example', {},
      { ok: true, flow: { kind: 'domainPurchase', domain: 'shop.example', connectTo: null, reference: null } }],
    ['part 1 §5: a domain purchase without domain goes to the office', 'payDomain=1', {}, CONTINUE],
    ['part 1 §5: a domain purchase without login goes to the office', 'payDomain=1&domain=shop.example', { isLoggedIn: false }, CONTINUE],
    ['part 1 §9: a domain slug without payDomain needs its domain', '', { slug: 'domain-purchase' }, CONTINUE],
    ['part 1 §5: extraStorage=1 with an integer quantity is a storage purchase', 'extraStorage=1&extraStorageQtd=3', {}, { ok: true, flow: { kind: 'storage', quantity: 3 } }],
    ['part 1 §5: a decimal storage quantity goes to the office', 'extraStorage=1&extraStorageQtd=2.5', {}, CONTINUE],
    ['part 1 §5: a non-numeric storage quantity goes to the office', 'extraStorage=1&extraStorageQtd=abc', {}, CONTINUE],
    ['part 1 §5: a zero storage quantity goes to the office', 'extraStorage=1&extraStorageQtd=0', {}, CONTINUE],
    ['part 1 §5: a missing storage quantity goes to the office', 'extraStorage=1', {}, CONTINUE],
    ['part 1 §5: storage without login goes to the office', 'extraStorage=1&extraStorageQtd=3', { isLoggedIn: false }, CONTINUE],
    ['part 1 §9: a storage slug reads extraStorageQtd', 'extraStorageQtd=2', { slug: 'extra-storage' }, { ok: true, flow: { kind: 'storage', quantity: 2 } }],
    ['part 1 §5: extraConnection=1 with an integer quantity is an extra connection', 'extraConnection=1&extraConnectionQtd=2', {}, { ok: true, flow: { kind: 'extraConnection', quantity: 2 } }],
    ['part 1 §5: a negative connection quantity goes to the office', 'extraConnection=1&extraConnectionQtd=-2', {}, CONTINUE],
    ['part 1 §5: an extra connection without login goes to the office', 'extraConnection=1&extraConnectionQtd=2', { isLoggedIn: false }, CONTINUE],
    ['part 1 §5: order is a domain registry purchase', 'order=ORD-77', {}, { ok: true, flow: { kind: 'domainRegistry', order: 'ORD-77' } }],
    ['part 1 §5: a domain registry without login goes to the office', 'order=ORD-77', { isLoggedIn: false }, CONTINUE],
    ['part 1 §5: a registry slug without order goes to the office', '', { slug: 'domain-registry' }, CONTINUE],
    ['part 2 §2: stn_wp_order_id is a WordPress cloud purchase', 'stn_wp_order_id=991', { slug: 'wp-cloud-essentials' }, { ok: true, flow: { kind: 'wordpressCloud', wpOrderId: '991' } }],
    ['part 1 §2: a WordPress cloud plan without stn_wp_order_id is unavailable', '', { slug: 'wp-cloud-essentials' },
      { ok: false, failure: { code: 'unavailable', unavailableCase: 'wordpress', serverMessage: null } }],
    ['part 2 §2: tp_slug is a premium template purchase', 'tp_slug=bakery', { slug: 'premium-template' }, { ok: true, flow: { kind: 'premiumTemplate', templateSlug: 'bakery' } }],
    ['part 1 §2: a template plan without tp_slug is unavailable', '', { slug: 'premium-template' },
      { ok: false, failure: { code: 'unavailable', unavailableCase: 'template', serverMessage: null } }],
    ['DESIGN.md Security: order=.. (a dot segment) goes to the office, never into the API path', 'order=..', {}, CONTINUE],
    ['DESIGN.md Security: an order with a slash goes to the office', 'order=ORD-1%2F..%2F..', {}, CONTINUE],
    ['DESIGN.md Security: stn_wp_order_id=.. is an invalid WordPress link', 'stn_wp_order_id=..', {},
      { ok: false, failure: { code: 'unavailable', unavailableCase: 'wordpress', serverMessage: null } }],
    ['DESIGN.md Security: tp_slug=../x is an invalid template link', 'tp_slug=..%2Fx', {},
      { ok: false, failure: { code: 'unavailable', unavailableCase: 'template', serverMessage: null } }],
    ['part 1 §5: pause_account with currency is a pause purchase', 'pause_account=1&currency=mxn', { productKind: 'fee' }, { ok: true, flow: { kind: 'pauseAccount', currency: 'MXN' } }],
    ['part 1 §5: pause_account without currency is an ordinary purchase', 'pause_account=1', { productKind: 'fee' }, { ok: true, flow: { kind: 'fee' } }],
    ['part 1 §5: currency without pause_account is an ordinary purchase', 'currency=EUR', {}, { ok: true, flow: { kind: 'plan' } }],
    ['part 1 §5: pause_account in a refused currency is not available', 'pause_account=1&currency=XYZ', {}, { ok: false, failure: { code: 'currency_not_available', currency: 'XYZ' } }],
    ['part 1 §2: payDomain other than 1 is not a domain purchase', 'payDomain=true&domain=shop.example', {}, { ok: true, flow: { kind: 'plan' } }],
  ])('%s', (_, query, overrides, expected) => {
    expect(detectFlow(new URLSearchParams(query), ctx(overrides))).toEqual(expected);
  });

  it('part 1 §2: reads a plain record as well as URLSearchParams', () => {
    expect(detectFlow({ extraConnection: '1', extraConnectionQtd: '4' }, ctx())).toEqual({ ok: true, flow: { kind: 'extraConnection', quantity: 4 } });
  });
});

describe('isAccountExtraFlow', () => {
  it.each<[string, FlowKind, boolean]>([
    ['part 2 §4.1: domain purchase', 'domainPurchase', true],
    ['part 2 §4.1: storage', 'storage', true],
    ['part 2 §4.1: extra connection', 'extraConnection', true],
    ['part 2 §4.1: domain registry is not one', 'domainRegistry', false],
    ['part 2 §4.1: plan is not one', 'plan', false],
  ])('%s: %s', (_, kind, expected) => {
    expect(isAccountExtraFlow(kind)).toBe(expected);
  });
});
