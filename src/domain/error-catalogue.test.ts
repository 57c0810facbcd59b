import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUPON_REASONS, couponReasonMessageKey } from './coupon-reasons';
import { ERROR_PLACEHOLDERS, ERRORS, registrationErrorKey, type ErrorName } from './error-catalogue';
import { REFUSAL_REASONS, paymentOutcome, type PaymentContext } from './payment-response';
import { YAPE_CODE_MESSAGE } from './validation-latam';

// The locale files are data, read here only to prove every catalogued key exists in every language.
const LOCALES = join(process.cwd(), 'locales');
const languages = readdirSync(LOCALES).filter((name) => !name.includes('.'));

function lookup(lang: string, fullKey: string): unknown {
  const [ns, path] = fullKey.split(':') as [string, string];
  const file = JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

function allKeys(node: unknown, prefix: string): string[] {
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? allKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const context: PaymentContext = { method: 'creditCard', currency: 'USD', isTrial: false, coupon: null, previousFraudAttempts: 0 };

describe('error catalogues (part 1 §8, part 2 §8)', () => {
  it.each(Object.entries(ERRORS) as [ErrorName, string][])('part 1/2 §8: %s has a text with its placeholders in every language', (name, key) => {
    for (const lang of languages) {
      const text = lookup(lang, key);
      expect(typeof text, `${lang} ${key}`).toBe('string');
      expect(placeholders(text as string), `${lang} ${key}`).toEqual([...(ERROR_PLACEHOLDERS[name] ?? [])].sort());
    }
  });

  it.each(REFUSAL_REASONS.filter((r) => r !== 'possible_fraud'))('part 2 §8: refusal reason %s shows its own message in every language', (reason) => {
    const outcome = paymentOutcome({ status: 'Failed', reason, type: 'payment_refused' }, context);
    expect(outcome.kind === 'refused' && outcome.message.key).toBe(`payment:errors.${reason}`);
    for (const lang of languages) expect(typeof lookup(lang, `payment:errors.${reason}`), lang).toBe('string');
  });

  it.each([...COUPON_REASONS, 'unknown'])('part 1 §5: coupon reason %s has a message in every language, using at most the code', (reason) => {
    const key = couponReasonMessageKey(reason);
    expect(key).toBe(`errors:coupon.${reason}`);
    const reference = placeholders(lookup('pt', key) as string);
    expect(['', 'code']).toContain(reference.join(''));
    for (const lang of languages) expect(placeholders(lookup(lang, key) as string), lang).toEqual(reference);
  });

  it.each([
    ['part 1 §8: an e-mail already registered has its own message', 'email_already_exists', ERRORS.emailAlreadyExists],
    ['part 1 §8: any other registration failure is generic', 'server_down', ERRORS.registrationFailed],
  ])('%s', (_name, reason, key) => {
    expect(registrationErrorKey(reason)).toBe(key);
  });

  it('leaves no message of the errors namespace, nor of the payment step\'s errors, outside a catalogue or a validation rule', () => {
    const catalogued = new Set<string>([
      ...Object.values(ERRORS),
      ...REFUSAL_REASONS.map((r) => `payment:errors.${r}`),
      ...[...COUPON_REASONS, 'unknown'].map(couponReasonMessageKey),
      YAPE_CODE_MESSAGE,
    ]);
    const english = (ns: string) => JSON.parse(readFileSync(join(LOCALES, 'en', `${ns}.json`), 'utf8')) as Record<string, unknown>;
    const paymentErrors = english('payment').errors;
    expect(paymentErrors, 'payment.json keeps the payment step\'s error messages under errors').toBeTypeOf('object');
    // validation.* are reached by the validation tests, vat.* by the VAT tests, request.* by src/api/errors.ts,
    // unavailable.* by load-errors, and load.reload is the reload button's label.
    const uncatalogued = [...allKeys(english('errors'), 'errors:'), ...allKeys(paymentErrors, 'payment:errors.')].filter(
      (key) => !catalogued.has(key) && !/^errors:(validation|vat|request|unavailable)\./.test(key) && key !== 'errors:load.reload',
    );
    expect(uncatalogued).toEqual([]);
  });
});
