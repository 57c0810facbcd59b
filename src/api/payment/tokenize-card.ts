import * as z from 'zod/mini';
import { requestSignal, type RequestSignal } from '~/api/combine-signals';
import { DEFAULT_TIMEOUT_MS } from '~/api/request';
import { AbortedError, HttpError, NetworkError, SchemaError, TimeoutError, UnreadableBodyError } from '~/api/errors';
import { nonEmptyText } from '~/api/schema-helpers';
import { recordOf } from '~/api/value-formats';
import { providerTokenUrl, type TokenisingProvider } from './provider-endpoints';

/**
 * Part 2 §7 "Card tokenisation (external service)": the card goes from our inputs STRAIGHT to provider B
 * or U, never to the office or gateway (DESIGN.md "Security"); only the returned token travels on, as
 * `token_card`. The request shape is the provider's (`type: 'card'`, `card {...}`); the sandbox validates with it.
 */
export const cardTokenPayloadSchema = z.strictObject({
  type: z.literal('card'),
  card: z.strictObject({
    number: z.string(),
    holder_name: z.string(),
    exp_month: z.number().check(z.int()),
    exp_year: z.number().check(z.int()),
    cvv: z.string(),
  }),
});

export const cardTokenSchema = z.object({ id: nonEmptyText });

/** The provider's refusal body (HTTP 422): field paths such as `card.number` with their messages. */
export const cardTokenErrorSchema = z.object({ message: z.optional(z.string()), errors: recordOf((value): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')) });

/** The fields a token request can fail on (part 2 §5), each with its message key. */
export const CARD_TOKEN_FIELD_KEYS = {
  holder_name: 'payment:errors.token_holder_name',
  number: 'payment:errors.token_number',
  exp_month: 'payment:errors.token_exp_month',
  cvv: 'payment:errors.token_cvv',
} as const;

export type CardTokenField = keyof typeof CARD_TOKEN_FIELD_KEYS;
export type CardTokenResult =
  | { ok: true; token: string }
  | { ok: false; field: CardTokenField; key: (typeof CARD_TOKEN_FIELD_KEYS)[CardTokenField] };

export type CardInput = z.input<typeof cardTokenPayloadSchema>['card'];

/** Maps a provider error path (`card.exp_year`, `request.card.number`) to the spec's field; the year counts as the date. */
function fieldOf(path: string): CardTokenField {
  const last = path.split('.').pop() ?? '';
  if (last === 'exp_year') return 'exp_month';
  return last in CARD_TOKEN_FIELD_KEYS ? (last as CardTokenField) : 'number';
}

/**
 * Tokenises a card at provider B or U. A field refusal (HTTP 422, part 2 §5: holder_name with special
 * characters, invalid number, invalid date, cvv not 3-4 digits) is returned as data with its message key;
 * other failures throw the client's usual errors. Not sent through `request()` on purpose: that helper
 * sends the office session cookie (credentials: 'include'), which must never go to a third party.
 *
 * @example await tokenizeCard('brazilian', { number: '4242424242424242', holder_name: 'ANA SOUZA', exp_month: 12, exp_year: 2031, cvv: '123' })
 * // { ok: true, token: 'tok_sandbox_4242' }
 */
export async function tokenizeCard(provider: TokenisingProvider, card: CardInput, signal?: AbortSignal): Promise<CardTokenResult> {
  const call = 'tokenizeCard';
  const url = providerTokenUrl(provider);
  const limit = requestSignal(signal, DEFAULT_TIMEOUT_MS);
  try {
    return await sendCard(call, url, card, limit, signal);
  } finally {
    limit.release();
  }
}

async function sendCard(call: string, url: string, card: CardInput, limit: RequestSignal, signal: AbortSignal | undefined): Promise<CardTokenResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'card', card } satisfies z.input<typeof cardTokenPayloadSchema>),
      credentials: 'omit',
      signal: limit.signal,
    });
  } catch (error) {
    if (signal?.aborted) throw new AbortedError(call, signal.reason);
    if (limit.timedOut) throw new TimeoutError(call, DEFAULT_TIMEOUT_MS);
    throw new NetworkError(call, error instanceof Error ? error.message : 'request failed');
  }
  if (!response.ok && response.status !== 422) throw new HttpError(call, response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (signal?.aborted) throw new AbortedError(call, signal.reason);
    if (limit.timedOut) throw new TimeoutError(call, DEFAULT_TIMEOUT_MS);
    if (response.status === 422) throw new HttpError(call, 422);
    throw new UnreadableBodyError(call, error instanceof Error ? error.message : 'unreadable body');
  }
  if (response.status === 422) {
    const refusal = cardTokenErrorSchema.safeParse(body);
    if (!refusal.success) throw new HttpError(call, 422);
    const field = fieldOf(Object.keys(refusal.data.errors)[0] ?? 'number');
    return { ok: false, field, key: CARD_TOKEN_FIELD_KEYS[field] };
  }
  const parsed = cardTokenSchema.safeParse(body);
  if (!parsed.success) throw new SchemaError(call, parsed.error.issues);
  return { ok: true, token: parsed.data.id };
}
