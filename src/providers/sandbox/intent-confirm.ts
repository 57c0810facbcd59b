import { sandboxProviderUrl } from '~/api/payment/provider-endpoints';

/**
 * Confirms a payment intent at the sandbox provider S (docs/sandbox.md): after the sandbox 3-D Secure challenge
 * ('pass' or 'fail'), or for a wallet (no challenge). Answers the intent's status, or null when the sandbox did not
 * answer. `paymentMethod` is the one to confirm with (Stripe's `confirmCardPayment(secret, { payment_method })`);
 * without it the sandbox, like Stripe, confirms only an intent that already has one or waits for its next action.
 */
export async function confirmSandboxIntent(clientSecret: string, challenge?: 'pass' | 'fail', paymentMethod?: string): Promise<string | null> {
  try {
    const response = await fetch(sandboxProviderUrl('s/payment-intents/confirm'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: clientSecret, ...(challenge && { challenge }), ...(paymentMethod && { payment_method: paymentMethod }) }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { status?: unknown };
    return typeof body.status === 'string' ? body.status : null;
  } catch {
    return null;
  }
}
