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
    expect(fields.lastStatus()).toEqual({ numberComplete: true, expiryComplete: true, cvcComplete: false, accountComplete: false, error: { key: 'payment:errors.card_field_error' } });
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
  const confirmAnswer = (status: string) =>
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ id: 'pi_sandbox_1', status }), { status: 200, headers: { 'content-type': 'application/json' } }));

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
    const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as Record<string, string>;
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
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ client_secret: 'pi_sandbox_1_secret_sandbox', challenge: 'pass' });
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
    confirmAnswer('succeeded');
    const wallet: WalletBridge = { requestClientSecret: vi.fn(async () => 'pi_sandbox_7_secret_sandbox'), onAvailability: vi.fn(), onResult: vi.fn(), returnUrl: () => 'http://localhost/payment/x' };
    const { props } = fieldsProps('googlePay');
    render(<SandboxS {...props} wallet={wallet} />);
    expect(wallet.onAvailability).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pagar com a carteira de teste' }));
    await vi.waitFor(() => expect(wallet.onResult).toHaveBeenCalledWith({ ok: true, gatewayIdentifier: 'pi_sandbox_7' }));
  });

  it('a wallet whose intent cannot be created reports "Failed payment with wallet" (part 2 §8)', async () => {
    const wallet: WalletBridge = { requestClientSecret: vi.fn(async () => Promise.reject(new Error('down'))), onAvailability: vi.fn(), onResult: vi.fn(), returnUrl: () => 'http://localhost/payment/x' };
    const { props } = fieldsProps('googlePay');
    render(<SandboxS {...props} wallet={wallet} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pagar com a carteira de teste' }));
    await vi.waitFor(() => expect(wallet.onResult).toHaveBeenCalledWith({ ok: false, message: { key: 'payment:errors.wallet_failed' } }));
  });
});
