import { nextSandboxNumber } from './payment-state';
import { createSharedStore } from '~/sandbox/shared-store';
import type { SANDBOX_TOKENISERS } from '~/domain/providers/manifests';

/*
 * The card tokens the sandbox provider issued for providers B and U, and what became of each: the contract of
 * Pagar.me's tokens (provider B, part 2 §7), which the gateway holds when it charges one.
 *
 * Pagar.me documents its card tokens as valid for 60 seconds and usable once ("Os tokens de cartão tem tempo de
 * expiração de 60 segundos, e só poderão ser usados uma única vez": https://docs.pagar.me/reference/alternativas-ao-pagarme-js;
 * the same rule at https://docs.pagar.me/docs/tokenizecard). Provider U's tokeniser is called with Pagar.me's request
 * shape (decision 021), so its twin holds it to the same contract. A charge with a used, expired or unknown token is
 * refused with Pagar.me's own words, "Token not found." (its core API's answer, relayed by the gateway).
 * Kept in localStorage like the payments (a second tab sees the same tokens); in memory in Node tests.
 */

/** Pagar.me: a card token expires 60 s after it was created. */
export const CARD_TOKEN_LIFETIME_MS = 60_000;

/** The provider's message for a token it will not charge (used, expired, or never issued). */
export const CARD_TOKEN_REFUSED_MESSAGE = 'Token not found.';

/** A sandbox tokeniser's path letter (the tokenising providers' manifests, src/domain/providers/). */
export type TokenProviderLetter = (typeof SANDBOX_TOKENISERS)[keyof typeof SANDBOX_TOKENISERS];

interface IssuedToken {
  provider: TokenProviderLetter;
  /** Epoch ms of its creation. */
  createdAt: number;
  /** Epoch ms of the charge that used it; null while unused. */
  usedAt: number | null;
}

/** Issued tokens by a digest of the token, so the browser's storage holds no digits of a card (decision 032). */
const store = createSharedStore<Record<string, IssuedToken>>('sandbox-card-tokens', () => ({}));

/** FNV-1a of the token, in base 36: a lookup key, not a secret. Example: keyOf('tok_sandbox_4242_1') has no '4242'. */
function keyOf(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0;
  return `t${hash.toString(36)}`;
}

/**
 * Issues a token for a card of the sandbox's table: `tok_sandbox_<last 4>_<n>`, unique per call, so two
 * tokenisations of one card are two tokens (the last four still carry the card's outcome, fixtures/payments.ts).
 * Example: issueCardToken('b', '4242424242424242') // 'tok_sandbox_4242_17'
 */
export function issueCardToken(provider: TokenProviderLetter, number: string, now = Date.now()): string {
  const token = `tok_sandbox_${number.replace(/\D/g, '').slice(-4)}_${nextSandboxNumber()}`;
  const tokens = store.load();
  tokens[keyOf(token)] = { provider, createdAt: now, usedAt: null };
  store.save(tokens);
  return token;
}

export type SpendResult = { ok: true } | { ok: false; why: 'unknown' | 'used' | 'expired' };

/**
 * Charges a token once: unknown to this provider, used before, or older than 60 s, it is refused; otherwise it is
 * marked used. Example: spendCardToken('b', t) -> { ok: true }; again -> { ok: false, why: 'used' }.
 */
export function spendCardToken(provider: TokenProviderLetter, token: string, now = Date.now()): SpendResult {
  const tokens = store.load();
  const issued = tokens[keyOf(token)];
  if (!issued || issued.provider !== provider) return { ok: false, why: 'unknown' };
  if (issued.usedAt !== null) return { ok: false, why: 'used' };
  if (now - issued.createdAt > CARD_TOKEN_LIFETIME_MS) return { ok: false, why: 'expired' };
  issued.usedAt = now;
  store.save(tokens);
  return { ok: true };
}
