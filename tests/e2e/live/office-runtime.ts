/**
 * The sandbox's office, gateway, postcode services and card tokeniser, answered in the Playwright worker's own
 * process for the live rehearsal (tests/e2e/live/fixtures.ts loads this one module with Vite's `runnerImport`, like
 * scripts/bench/sites.mjs: it needs the `~` alias and the build-time `__PUBLIC_ENV__`). Everything it exports shares
 * the same module instances, so the scenario set here is what the handlers answer from, and the payment intents the
 * gateway creates are the ones the Stripe stand-in's API confirms.
 */
import { getResponse } from 'msw';
import { apiUrl, type ApiBase } from '~/api/endpoints';
import { sandboxProviderUrl } from '~/api/payment/provider-endpoints';
import { absentInSpec, keyIgnored } from '~/contract/spec-only';
import { handlers, loadLazyHandlers } from '~/sandbox/handlers';

export { setScenario } from '~/sandbox/scenario';
export { resetSandbox } from '~/sandbox/reset';
export { paymentIntent, paymentRecords, savePaymentIntent, saveThreeDSecureSession, threeDSecureSession } from '~/sandbox/handlers/payment-state';
export { newSetUpPaymentMethod, saveSetupIntent, setupIntent, setupIntentRecords } from '~/sandbox/handlers/setup-intent-state';
export { cardSetupRule } from '~/sandbox/handlers/payment-setup';

// The module runner that loads this module closes after it: the handlers loaded on first use must be in before.
await loadLazyHandlers();

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface Incoming {
  method: string;
  /** The path and query after the live base (e.g. `/br/office/login-status?x=1`). */
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

async function answerAt(url: string, incoming: Incoming): Promise<Answer> {
  const request = new Request(url, {
    method: incoming.method,
    headers: incoming.headers,
    body: incoming.method === 'GET' || incoming.method === 'HEAD' || !incoming.body ? undefined : new Uint8Array(incoming.body),
  });
  const response = (await getResponse(handlers, request)) ?? new Response('not a sandbox call', { status: 404 });
  return { status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) };
}

/** Which office and gateway answer: the sandbox's whole, or as built from the spec alone (src/contract/spec-only.ts). */
export type Backend = 'full' | 'spec-only';

/** A call to one of our services (office, gateway) or a postcode service, answered by the sandbox's handlers for it. */
export async function answerApi(base: ApiBase, incoming: Incoming, backend: Backend = 'full'): Promise<Answer> {
  if (backend === 'spec-only') {
    if (absentInSpec(base, incoming.path)) return { status: 404, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"error":"not_found"}') };
    if (base === 'gateway') incoming = { ...incoming, body: keyIgnored(incoming.body, incoming.headers['content-type']) ?? null };
  }
  return answerAt(apiUrl(base, incoming.path), incoming);
}

/** A card token request of provider B or U (`b` or `u`), answered by the sandbox tokeniser (same payload). */
export function answerTokeniser(letter: 'b' | 'u', incoming: Incoming): Promise<Answer> {
  const query = incoming.path.includes('?') ? incoming.path.slice(incoming.path.indexOf('?')) : '';
  return answerAt(`${sandboxProviderUrl(`${letter}/tokens`)}${query}`, incoming);
}
