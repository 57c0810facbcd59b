/**
 * Stand-ins for the card tokenisers of provider B (Pagar.me, PUBLIC_BRAZIL_PROVIDER_TOKEN_URL, default
 * https://api.pagar.me/core/v5/tokens) and provider U (PUBLIC_LATAM_PROVIDER_TOKEN_URL of tests/setup/live-env.ts).
 * The field checks and the token (`tok_sandbox_<last 4>`, which the sandbox gateway reads the outcome from) are the
 * sandbox tokeniser's (src/sandbox/handlers/payment-provider.ts). What this stand-in holds of Pagar.me's contract:
 * - the public key travels as the `appId` query parameter, never a secret key, and the call is made from the browser
 *   without cookies: https://docs.pagar.me/reference/criar-token-cart%C3%A3o-1 ("Criar token cartão": `POST
 *   /tokens?appId=<chave pública>`); a call without `appId` is a 401 (the sandbox handler's answer);
 * - a token answer carries `id`, `type: 'card'`, `created_at`, `expires_at` 60 s later and the card's last digits
 *   and brand: https://docs.pagar.me/reference/token-de-cart%C3%A3o ("o token expira em 60 segundos");
 * - CORS for a call without credentials: `Access-Control-Allow-Origin: *`.
 */
import type { BrowserContext, Route } from '@playwright/test';
import { LIVE_ENV } from '../../../setup/live-env';
import type * as Runtime from '../office-runtime';

export const BRAZIL_TOKEN_URL = 'https://api.pagar.me/core/v5/tokens';
export const LATAM_TOKEN_URL = LIVE_ENV.PUBLIC_LATAM_PROVIDER_TOKEN_URL;

/** Pagar.me: "o token expira em 60 segundos" (https://docs.pagar.me/reference/token-de-cart%C3%A3o). */
const TOKEN_LIFETIME_MS = 60_000;

export async function routeTokenisers(context: BrowserContext, runtime: typeof Runtime): Promise<void> {
  for (const [letter, url] of [['b', BRAZIL_TOKEN_URL], ['u', LATAM_TOKEN_URL]] as const) {
    await context.route((candidate) => candidate.href.startsWith(`${url}?`) || candidate.href === url, async (route: Route) => {
      const request = route.request();
      const cors = { 'access-control-allow-origin': '*' };
      const answer = await runtime.answerTokeniser(letter, { method: request.method(), path: request.url().slice(url.length), headers: request.headers(), body: request.postDataBuffer() });
      let body = answer.body;
      if (answer.status === 200) {
        const token = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
        const now = Date.now();
        body = Buffer.from(JSON.stringify({ ...token, created_at: new Date(now).toISOString(), expires_at: new Date(now + TOKEN_LIFETIME_MS).toISOString() }));
      }
      await route.fulfill({ status: answer.status, headers: { 'content-type': 'application/json', ...cors }, body });
    });
  }
}
