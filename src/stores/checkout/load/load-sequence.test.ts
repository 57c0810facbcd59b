import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxLogEntries } from '~/sandbox/handlers/misc-store';
import { sandboxInvoice } from '~/sandbox/handlers/invoice';
import { setScenario } from '~/sandbox/scenario';
import { $invoiceNotes } from '../invoice-notes';
import { loadInput, TEST_OFFICE_URL } from '../../../../tests/setup/load-input';
import { LOAD_PHASE_RUNNERS, runLoadSequence } from './load-sequence';
import { $methods } from '../choice/methods';
import { $notices, clearNotices } from '../notice';
import { $period } from '../period';
import { $checkoutToken, $flow, $invoice, $ipLocale, $lang, $product, $sponsor, $uplineMethod, $user } from '../session';
import { $status, LOAD_PHASES, type LoadPhase } from './status';

afterEach(() => clearNotices());

describe('runLoadSequence: happy paths (part 1 §4, part 2 §4.1)', () => {
  it('part 1 §4: a visitor on premium-plus-plan gets a ready checkout without invoice or token', async () => {
    await expect(runLoadSequence(loadInput('premium-plus-plan'))).resolves.toEqual({ state: 'ready' });
    expect($product.get()).toMatchObject({ slug: 'premium-plus-plan', amount: 19900, currency: 'USD' });
    expect([$user.get(), $invoice.get(), $checkoutToken.get(), $sponsor.get()]).toEqual([null, null, null, null]);
    expect($lang.get()).toBe('pt');
    expect($methods.get()).toEqual(['creditCard', 'paypal']);
  });

  it('part 1 §4: a logged-in br buyer gets the language, token, invoice and locale', async () => {
    setScenario({ user: 'br' });
    await expect(runLoadSequence(loadInput('premium-plus-plan', '', { browserLanguages: ['en-US'] }))).resolves.toEqual({ state: 'ready' });
    expect($user.get()?.name).toBe('Ana Souza');
    expect($lang.get()).toBe('pt');
    expect($checkoutToken.get()).toMatch(/^chk_sandbox_1001_/);
    expect($invoice.get()).toEqual({ id: 6001, replacedInvoiceId: null });
    expect($ipLocale.get()?.country).toBe('BR');
    expect($flow.get()).toEqual({ kind: 'plan' });
    expect($notices.get()).toEqual([]);
  });

  it('part 1 §4: the status names each phase in order while loading', async () => {
    const seen: string[] = [];
    const stop = $status.listen((status) => {
      if (status.state === 'loading') seen.push(status.phase);
    });
    await runLoadSequence(loadInput('premium-plus-plan'));
    stop();
    expect(seen).toEqual([...LOAD_PHASES]);
  });
});

