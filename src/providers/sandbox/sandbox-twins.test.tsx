// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldsProps } from '../../../tests/setup/provider-test-props';
import { Fields as SandboxA } from '../european/sandbox/SandboxCardA';
import { Fields as SandboxS } from '../international/sandbox/SandboxCardS';
import type { WalletBridge } from '../provider';

/*
 * The sandbox twins of providers S and A through the provider interface (DESIGN.md "Payments"): the card frame is
 * played by the test (messages from the frame's window, answers to its collect), so what reaches the page is
 * checked: completeness, the sandbox token, never a card number.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function frameWindow(): Window {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[src*="/sandbox/card-frame"]');
  if (!frame?.contentWindow) throw new Error('no card frame');
  return frame.contentWindow;
}

function fromFrame(data: unknown, source: Window | null = frameWindow()) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin, source }));
  });
}

/** Answers the frame's next collect with `answer` (the collect id is the one the page sent). */
function answerCollect(answer: Record<string, unknown>) {
  const post = vi.spyOn(frameWindow(), 'postMessage').mockImplementation((message: unknown) => {
    const { id } = message as { id: number };
    queueMicrotask(() => fromFrame({ type: 'sandbox-card:collected', id, ...answer }));
  });
  return post;
}

describe('sandbox card frame (decision 024: the card number stays in the frame)', () => {
  it('frames /sandbox/card-frame with the labels in the page language', () => {
    const { props } = fieldsProps('creditCard', { lang: 'de' });
    render(<SandboxS {...props} />);
    const src = new URL(document.querySelector<HTMLIFrameElement>('iframe[src*="/sandbox/card-frame"]')!.getAttribute('src')!, location.origin);
    expect(src.pathname).toBe('/sandbox/card-frame');
    expect(src.searchParams.get('number')).toBe('Kartennummer');
    expect(src.searchParams.get('provider')).toBe('s');
  });

  it('reports completeness and a field error from the frame, and ignores other windows', () => {
    const fields = fieldsProps('creditCard');
    render(<SandboxS {...fields.props} />);
    fromFrame({ type: 'sandbox-card:status', numberComplete: true, expiryComplete: true, cvcComplete: false, error: 'cvc' });
    // Part 2 §8: the field's own text ("O CVC é inválido"), not the generic one.
    expect(fields.lastStatus()).toEqual({ numberComplete: true, expiryComplete: true, cvcComplete: false, accountComplete: false, error: { key: 'payment:errors.invalid_cvc' } });
    fromFrame({ type: 'sandbox-card:status', numberComplete: true, expiryComplete: false, cvcComplete: false, error: 'expiryYear' });
    expect(fields.lastStatus()?.error).toEqual({ key: 'payment:errors.invalid_card_year' });
    fromFrame({ type: 'sandbox-card:status', numberComplete: true, expiryComplete: true, cvcComplete: true, error: null }, window);
    expect(fields.lastStatus()?.cvcComplete).toBe(false);
  });

  it('provider S twin: collect answers the sandbox token as source_token', async () => {
    const fields = fieldsProps('creditCard');
    render(<SandboxS {...fields.props} />);
    answerCollect({ ok: true, token: 'tok_sandbox_4242', expMonth: '12', expYear: '34' });
    await expect(fields.handle().collect({ holderName: 'Ana Souza' })).resolves.toEqual({ ok: true, payment: { source_token: 'tok_sandbox_4242' } });
  });

  it('provider A twin: collect answers card-encrypt and browserInfo, with the holder, and no card number', async () => {
    const fields = fieldsProps('creditCard');
    render(<SandboxA {...fields.props} />);
    answerCollect({ ok: true, token: 'tok_sandbox_4242', expMonth: '12', expYear: '34' });
    const result = await fields.handle().collect({ holderName: 'Lena Fischer' });
    expect(result).toMatchObject({ ok: true, payment: { 'card-encrypt': { encryptedCardNumber: 'tok_sandbox_4242', encryptedExpiryYear: 'sandbox_enc_2034', holderName: 'Lena Fischer' } } });
    expect(JSON.stringify(result)).not.toMatch(/4242 ?4242/);
    expect(result.ok && result.payment.browserInfo).toBeTruthy();
  });

  it('an incomplete card, or a frame that does not answer, is "Erro no cartão" (part 2 §8)', async () => {
    const fields = fieldsProps('creditCard');
    render(<SandboxS {...fields.props} />);
    answerCollect({ ok: false });
    await expect(fields.handle().collect({ holderName: 'A' })).resolves.toEqual({ ok: false, message: { key: 'payment:errors.card_field_error' } });
    vi.useFakeTimers();
    vi.spyOn(frameWindow(), 'postMessage').mockImplementation(() => undefined);
    const pending = fields.handle().collect({ holderName: 'A' });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(pending).resolves.toEqual({ ok: false, message: { key: 'payment:errors.card_field_error' } });
  });

  it('tears down: the handle goes back to null on unmount', () => {
    const fields = fieldsProps('creditCard');
    const { unmount } = render(<SandboxS {...fields.props} />);
    unmount();
    expect(fields.handles.at(-1)).toBeNull();
  });
});

