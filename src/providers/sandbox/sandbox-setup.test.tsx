// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupIntentRecords } from '~/sandbox/handlers/setup-intent-state';
import { setScenario } from '~/sandbox/scenario';
import { fieldsProps } from '../../../tests/setup/provider-test-props';
import { Fields as SandboxS } from '../international/sandbox/SandboxCardS';

/*
 * Provider S's sandbox twin for a purchase that charges nothing now (decision 056), over the sandbox gateway and
 * provider (msw): the card frame is played by the test; the SetupIntent, its states and its challenge are the sandbox's.
 */

// jsdom has no modal dialogs: open and close are enough here (the browser journey uses the real one).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

beforeEach(() => void setScenario({ user: 'us' }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Answers the frame's next collect with the sandbox token of `last4`. */
function frameAnswers(last4: string) {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[src*="/sandbox/card-frame"]')!.contentWindow!;
  vi.spyOn(frame, 'postMessage').mockImplementation((message: unknown) => {
    const { id } = message as { id: number };
    queueMicrotask(() => act(() => void window.dispatchEvent(new MessageEvent('message', { data: { type: 'sandbox-card:collected', id, ok: true, token: `tok_sandbox_${last4}`, expMonth: '12', expYear: '34' }, origin: location.origin, source: frame }))));
  });
}

function renderTwin(last4: string) {
  const fields = fieldsProps('creditCard', { currency: 'USD' });
  render(<SandboxS {...fields.props} />);
  frameAnswers(last4);
  return fields;
}

describe('provider S twin: a card set up by a SetupIntent (part 2 §7 "Setup intent")', () => {
  it('4242: set up without a challenge, with the holder as billing name; answers the payment_method', async () => {
    const fields = renderTwin('4242');
    await expect(fields.handle().collect({ holderName: 'Ana Souza', chargesNothingNow: true })).resolves.toEqual({ ok: true, payment: { payment_method: expect.stringMatching(/^pm_sandbox_4242_/) } });
    expect(setupIntentRecords()).toMatchObject([{ status: 'succeeded', billingName: 'Ana Souza' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('3155 (https://docs.stripe.com/testing#regulatory-cards): the challenge opens; approved, the card is set up', async () => {
    const fields = renderTwin('3155');
    const result = fields.handle().collect({ holderName: 'Ana Souza', chargesNothingNow: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Aprovar' }, { timeout: 5_000 }));
    await expect(result).resolves.toMatchObject({ ok: true, payment: { payment_method: expect.stringMatching(/^pm_sandbox_3155_/) } });
  });

  it('3220: the challenge declined is a refusal with Stripe’s text, logged; nothing set up', async () => {
    const fields = renderTwin('3220');
    const result = fields.handle().collect({ holderName: 'Ana Souza', chargesNothingNow: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Recusar' }, { timeout: 5_000 }));
    await expect(result).resolves.toEqual({
      ok: false,
      message: { key: 'payment:errors.card_authentication_error', params: { message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' } },
      log: true,
    });
    expect(setupIntentRecords()).toMatchObject([{ status: 'requires_payment_method', paymentMethod: null }]);
  });

  it('a purchase charged now keeps the token and creates no SetupIntent', async () => {
    const fields = renderTwin('4242');
    await expect(fields.handle().collect({ holderName: 'Ana Souza', chargesNothingNow: false })).resolves.toEqual({ ok: true, payment: { source_token: 'tok_sandbox_4242' } });
    expect(setupIntentRecords()).toHaveLength(0);
  });
});
