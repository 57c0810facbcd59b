import { describe, expect, it } from 'vitest';
import { registrationPayloadSchema } from '~/api/account/create-account';
import { registrationPayload } from './payload';
import { EMPTY_REGISTRATION, type RegistrationDraft } from './registration';

const DRAFT: RegistrationDraft = {
  ...EMPTY_REGISTRATION,
  name: '  Ana Souza ', email: ' ana.nova@sandbox.test ', emailConfirmation: 'ana.nova@sandbox.test', password: 'Secret#2026',
  passwordConfirmation: 'Secret#2026', phone: ' +55 11 99999-0000 ', country: 'BR', termsAccepted: true, privacyAccepted: true,
};
const CONTEXT = { productId: 12, aid: '777', subsidiaryId: 1, pageUrl: 'https://checkout.test/payment/premium-plus-plan?utm_source=mail&taginternals=promo', consentId: 'c-1001' };

describe('registration payload (part 1 §3)', () => {
  it('part 1 §3: carries every field the office expects', () => {
    expect(registrationPayload(DRAFT, CONTEXT)).toEqual({
      cadastro_nome: 'Ana Souza',
      cadastro_email: 'ana.nova@sandbox.test',
      cadastro_senha: 'Secret#2026',
      cadastro_telefone: '+55 11 99999-0000',
      subsidiary: 1,
      tracking_origin: 'https://checkout.test/payment/premium-plus-plan',
      tracking_params: 'utm_source=mail&taginternals=promo',
      iubenda_consent: 'c-1001',
      form_origin: 'ba-gateway',
      id_plan: 12,
      receive_email: 'NO',
      cadastro_aid: '777',
      taginternals: 'promo',
    });
  });

  it('part 1 §3: the payload passes the office schema', () => {
    expect(registrationPayloadSchema.safeParse(registrationPayload(DRAFT, CONTEXT)).success).toBe(true);
  });

  it.each([
    ['part 1 §3: the newsletter box sends receive_email YES', { newsletter: true }, {}, { receive_email: 'YES' }],
    ['part 1 §3: a business account sends its VAT number', { accountKind: 'business', vatNumber: ' DE136695976 ' }, {}, { vat_number: 'DE136695976' }],
    ['part 1 §3: a personal account sends no VAT number', { accountKind: 'personal', vatNumber: 'DE136695976' }, {}, { vat_number: undefined }],
    ['part 1 §3: no aid, no cadastro_aid', {}, { aid: '' }, { cadastro_aid: undefined }],
    ['part 1 §3: a malformed aid is left out', {}, { aid: 'abc' }, { cadastro_aid: undefined }],
    ['part 1 §3, decision 027: no consent id from the provider, an empty iubenda_consent', {}, { consentId: null }, { iubenda_consent: '' }],
    ['part 1 §2: no taginternals in the URL, none sent', {}, { pageUrl: 'https://checkout.test/payment/x' }, { taginternals: undefined, tracking_params: '' }],
  ] as const)('%s', (_row, draft, context, expected) => {
    const payload = registrationPayload({ ...DRAFT, ...draft }, { ...CONTEXT, ...context });
    for (const [field, value] of Object.entries(expected)) expect(payload[field as keyof typeof payload]).toBe(value);
  });
});