describe('runLoadSequence: every outcome (part 1 §2, §4, §8; part 2 §4.1, §8)', () => {
  it.each([
    ['part 1 §8 plan_or_fee_not_found: an unknown slug', null, 'no-such-plan', '', '/pt/not-found-plan-or-fee?slug=no-such-plan'],
    ['part 1 §8 plan_or_fee_not_found: an undecodable slug (/payment/100%)', null, '100%', '', '/pt/not-found-plan-or-fee?slug=100%25'],
    ['part 1 §8 plan_or_fee_not_found: a dot-segment slug is never sent', null, '..', '', '/pt/not-found-plan-or-fee?slug=..'],
    ['part 1 §4 plan_or_fee_inactive: a 1EUR coupon in the URL', null, 'premium-plus-plan', '?coupon=1eur',
      '/pt/plan-or-fee-inactive/premium-plus-plan?currency=USD'],
    ['part 1 §4 plan_or_fee_inactive: a hidden plan without redirect for a visitor', null, 'hidden-plan', '',
      '/pt/plan-or-fee-inactive/hidden-plan?currency=EUR'],
    ['part 1 §4: a hidden plan with redir_on_inactive redirects there', null, 'black-friday-plan', '', 'https://www.example.com/plans'],
    ['part 1 §4: a hidden plan sends a logged-in user to the office', 'br', 'hidden-plan', '', TEST_OFFICE_URL],
    ['part 1 §5 currency_not_available: a plan in GHS (its title is handed over, not put in the URL)', null, 'ghana-plan', '', '/pt/currency-not-available?currency=GHS'],
    ['part 1 §5 currency_not_available: a pause in a currency not accepted', 'br', 'pause-account', '?pause_account=1&currency=XYZ',
      '/pt/currency-not-available?currency=XYZ'],
    ['part 1 §2 unavailable: WordPress plan without stn_wp_order_id', null, 'wordpress-cloud-plan', '', '/pt/unavailable?case=wordpress'],
    ['part 1 §2 unavailable: template plan without tp_slug', null, 'premium-template-plan', '', '/pt/unavailable?case=template'],
    ['part 1 §2 unavailable: a BRL plan for the us user', 'us', 'premium-plan-149-brl', '', '/unavailable?case=brl_outside_brazil'],
    ['part 1 §2 unavailable: a domain that cannot be renewed (its message is handed over, not put in the URL)', 'br', 'domain-purchase',
      '?payDomain=1&domain=expired-shop.com', '/pt/unavailable?case=domain_not_renewable'],
    ['part 1 §8 continue_load: extra storage without login goes to the office', null, 'extra-storage', '?extraStorage=1&extraStorageQtd=2', TEST_OFFICE_URL],
    ['part 1 §5 continue_load: a storage quantity that is not an integer', 'br', 'extra-storage', '?extraStorage=1&extraStorageQtd=2.5', TEST_OFFICE_URL],
    ['part 1 §2: a user blocked for fraud goes to /block-user with the count', 'blocked', 'premium-plus-plan', '', '/block-user?warnings=3'],
  ])('%s', async (_row, user, slug, search, to) => {
    if (user) setScenario({ user });
    await expect(runLoadSequence(loadInput(slug, search))).resolves.toEqual({ state: 'leaving', to });
  });

  it.each([
    ['part 1 §8 plan_or_fee_not_found: an unknown slug, English visitor (no prefix)', null, 'en-US', 'no-such-plan', '', '/not-found-plan-or-fee?slug=no-such-plan'],
    ['part 1 §4 plan_or_fee_inactive: a 1EUR coupon in the URL, German visitor', null, 'de-DE', 'premium-plus-plan', '?coupon=1EUR',
      '/de/plan-or-fee-inactive/premium-plus-plan?currency=USD'],
    ['part 1 §4: black-friday-plan goes to its redir_on_inactive, English visitor', null, 'en-US', 'black-friday-plan', '', 'https://www.example.com/plans'],
    ['part 1 §5 currency_not_available: a GHS plan, Spanish visitor', null, 'es-MX', 'ghana-plan', '', '/es/currency-not-available?currency=GHS'],
    ['part 1 §2 unavailable: WordPress plan without stn_wp_order_id, English visitor', null, 'en-US', 'wordpress-cloud-plan', '', '/unavailable?case=wordpress'],
    ['part 1 §2 unavailable: template plan without tp_slug, German visitor', null, 'de-DE', 'premium-template-plan', '', '/de/unavailable?case=template'],
    ['part 1 §8 continue_load: extra storage as an English visitor goes to the office', null, 'en-US', 'extra-storage', '?extraStorage=1', TEST_OFFICE_URL],
    ['part 1 §8 continue_load: extra connection as a visitor goes to the office', null, 'pt-BR', 'extra-connection', '?extraConnection=1&extraConnectionQtd=1', TEST_OFFICE_URL],
    ['part 1 §2 unavailable: a BRL plan for the de user, in the office language', 'de', 'de-DE', 'premium-plan-149-brl', '', '/de/unavailable?case=brl_outside_brazil'],
    ['part 1 §2 unavailable: a domain that cannot be renewed, for the us user', 'us', 'en-US', 'domain-purchase', '?payDomain=1&domain=expired-shop.com',
      '/unavailable?case=domain_not_renewable'],
  ])('%s: the notice page in the page language', async (_row, user, browserLanguage, slug, search, to) => {
    if (user) setScenario({ user });
    await expect(runLoadSequence(loadInput(slug, search, { browserLanguages: [browserLanguage] }))).resolves.toEqual({ state: 'leaving', to });
  });

  it('part 1 §2: undecodable parameters never stop the load', async () => {
    await expect(runLoadSequence(loadInput('premium-plus-plan', '?coupon=%E0%A4%A&period=%&lang=100%'))).resolves.toEqual({ state: 'ready' });
  });

  it.each([
    ['part 1 §1 is_team_account: a team account is blocked on a plan with the message', 'premium-plus-plan'],
    ['part 1 §1 is_team_account: a team account is blocked on a fee too', 'implementation-fee'],
  ])('%s', async (_row, slug) => {
    setScenario({ user: 'team' });
    await expect(runLoadSequence(loadInput(slug))).resolves.toEqual({ state: 'blocked', messageKey: 'errors:account.team_account' });
  });

  it('part 1 §5: a team account may buy extra connections', async () => {
    setScenario({ user: 'team' });
    await expect(runLoadSequence(loadInput('extra-connection', '?extraConnection=1&extraConnectionQtd=1'))).resolves.toEqual({ state: 'ready' });
    expect($product.get()).toMatchObject({ title: 'Conexão de domínio extra', domainExtraQuantity: 1 });
    expect($user.get()?.email).toBe('team@sandbox.test');
  });

  it('part 1 §5: a team account may buy extra storage, paid by PayPal', async () => {
    setScenario({ user: 'team' });
    await expect(runLoadSequence(loadInput('extra-storage', '?extraStorage=1&extraStorageQtd=2'))).resolves.toEqual({ state: 'ready' });
    expect($product.get()).toMatchObject({ amount: 1000, currency: 'USD', storageKb: 2 * 10 * 1024 * 1024 });
    expect($methods.get()).toEqual(['paypal']);
  });

  it.each([
    ['part 2 §8 error_domain: an unknown order', 'br', 'domain-registry', '?order=ORD-404', 'error_domain'],
    ['part 2 §8 error_domain: another user\'s order', 'us', 'domain-registry', '?order=ORD-1001', 'error_domain'],
    ['part 2 §8 error_domain: an order the office does not know', 'br', 'domain-registry', '?order=UNKNOWN', 'error_domain'],
    ['part 2 §8 error_domain: another user\'s order, for the mx user', 'mx', 'domain-registry', '?order=ORD-1001', 'error_domain'],
  ])('%s ends in the load-error view and is logged', async (_row, user, slug, search, code) => {
    setScenario({ user });
    await expect(runLoadSequence(loadInput(slug, search))).resolves.toEqual({ state: 'error', messageKey: 'errors:load.load_error' });
    expect(sandboxLogEntries().at(-1)).toMatchObject({ type: 'ERROR', data: { slug, phase: 'product', failure: code } });
  });

  it.each<[string, LoadPhase, string]>([
    ['part 1 §4: HTTP 500 on login-status', 'loginStatus', 'login-status'],
    ['part 1 §4: HTTP 500 on the plan lookup', 'product', 'plan-or-fee'],
    ['part 1 §4: HTTP 500 on invoice/create', 'invoice', 'invoice/create'],
  ])('%s ends in the load-error view, logged with its phase, and the reload loads', async (_row, phase, faultPath) => {
    setScenario({ user: 'br', fault: 'http500', faultTimes: 1, faultPath });
    await expect(runLoadSequence(loadInput('premium-plus-plan'))).resolves.toEqual({ state: 'error', messageKey: 'errors:load.load_error' });
    expect(sandboxLogEntries().at(-1)).toMatchObject({ type: 'ERROR', data: { phase, failure: 'unexpected' } });
    await expect(runLoadSequence(loadInput('premium-plus-plan'))).resolves.toEqual({ state: 'ready' });
  });

  it.each<[string, string, string, 'malformed' | 'offline' | 'http500', string]>([
    ['DESIGN.md Failures: a malformed plan lookup', 'br', 'pt-BR', 'malformed', 'plan-or-fee'],
    ['DESIGN.md Failures: login-status offline', 'us', 'en-US', 'offline', 'login-status'],
    ['DESIGN.md Failures: HTTP 500 on invoice/create', 'mx', 'es-MX', 'http500', 'invoice/create'],
  ])('%s (%s) ends in the load-error view, and the reload loads', async (_row, user, browserLanguage, fault, faultPath) => {
    const input = loadInput('premium-plus-plan', '', { browserLanguages: [browserLanguage] });
    setScenario({ user, fault, faultTimes: 1, faultPath });
    await expect(runLoadSequence(input)).resolves.toEqual({ state: 'error', messageKey: 'errors:load.load_error' });
    await expect(runLoadSequence(input)).resolves.toEqual({ state: 'ready' });
  });
});

