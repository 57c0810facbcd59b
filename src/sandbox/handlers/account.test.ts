import { describe, expect, it } from 'vitest';
import { createAccount, type RegistrationPayload } from '~/api/account/create-account';
import { getLoginStatus } from '~/api/account/login-status';
import { sendVerificationCode } from '~/api/account/send-verification-code';
import { verifyCode } from '~/api/account/verify-code';
import { checkSponsorReceiver } from '~/api/sponsor/sponsor-receiver';
import { SANDBOX_USER_IDS } from '~/sandbox/fixtures/users';
import { setScenario } from '~/sandbox/scenario';
import { getSandboxVerificationCode } from '~/sandbox/verification';

const loggedIn = async (user: string, cc?: string) => {
  setScenario({ user });
  const { user: answer } = await getLoginStatus({ cc });
  if (!answer.isLogged) throw new Error(`${user} is not logged in`);
  return answer;
};

describe('sandbox accounts (DESIGN.md "Modes")', () => {
  it.each([
    ['br', 'BR', 'pt'], ['us', 'US', 'en'], ['de', 'DE', 'de'], ['nl', 'NL', 'en'],
    ['mx', 'MX', 'es'], ['co', 'CO', 'es'], ['pe', 'PE', 'es'], ['ar', 'AR', 'es'],
  ])('part 1 §3: sandbox-user=%s is logged in from %s with language %s', async (id, country, lang) => {
    expect(await loggedIn(id)).toMatchObject({ country, lang, is_team_account: false, is_blocked: false });
  });

  it.each([
    ['part 1 §6: team is a team account', 'team', { is_team_account: true }],
    ['part 1 §6: paypal-only pays only by PayPal', 'paypal-only', { is_payment_only_paypal: true }],
    ['part 1 §2 /block-user: blocked carries its fraud warnings', 'blocked', { is_blocked: true, fraud_warnings: 3 }],
    ['part 2 §4.3: upline has a parent with PayPal and pagSeguro', 'upline', { parent: { aid: '777', receivement_gateways: { paypal: 'marina.paypal@sandbox.test', pagseguro: 'marina.pagseguro@sandbox.test' } } }],
    ['part 1 §1: accounts without a referrer have the company as parent', 'us', { parent: { aid: '1' } }],
  ])('%s', async (_name, id, expected) => {
    expect(await loggedIn(id)).toMatchObject(expected);
  });

  it.each([
    ['part 2 §4.2: all saved cards without cc', undefined, ['USD', 'BRL', 'BRL']],
    ['part 2 §4.2: cc=BRL returns the BRL cards only', 'BRL', ['BRL', 'BRL']],
    ['part 2 §4.2: cc=EUR returns none', 'EUR', []],
  ])('%s', async (_name, cc, currencies) => {
    const user = await loggedIn('saved-cards', cc);
    expect(user.credit_cards.map((card) => card.currency)).toEqual(currencies);
  });

  it('part 2 §4.2: saved-cards has exactly one selected card', async () => {
    expect((await loggedIn('saved-cards')).credit_cards.filter((card) => card.selected)).toHaveLength(1);
  });

  it('DESIGN.md "Modes": an unknown sandbox-user is a visitor', async () => {
    setScenario({ user: 'nobody' });
    await expect(getLoginStatus()).resolves.toEqual({ user: { isLogged: false } });
  });

  it('DESIGN.md "Modes": every account id is listed once', () => {
    expect(new Set(SANDBOX_USER_IDS).size).toBe(SANDBOX_USER_IDS.length);
    expect(SANDBOX_USER_IDS).toEqual(expect.arrayContaining(['br', 'us', 'de', 'nl', 'mx', 'co', 'pe', 'ar', 'team', 'paypal-only', 'saved-cards', 'blocked', 'upline']));
  });
});

describe('sandbox registration (part 1 §4)', () => {
  const payload: RegistrationPayload = {
    cadastro_nome: 'Rosa Nunes', cadastro_email: 'rosa@sandbox.test', cadastro_senha: 'Sandbox#2026', cadastro_telefone: '',
    subsidiary: 6, tracking_origin: '', tracking_params: '', iubenda_consent: 'c1', form_origin: 'ba-gateway', id_plan: 1, receive_email: 'NO',
    cadastro_aid: '777',
  };

  it('part 1 §4: code, verification and creation log the new account in, with its country, language and sponsor', async () => {
    await sendVerificationCode('es', { email: payload.cadastro_email, name: payload.cadastro_nome });
    await verifyCode('es', { email: payload.cadastro_email, code: getSandboxVerificationCode() ?? '' });
    const created = await createAccount('es', payload);
    expect(created.ok).toBe(true);
    const { user } = await getLoginStatus();
    expect(user).toMatchObject({ isLogged: true, email: 'rosa@sandbox.test', country: 'CO', lang: 'es', parent: { aid: '777' } });
    expect((await checkSponsorReceiver({ user_id: created.ok ? created.user.id : 0, type: 'PLAN', reference: 1 })).valid).toBe(true);
    await expect(createAccount('es', payload)).resolves.toEqual({ ok: false, reason: 'email_already_exists' });
  });
});
