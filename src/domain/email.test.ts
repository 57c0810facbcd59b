import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email';

// Part 1 §5: the account step's e-mail rule, shared by the forms and the API's schemas.
describe('isEmailAddress (part 1 §5)', () => {
  it.each([
    ['a plain address', 'ana@example.com'],
    ['a sub-domain and a plus tag', 'ana.souza+loja@mail.example.com.br'],
    ['spaces around it (ignored)', '  ana@example.com  '],
    ['a non-Latin local part and domain', 'josé@exemplo.com.br'],
  ])('takes %s', (_case, text) => {
    expect(isEmailAddress(text)).toBe(true);
  });

  it.each([
    ['an empty text', ''],
    ['no @', 'ana.example.com'],
    ['nothing before the @', '@example.com'],
    ['no domain', 'ana@'],
    ['a domain without a dot', 'ana@example'],
    ['a one-letter top-level label', 'ana@example.c'],
    ['an empty label', 'ana@example..com'],
    ['a space inside', 'ana souza@example.com'],
    ['two @', 'ana@@example.com'],
  ])('refuses %s', (_case, text) => {
    expect(isEmailAddress(text)).toBe(false);
  });
});