describe('runLoadSequence: flows, invoices and notes (part 1 §3-§5, part 2 §3, §4.3, §7)', () => {
  it.each([
    ['part 1 §9: pause account converted through the currency converter', 'br', 'pause-account', '?pause_account=1&currency=BRL', { amount: 8100, currency: 'BRL' }],
    ['part 1 §7: a domain price with privacy protection', 'br', 'domain-purchase', '?payDomain=1&domain=minhaloja.com',
      { amount: 1798, domain: { name: 'minhaloja.com', protection: true, years: 1 } }],
    ['part 1 §7: extra connections by quantity', 'br', 'extra-connection', '?extraConnection=1&extraConnectionQtd=3', { amount: 900, domainExtraQuantity: 3 }],
    ['part 2 §3: a domain registry order', 'br', 'domain-registry', '?order=ORD-1001', { amount: 1299, currency: 'USD' }],
    ['part 2 §7: the WordPress order price', null, 'wordpress-cloud-plan', '?stn_wp_order_id=wp-2002', { amount: 5990 }],
    ['part 2 §7: the premium template price', null, 'premium-template-plan', '?tp_slug=restaurant-deluxe', { amount: 2900 }],
    ['part 1 §3: a country price', null, 'essentials-plan', '?country=mx', { currency: 'MXN', amount: 83300 }],
    ['part 1 §4: a tool', null, 'funnel-builder-tool', '', { kind: 'tool', amount: 2900 }],
  ])('%s', async (_row, user, slug, search, product) => {
    if (user) setScenario({ user });
    await expect(runLoadSequence(loadInput(slug, search))).resolves.toEqual({ state: 'ready' });
    expect($product.get()).toMatchObject(product);
  });

  it.each([
    ['part 1 §4: the URL invoice of the user without active recurrence is reused', '5001', { id: 5001, replacedInvoiceId: null }, 0],
    ['part 1 §4: an invoice with an active recurrence is replaced silently', '5002', { id: 6001, replacedInvoiceId: null }, 0],
    ['part 1 §8: someone else\'s invoice is replaced with the 6-second notice', '5003', { id: 6001, replacedInvoiceId: '5003' }, 1],
  ])('%s', async (_row, invoice, expected, notices) => {
    setScenario({ user: 'br' });
    await runLoadSequence(loadInput('premium-plus-plan', `?invoice=${invoice}`));
    expect($invoice.get()).toEqual(expected);
    expect($notices.get()).toHaveLength(notices);
  });

  it.each([
    ['part 1 §8: someone else\'s invoice is replaced with the notice, for the us user', '5001', { id: 6001, replacedInvoiceId: '5001' }, 1],
    ['part 1 §4: the us user\'s own invoice without active recurrence is reused', '5003', { id: 5003, replacedInvoiceId: null }, 0],
  ])('%s', async (_row, invoice, expected, notices) => {
    setScenario({ user: 'us' });
    await runLoadSequence(loadInput('premium-plus-plan', `?invoice=${invoice}`, { browserLanguages: ['en-US'] }));
    expect($invoice.get()).toEqual(expected);
    expect($notices.get()).toHaveLength(notices);
  });

  it('part 1 §8: the notice names the replaced invoice (its 6 s are tested in notice.test.ts)', async () => {
    setScenario({ user: 'br' });
    await runLoadSequence(loadInput('premium-plus-plan', '?invoice=5003'));
    expect($notices.get()[0]).toMatchObject({ key: 'errors:load.invoice_not_owned', values: { invoice: '5003' } });
  });

  it('part 2 §7: support (cs_code cookie) and sales are stored on the invoice, and the cookie is removed', async () => {
    setScenario({ user: 'br' });
    const removeCookie = vi.fn();
    await runLoadSequence(loadInput('premium-plus-plan', '?sales=camila', { cookies: 'x=1; cs_code=CS-CARLA', removeCookie }));
    expect(sandboxInvoice(6001)?.note).toEqual({ support: 'Carla Ribeiro', sales: 'camila' });
    expect($invoiceNotes.get()).toEqual({ support: 'Carla Ribeiro', sales: 'camila' });
    expect(removeCookie).toHaveBeenCalledWith('cs_code');
  });

  it('part 2 §4.3: the upline user pays the first month of mentorship-plan to the sponsor by PayPal', async () => {
    setScenario({ user: 'upline' });
    await expect(runLoadSequence(loadInput('mentorship-plan'))).resolves.toEqual({ state: 'ready' });
    expect($uplineMethod.get()).toBe('paypal');
    expect($methods.get()).toEqual(['paypal']);
    expect($sponsor.get()?.name).toBe('Marina Costa');
    expect(sandboxInvoice(6001)?.note).toEqual({ upline_first_payment: true });
  });

  it('part 1 §4: a fee with plan_to_active gets a second invoice for the plan', async () => {
    setScenario({ user: 'br' });
    await runLoadSequence(loadInput('implementation-fee'));
    expect(sandboxInvoice(6002)?.origin).toMatchObject({ kind: 'checkout', payload: { type: 'plan', slug: 'essentials-plan' } });
  });

  it('part 1 §2: period=y starts the cart yearly', async () => {
    await runLoadSequence(loadInput('advanced-plan', '?period=y'));
    expect($period.get()).toBe('YEARLY');
  });

  it.each([
    ['part 1 §8: a template that cannot be fetched keeps the plan price', null, 'premium-template-plan', '?tp_slug=unknown-template', 'premium template'],
    ['part 2 §8: a checkout token that cannot be created', 'br', 'premium-plus-plan', '', 'checkout token'],
  ])('%s: loaded, logged as a warning', async (_row, user, slug, search, what) => {
    setScenario({ user, fault: user ? 'http500' : null, faultTimes: 1, faultPath: 'token-checkout' });
    await expect(runLoadSequence(loadInput(slug, search))).resolves.toEqual({ state: 'ready' });
    expect(sandboxLogEntries()).toContainEqual(expect.objectContaining({ type: 'WARNING', message: expect.stringMatching(new RegExp(`^checkout load: ${what}.* failed \\(ignored\\)$`)) }));
  });

  it('part 1 §4: a reload started while a run is waiting wins', async () => {
    const slow = { ...LOAD_PHASE_RUNNERS, support: () => new Promise<never>(() => undefined) };
    void runLoadSequence(loadInput('premium-plus-plan'), slow);
    await vi.waitFor(() => expect($status.get()).toEqual({ state: 'loading', phase: 'support' }));
    await expect(runLoadSequence(loadInput('advanced-plan'))).resolves.toEqual({ state: 'ready' });
    expect($product.get()?.slug).toBe('advanced-plan');
  });
});
