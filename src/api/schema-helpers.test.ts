import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { emailText } from './schema-helpers';
import { absoluteUrl, anyValue, isoDateTime, parsedUrl, recordOf, uuidText } from './value-formats';

// Decision 038: the builders that stand in for zod/mini's string formats and z.record in the browser's schemas.
const ok = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).success;

describe('schema helpers (decision 038)', () => {
  it.each([
    ['ana@example.com', true],
    ['ana.silva+promo@mail.example.com.br', true],
    ['ana@', false],
    ['ana@example', false],
    ['ana @example.com', false],
    [' ana@example.com', false],
    ['', false],
  ])('emailText: %j is an e-mail address: %s (part 1 §5 rule)', (value, expected) => {
    expect(ok(emailText, value)).toBe(expected);
  });

  it.each([
    ['https://bank.test/3ds?md=1', true],
    ['http://127.0.0.1:4321/sandbox/bank', true],
    ['/relative/path', false],
    ['not a url', false],
  ])('absoluteUrl: %j parses as an absolute URL: %s', (value, expected) => {
    expect(ok(absoluteUrl, value)).toBe(expected);
  });

  it('parsedUrl names the URL of a text, and null for a text that names none (no throw)', () => {
    expect(parsedUrl('https://bank.test/3ds?md=1')?.hostname).toBe('bank.test');
    expect(parsedUrl('/3ds')).toBeNull();
    expect(parsedUrl('')).toBeNull();
  });

  it('uuidText accepts a browser UUID and refuses other text with the given message', () => {
    expect(ok(uuidText('UUID expected'), crypto.randomUUID())).toBe(true);
    const result = z.safeParse(uuidText('UUID expected'), 'attempt-1');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('UUID expected');
  });

  it.each([
    ['2026-11-26T10:00:00.000Z', true],
    ['2026-11-26T10:00:00-03:00', true],
    ['2026-11-26T10:00:00', false],
    ['2026-11-26', false],
    ['2026-13-45T10:00:00Z', false],
  ])('isoDateTime: %j is a date and time with a zone: %s', (value, expected) => {
    expect(ok(isoDateTime, value)).toBe(expected);
  });

  it('recordOf checks every value and refuses arrays and null', () => {
    const texts = recordOf((value): value is string => typeof value === 'string');
    expect(z.parse(texts, { MD: 'a', PaReq: 'b' })).toEqual({ MD: 'a', PaReq: 'b' });
    expect(ok(texts, { MD: 1 })).toBe(false);
    expect(ok(texts, ['a'])).toBe(false);
    expect(ok(texts, null)).toBe(false);
    expect(ok(recordOf(anyValue), { nested: { a: 1 } })).toBe(true);
  });
});
