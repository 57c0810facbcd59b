import { describe, expect, it } from 'vitest';
import { compactCpfOrCnpj } from '~/domain/validation';
import { samplePaymentPayload } from '~/sandbox/fixtures/payments';
import { paymentPayloadSchema } from './payment-payload-schema';

const parsesWith = (cpfOrCnpj: string) => paymentPayloadSchema.safeParse(samplePaymentPayload({ cpf_or_cnpj: cpfOrCnpj })).success;

describe('paymentPayloadSchema cpf_or_cnpj (part 2 §7 main payment; part 2 §5 CPF/CNPJ)', () => {
  it.each<[string, string, boolean]>([
    ['part 2 §5: a CPF of 11 digits', '52998224725', true],
    ['part 2 §5: a numeric CNPJ of 14 digits', '11222333000181', true],
    ['part 2 §5: an alphanumeric CNPJ', '12ABC34501DE35', true],
    ['part 2 §5: a letter in the CNPJ check digits', '12ABC34501DE3A', false],
    ['part 2 §5: a punctuated CNPJ (the body carries the compact form)', '12.ABC.345/01DE-35', false],
    ['part 2 §5: 13 characters', '1122233300018', false],
  ])('%s', (_section, value, expected) => {
    expect(parsesWith(value)).toBe(expected);
  });

  it('part 2 §5: what the form accepts, compacted by the domain rule, is what the body accepts', () => {
    expect(parsesWith(compactCpfOrCnpj('12.abc.345/01de-35'))).toBe(true);
    expect(parsesWith(compactCpfOrCnpj('529.982.247-25'))).toBe(true);
  });
});

describe('paymentPayloadSchema payment_method (part 2 §7 main payment after a "Setup intent", decision 056)', () => {
  it.each<[string, unknown, boolean]>([
    ['a Stripe PaymentMethod id', 'pm_1Q0PsIJvEtkwdCNYMSaVuRz6', true],
    ['absent (a token instead)', undefined, true],
    ['a token where the set-up card belongs', 'tok_visa', false],
    ['a wrong type', 7, false],
  ])('%s', (_name, value, expected) => {
    expect(paymentPayloadSchema.safeParse(samplePaymentPayload({ token_card: undefined, payment_method: value as string })).success).toBe(expected);
  });
});