describe('provider S twin: 3-D Secure challenge and wallet (part 2 §4.4)', () => {
  // jsdom has no modal dialogs: open and close are enough here (the browser tests use the real one).
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  // Only the twin's confirmation is answered here: a request another test file left under way in the shared worker
  // goes on to the sandbox as before, and is not taken for the twin's.
  const CONFIRM_PATH = 's/payment-intents/confirm';
  const confirmAnswer = (status: string, id = 'pi_sandbox_1') => {
    const passThrough = globalThis.fetch;
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
      String(input instanceof Request ? input.url : input).includes(CONFIRM_PATH)
        ? new Response(JSON.stringify({ id, object: 'payment_intent', status }), { status: 200, headers: { 'content-type': 'application/json' } })
        : passThrough(input, init),
    );
  };
  /** The body of the twin's one confirmation. */
  const confirmBody = (fetch: ReturnType<typeof confirmAnswer>): unknown => {
    const calls = fetch.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes(CONFIRM_PATH));
    expect(calls).toHaveLength(1);
    return JSON.parse(String(calls[0]![1]!.body));
  };

  it.each([
    ['Aprovar', 'succeeded', { ok: true }],
    ['Recusar', 'requires_payment_method', { ok: false, message: { key: 'payment:errors.card_authentication_error', params: { message: 'the test bank did not authenticate the card' } } }],
  ])('the challenge answered %s confirms the intent and ends %s', async (button, status, expected) => {
    const fetch = confirmAnswer(status);
    const fields = fieldsProps('creditCard');
    render(<SandboxS {...fields.props} />);
    const result = fields.handle().authenticate!({ clientSecret: 'pi_sandbox_1_secret_sandbox', paymentMethodId: 'pm_sandbox_1', intentStatus: 'requires_payment_method' });
    fireEvent.click(await screen.findByRole('button', { name: button }));
    await expect(result).resolves.toEqual(expected);
    const body = confirmBody(fetch);
    // Like Stripe's confirmCardPayment after authentication_required: confirmed again with the card's payment method.
    expect(body).toEqual({ client_secret: 'pi_sandbox_1_secret_sandbox', challenge: button === 'Aprovar' ? 'pass' : 'fail', payment_method: 'pm_sandbox_1' });
  });

  it('an intent handed over in requires_action is finished without a payment method (Stripe’s handleNextAction)', async () => {
    const fetch = confirmAnswer('succeeded');
    const fields = fieldsProps('creditCard');
    render(<SandboxS {...fields.props} />);
    const result = fields.handle().authenticate!({ clientSecret: 'pi_sandbox_1_secret_sandbox', paymentMethodId: 'pm_sandbox_1', intentStatus: 'requires_action' });
    fireEvent.click(await screen.findByRole('button', { name: 'Aprovar' }));
    await expect(result).resolves.toEqual({ ok: true });
    expect(confirmBody(fetch)).toEqual({ client_secret: 'pi_sandbox_1_secret_sandbox', challenge: 'pass' });
  });

  it('without the card’s payment method no challenge is shown and nothing is sent: the attempt fails, nothing charged', async () => {
    const fetch = confirmAnswer('succeeded');
    const fields = fieldsProps('creditCard');
    render(<SandboxS {...fields.props} />);
    await expect(fields.handle().authenticate!({ clientSecret: 'pi_sandbox_1_secret_sandbox', paymentMethodId: null, intentStatus: 'requires_payment_method' })).resolves.toEqual({
      ok: false,
      message: { key: 'payment:errors.card_authentication_error', params: { message: 'missing payment method' } },
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
  });

  it('the test wallet is available, asks for the intent secret, confirms it and reports paid', async () => {
    confirmAnswer('succeeded', 'pi_sandbox_7');
    const wallet: WalletBridge = { requestClientSecret: vi.fn(async () => 'pi_sandbox_7_secret_sandbox'), onAvailability: vi.fn(), onResult: vi.fn(), returnUrl: async () => 'http://localhost/payment/x' };
    const { props } = fieldsProps('googlePay');
    render(<SandboxS {...props} wallet={wallet} />);
    expect(wallet.onAvailability).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pagar com a carteira de teste' }));
    await vi.waitFor(() => expect(wallet.onResult).toHaveBeenCalledWith({ ok: true, gatewayIdentifier: 'pi_sandbox_7' }));
  });

  // Decision 012: a confirmation that got no answer may have reached the provider, as with Stripe.js's network errors.
  it('the challenge whose confirmation gets no answer is unknown, never a refusal', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const fields = fieldsProps('creditCard');
    render(<SandboxS {...fields.props} />);
    const result = fields.handle().authenticate!({ clientSecret: 'pi_sandbox_1_secret_sandbox', paymentMethodId: 'pm_sandbox_1', intentStatus: 'requires_payment_method' });
    fireEvent.click(await screen.findByRole('button', { name: 'Aprovar' }));
    await expect(result).resolves.toEqual({ ok: 'unknown' });
  });

  const newWallet = (): WalletBridge => ({ requestClientSecret: vi.fn(async () => 'pi_sandbox_7_secret_sandbox'), onAvailability: vi.fn(), onResult: vi.fn(), returnUrl: async () => 'http://localhost/payment/x' });

  it.each([
    ['USD: cents', 'USD', 6900, { amount: 6900, currency: 'usd' }],
    ['JPY: whole yen, Stripe’s zero-decimal unit (https://docs.stripe.com/currencies#zero-decimal)', 'JPY', 150000, { amount: 1500, currency: 'jpy' }],
  ] as const)('the wallet confirmation carries the sheet’s Elements amount, as the live adapter gives it to Elements (%s)', async (_name, currency, amountCents, sheet) => {
    const fetch = confirmAnswer('succeeded', 'pi_sandbox_7');
    const wallet = newWallet();
    const { props } = fieldsProps('googlePay', { currency, amountCents });
    render(<SandboxS {...props} wallet={wallet} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pagar com a carteira de teste' }));
    await vi.waitFor(() => expect(wallet.onResult).toHaveBeenCalledWith({ ok: true, gatewayIdentifier: 'pi_sandbox_7' }));
    expect(confirmBody(fetch)).toEqual({ client_secret: 'pi_sandbox_7_secret_sandbox', payment_method: 'pm_sandbox_wallet', ...sheet });
  });

  it('a wallet confirmation the sandbox refused (Stripe’s invalid_request_error: another amount) is "Failed payment with wallet": nothing was charged', async () => {
    const refusal = { error: { type: 'invalid_request_error', param: 'amount', message: 'do not match', payment_intent: { id: 'pi_sandbox_7', status: 'requires_payment_method' } } };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(refusal), { status: 400, headers: { 'content-type': 'application/json' } }));
    const wallet = newWallet();
    const { props } = fieldsProps('googlePay');
    render(<SandboxS {...props} wallet={wallet} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pagar com a carteira de teste' }));
    await vi.waitFor(() => expect(wallet.onResult).toHaveBeenCalledWith({ ok: false, message: { key: 'payment:errors.wallet_failed' } }));
  });

  it('a wallet confirmation that got no answer is unknown ("being checked", decision 012), never "failed": it may have reached the provider', async () => {
    const wallet = newWallet();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    const { props } = fieldsProps('googlePay');
    render(<SandboxS {...props} wallet={wallet} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pagar com a carteira de teste' }));
    await vi.waitFor(() => expect(wallet.onResult).toHaveBeenCalledWith({ ok: 'unknown' }));
  });

  it('a wallet whose intent cannot be created reports "Failed payment with wallet" (part 2 §8)', async () => {
    const wallet: WalletBridge = { requestClientSecret: vi.fn(async () => Promise.reject(new Error('down'))), onAvailability: vi.fn(), onResult: vi.fn(), returnUrl: async () => 'http://localhost/payment/x' };
    const { props } = fieldsProps('googlePay');
    render(<SandboxS {...props} wallet={wallet} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pagar com a carteira de teste' }));
    await vi.waitFor(() => expect(wallet.onResult).toHaveBeenCalledWith({ ok: false, message: { key: 'payment:errors.wallet_failed' } }));
  });
});

describe('the frame holds each error and its fix, tied to its field (WCAG 3.3.1, 3.3.3, 4.1.2)', () => {
  const shown = (post: { mock: { calls: unknown[][] } }) => post.mock.calls.map(([message]) => message as { type: string; texts: Record<string, string>; focus: string | null }).filter((message) => message.type === 'sandbox-card:show');

  it('part 2 §2: the frame is titled with all it holds, number, expiry and CVC', () => {
    render(<SandboxA {...fieldsProps('creditCard', { lang: 'de' }).props} />);
    expect(document.querySelector('iframe')!.getAttribute('title')).toBe('Kartennummer, Ablaufdatum und Prüfnummer (CVC)');
  });

  it('part 2 §8: a wrong expiry year is sent into the frame with what to do', () => {
    render(<SandboxS {...fieldsProps('creditCard', { lang: 'en' }).props} />);
    const post = vi.spyOn(frameWindow(), 'postMessage').mockImplementation(() => {});
    fromFrame({ type: 'sandbox-card:status', numberComplete: true, expiryComplete: false, cvcComplete: false, error: 'expiryYear' });
    expect(shown(post).at(-1)).toEqual({
      type: 'sandbox-card:show',
      texts: { number: '', expiry: "The card's expiry year is invalid. Enter the month and year printed on the card, in the format its label shows; it must be this month or later.", cvc: '' },
      focus: null,
    });
  });

  it('part 2 §5: a press with fields missing names each, marks them in the frame and focuses the first there', () => {
    const fields = fieldsProps('creditCard', { lang: 'pt' });
    render(<SandboxS {...fields.props} />);
    fromFrame({ type: 'sandbox-card:status', numberComplete: true, expiryComplete: false, cvcComplete: false, error: null });
    const post = vi.spyOn(frameWindow(), 'postMessage').mockImplementation(() => {});
    let message;
    act(() => {
      message = fields.handle().showMissing!();
    });
    expect(message).toEqual({ key: 'payment:card_fix.missing', params: { fields: 'Validade (MM/AA) e CVC' } });
    expect(document.activeElement).toBe(document.querySelector('iframe'));
    const last = shown(post).at(-1)!;
    expect(last.focus).toBe('expiry');
    expect(last.texts.number).toBe('');
    expect(last.texts.expiry).toMatch(/^Digite o mês e o ano/);
    expect(last.texts.cvc).toMatch(/^Digite os 3 números/);
    // Complete fields say nothing any more; a complete form has nothing missing.
    fromFrame({ type: 'sandbox-card:status', numberComplete: true, expiryComplete: true, cvcComplete: true, error: null });
    expect(shown(post).at(-1)!.texts).toEqual({ number: '', expiry: '', cvc: '' });
    expect(fields.handle().showMissing!()).toBeNull();
  });
});
