// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_FIELDS_STATUS, type CollectResult } from '~/providers/registry';
import { sandboxBankReturn } from '~/sandbox/handlers/payment-answers';
import { sandboxPaymentRecords } from '~/sandbox/handlers/payment-store';
import { settledAnswer } from '~/sandbox/handlers/payment-state';
import { bankReturnUrl } from '~/sandbox/provider-pages/bank-return';
import { setScenario } from '~/sandbox/scenario';
import { resetStores } from '~/stores/reset';
import { loadInput } from '../../../../tests/setup/load-input';
import { $cartTotals } from '../cart/cart';
import { applyCoupon } from '../coupon/coupon';
import { reportFieldsStatus, setHolderName, setProviderHandle } from '../choice/fields';
import { chooseMethod, startMethodSelection, stopMethodSelection } from '../choice/selection';
import { runLoadSequence } from '../load/load-sequence';
import { switchPeriod } from '../period';
import { purchaseRecord } from '../purchase/ledger';
import { currentPurchase } from '../purchase/current';
import { $step } from '../steps';
import { openAttempt } from './attempt-key';
import { pay } from './pay';
import { resumeReturnFromThreeDSecure } from './pay-entry';
import { $paymentStatus } from './status';

/*
 * Part 2 §4.4, §7: the 3-D Secure return lands on the same purchase. The gateway is given `redir_url_after_payment`
 * (the checkout page, its query the purchase's) and sends the buyer back there, whatever page called it: a real
 * gateway on another origin never gets the page's query from the Referer.
 */

const SLUG = 'premium-plus-plan-trial';

/** The page's address, as the checkout reads it (location.search) when it builds a return URL. */
function openPage(search: string): void {
  history.replaceState(null, '', `/payment/${SLUG}${search}`);
}

afterEach(() => {
  stopMethodSelection();
  history.replaceState(null, '', '/');
});

/**
 * The body the sandbox gateway was sent for this test's payment of `call`, for this test's plan: a request another
 * test file left under way in this worker may write its record after the reset, beside this test's.
 */
function sent(call: string): Record<string, unknown> {
  return ownRecords()
    .filter((r) => r.call === call)
    .map(bodyOf)
    .findLast((body) => slugOf(body) === SLUG) ?? {};
}

const bodyOf = (record: { key: string }) => JSON.parse(settledAnswer(record.key)?.fingerprint ?? '{}') as Record<string, unknown>;
const slugOf = (body: Record<string, unknown>) => (body['product'] as { slug?: string } | undefined)?.slug;

/** The sandbox gateway's records, without those of another plan that another test file's request left behind. */
function ownRecords() {
  return sandboxPaymentRecords().filter((r) => [SLUG, undefined].includes(slugOf(bodyOf(r))));
}

describe('the 3-D Secure return keeps the purchase (part 2 §4.4, §7; decision 012)', () => {
  it('a trial bought yearly with a coupon typed on the page: the bank returns to the URL the gateway was given, the return pays the open attempt and schedules the future payment yearly with the coupon', async () => {
    const search = '?aid=777&utm_source=mail';
    openPage(search);
    setScenario({ user: 'us' });
    await runLoadSequence(loadInput(SLUG, search));
    // On the page: the yearly toggle, then the coupon (a switch clears a coupon, part 1 §4).
    switchPeriod('YEARLY');
    expect((await applyCoupon('OFF10')).status).toBe('applied');
    const totals = $cartTotals.get();
    expect(totals?.months).toBe(12);
    $step.set('payment');
    startMethodSelection();
    chooseMethod('creditCard');
    setHolderName('John Miller');
    reportFieldsStatus({ ...EMPTY_FIELDS_STATUS, numberComplete: true, expiryComplete: true, cvcComplete: true });
    setProviderHandle({ collect: async (): Promise<CollectResult> => ({ ok: true, payment: { source_token: 'tok_sandbox_3063' } }) });
    await pay();
    const status = $paymentStatus.get();
    if (status.state !== 'redirecting') throw new Error(`expected the 3-D Secure redirect, got ${status.state}`);

    const given = `${location.origin}/payment/${SLUG}?aid=777&utm_source=mail&period=y&coupon=OFF10`;
    expect(sent('provider-s-card')['redir_url_after_payment']).toBe(given);
    const challenge = new URL(status.redirect.url);
    const bank = sandboxBankReturn({ others: { action: { url: status.redirect.url } } });
    const back = bankReturnUrl(challenge, bank.redirectResult);
    expect(back?.href).toBe(`${given}&threeSecure=1&identify=${bank.identify}&redirectResult=${bank.redirectResult}`);
    const attempt = openAttempt();
    expect(attempt).not.toBeNull();

    // The buyer comes back: a new page at the URL the bank built.
    resetStores('page');
    openPage(back!.search);
    await runLoadSequence(loadInput(SLUG, back!.search));
    expect($cartTotals.get()).toEqual(totals);
    await resumeReturnFromThreeDSecure();
    expect($paymentStatus.get().state).toBe('paid');
    // The attempt the buyer left with was found and is the one paid: no other payment.
    expect(purchaseRecord(currentPurchase()!)).toMatchObject({ key: attempt!.key, state: 'paid' });
    expect(ownRecords().map((r) => r.call)).toEqual(['provider-s-card', 'future-payment']);
    // Part 2 §7 "Future payment": scheduled from the period and the coupon the buyer paid with.
    const discount = sent('provider-s-card')['discount'];
    expect(discount).toEqual(expect.objectContaining({ type: expect.any(String) }));
    expect(sent('future-payment')).toMatchObject({ interval: 12, discount });
  });

  it('part 2 §4.4: PayPal’s forced return through the office comes back to the same purchase too, with its country-price values', async () => {
    const search = '?aid=777&country=mx&threeSecure=1&identify=3ds_old';
    openPage(search);
    setScenario({ user: 'us' });
    await runLoadSequence(loadInput(SLUG, search));
    switchPeriod('YEARLY');
    $step.set('payment');
    startMethodSelection();
    chooseMethod('paypal');
    await pay();
    const status = $paymentStatus.get();
    if (status.state !== 'redirecting') throw new Error(`expected the PayPal redirect, got ${status.state}`);
    const back = new URL(new URL(status.redirect.url).searchParams.get('force_return_url') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${location.origin}/payment/${SLUG}`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ aid: '777', country: 'mx', period: 'y', lang: 'en' });
  });
});
