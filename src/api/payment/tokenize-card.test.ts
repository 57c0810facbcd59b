import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { HttpError, SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { sandboxProviderUrl } from './provider-endpoints';
import { tokenizeCard, type CardInput } from './tokenize-card';

const good: CardInput = { number: '4242424242424242', holder_name: 'ANA SOUZA', exp_month: 12, exp_year: 2031, cvv: '123' };
const url = sandboxProviderUrl('b/tokens');

describe('tokenizeCard (part 2 §7 "Card tokenisation", DESIGN.md "Security")', () => {
  it.each([
    ['part 2 §4.3: provider B', 'brazilian', good, 'tok_sandbox_4242'],
    ['part 2 §4.3: provider U', 'latinAmerican', { ...good, number: '4000000000000002' }, 'tok_sandbox_0002'],
    ['part 2 §5: a two-digit year and a holder with accents', 'brazilian', { ...good, holder_name: 'João Conceição', exp_year: 31 }, 'tok_sandbox_4242'],
  ] as const)('returns the token that carries the outcome: %s', async (_name, provider, card, token) => {
    // A new token per request (single-use, like Pagar.me's: src/sandbox/handlers/card-token-store.ts).
    await expect(tokenizeCard(provider, card)).resolves.toEqual({ ok: true, token: expect.stringMatching(new RegExp(`^${token}_\\d+$`)) });
  });

  it('two tokenisations of one card are two different tokens (each is good for one charge)', async () => {
    const first = await tokenizeCard('brazilian', good);
    const second = await tokenizeCard('brazilian', good);
    expect(first.ok && second.ok && first.token !== second.token).toBe(true);
  });

  it.each([
    ['part 2 §5: holder_name with special characters', { holder_name: 'ANA <SOUZA>' }, 'holder_name', 'payment:errors.token_holder_name'],
    ['part 2 §5: an invalid number', { number: '4242' }, 'number', 'payment:errors.token_number'],
    ['part 2 §5: a month out of range', { exp_month: 13 }, 'exp_month', 'payment:errors.token_exp_month'],
    ['part 2 §5: an expired date', { exp_month: 1, exp_year: 2020 }, 'exp_month', 'payment:errors.token_exp_month'],
    ['part 2 §5: a cvv of 2 digits', { cvv: '12' }, 'cvv', 'payment:errors.token_cvv'],
    ['part 2 §5: a cvv of 5 digits', { cvv: '12345' }, 'cvv', 'payment:errors.token_cvv'],
  ])('returns the field refusal for %s', async (_name, patch, field, key) => {
    await expect(tokenizeCard('brazilian', { ...good, ...patch })).resolves.toEqual({ ok: false, field, key });
  });

  it('DESIGN.md Security: sends the card to the provider only, with its public key and without cookies', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    await tokenizeCard('brazilian', good);
    const [target, init] = spy.mock.calls[0] ?? [];
    expect(String(target)).toBe(`${url}?appId=sandbox-brazil-key`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(JSON.parse(String(init?.body))).toEqual({ type: 'card', card: good });
  });

  it('part 2 §7: a provider error other than a field refusal is an HttpError', async () => {
    sandboxServer.use(http.post(url, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await expect(tokenizeCard('brazilian', good)).rejects.toBeInstanceOf(HttpError);
  });

  it.each([
    ['a payload missing a field', { type: 'card' }, 'id'],
    ['a wrong type', { id: 42 }, 'id'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(url, () => HttpResponse.json(body)));
    const error = await tokenizeCard('brazilian', good).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });

  it('tokenises with a caller signal on a browser without AbortSignal.any', async () => {
    const any = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
    Reflect.deleteProperty(AbortSignal, 'any');
    try {
      await expect(tokenizeCard('brazilian', good, new AbortController().signal)).resolves.toEqual({ ok: true, token: expect.stringMatching(/^tok_sandbox_4242_\d+$/) });
    } finally {
      if (any) Object.defineProperty(AbortSignal, 'any', any);
    }
  });
});
