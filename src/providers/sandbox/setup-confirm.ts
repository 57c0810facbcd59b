import type { SetupIntentResult } from '@stripe/stripe-js';
import { sandboxProviderUrl } from '~/api/payment/provider-endpoints';

/**
 * Confirms a SetupIntent at the sandbox provider S (src/sandbox/handlers/payment-setup.ts), answering what
 * `stripe.confirmCardSetup` answers (https://docs.stripe.com/js/setup_intents/confirm_card_setup): `{ setupIntent }`,
 * or `{ error }` with Stripe's error object, `api_connection_error` when the sandbox did not answer. The first call
 * brings the card (the sandbox frame's token) and the billing name; while the intent is `requires_action` the next
 * one brings the buyer's answer to the sandbox 3-D Secure dialog.
 */
export async function confirmSandboxSetup(body: { client_secret: string; card_token?: string; billing_name?: string; challenge?: 'pass' | 'fail' }): Promise<SetupIntentResult> {
  try {
    const response = await fetch(sandboxProviderUrl('s/setup-intents/confirm'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await response.json()) as Record<string, unknown>;
    if (answer.error) return { error: answer.error } as SetupIntentResult;
    return response.ok && typeof answer.status === 'string' ? ({ setupIntent: answer } as unknown as SetupIntentResult) : { error: { type: 'api_error', message: `HTTP ${response.status}` } };
  } catch (error) {
    return { error: { type: 'api_connection_error', message: String(error) } };
  }
}
