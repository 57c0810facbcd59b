import { describe, expect, it } from 'vitest';
import { collectErrors, firstErrorField, type FieldError, type RuleError } from '~/domain/validation-form';

describe('collectErrors and firstErrorField', () => {
  it.each<[string, Array<[string, RuleError | null]>, FieldError[], string | null]>([
    ['part 1 §5: no errors, nothing to focus', [['name', null], ['email', null]], [], null],
    ['part 1 §5: keeps field order and skips passing rules', [['name', null], ['email', 'errors:validation.email'], ['terms', 'errors:validation.terms_required']],
      [{ field: 'email', key: 'errors:validation.email' }, { field: 'terms', key: 'errors:validation.terms_required' }], 'email'],
    ['part 1 §5: keeps placeholder values', [['vat', { key: 'errors:validation.vat_format', params: { vatNumber: 'X' } }]],
      [{ field: 'vat', key: 'errors:validation.vat_format', params: { vatNumber: 'X' } }], 'vat'],
  ])('%s', (_section, rules, expected, first) => {
    const errors = collectErrors(rules);
    expect(errors).toEqual(expected);
    expect(firstErrorField(errors)).toBe(first);
  });
});
