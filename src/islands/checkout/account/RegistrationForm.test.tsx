// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { RELOAD_AFTER_SIGN_UP_MS } from '~/domain/constants';
import type { Locale } from '~/i18n/languages';
import { getSandboxVerificationCode } from '~/sandbox/verification';
import { setScenario } from '~/sandbox/scenario';
import { setPageReload } from '~/stores/checkout/account/account';
import { $registrationCountries, loadRegistrationCountries } from '~/stores/checkout/account/countries';
import { setRegistrationField, type RegistrationDraft } from '~/stores/checkout/account/registration';
import { fastTimeouts, seedAccountStep, testProduct } from '~/../tests/setup/account-stores';
import { $ipLocale, $product } from '~/stores/checkout/session';
import { CONSENT_SCRIPT_ID } from '~/stores/checkout/account/consent-provider';
import { withSandboxConsentProvider } from '../../../../tests/setup/consent-provider';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { StepOne, preloadVisitorForms } from './StepOne';

const VALID: Partial<RegistrationDraft> = {
  name: 'Nova Pessoa', email: 'nova@sandbox.test', emailConfirmation: 'nova@sandbox.test', password: 'Secret#2026',
  passwordConfirmation: 'Secret#2026', termsAccepted: true, privacyAccepted: true,
};

function prefill(draft: Partial<RegistrationDraft>) {
  for (const [field, value] of Object.entries(draft)) setRegistrationField(field as keyof RegistrationDraft, value as never);
}

function renderStep(lang: Locale = 'pt') {
  render(
    <TestI18n lang={lang}>
      <StepOne />
    </TestI18n>,
  );
}

/** The texts an element's aria-describedby points at. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('Novo cadastro (part 1 §2, §4, §5, §8)', () => {
  // The component loads these as a separate chunk; load it ahead so renders are synchronous.
  beforeAll(() => preloadVisitorForms());
  let reload: Mock<() => void>;
  let restore: () => void;
  beforeEach(async () => {
    seedAccountStep();
    await loadRegistrationCountries();
    $product.set(testProduct());
    $ipLocale.set({ ip: '203.0.113.10', country: 'BR', region: null });
    reload = vi.fn<() => void>();
    restore = setPageReload(reload);
    // jsdom loads no script: the sandbox's consent provider is there from the start (decision 027).
    withSandboxConsentProvider();
  });
  afterEach(() => {
    cleanup();
    restore();
    vi.useRealTimers();
  });

  it("part 1 §4, §7: the buyer's first focus in the form loads the consent provider's script, once (decision 027)", async () => {
    expect(document.getElementById(CONSENT_SCRIPT_ID)).toBeNull();
    renderStep('pt');
    const name = await screen.findByLabelText('Nome completo');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById(CONSENT_SCRIPT_ID)).toBeNull();
    act(() => name.focus());
    act(() => screen.getByLabelText('E-mail').focus());
    await waitFor(() => expect(document.querySelectorAll(`script#${CONSENT_SCRIPT_ID}`)).toHaveLength(1));
  });

  it.each([
    ['part 1 §5: full name (pt)', 'pt', 'EUR', { name: 'Ana' }, 'Coloque seu nome completo'],
    ['part 1 §5: full name (en)', 'en', 'EUR', { name: 'Ana' }, 'Please enter your full name'],
    ['part 1 §5: valid e-mail (pt)', 'pt', 'BRL', { email: 'nova@', emailConfirmation: 'nova@' }, 'Coloque um e-mail valido'],
    ['part 1 §5: valid e-mail (en)', 'en', 'BRL', { email: 'nova@', emailConfirmation: 'nova@' }, 'Please enter a valid email address'],
    ['part 1 §5: e-mail confirmation (pt)', 'pt', 'BRL', { emailConfirmation: 'outra@sandbox.test' }, 'O E-mail de confirmação esta incorreto'],
    ['part 1 §5: e-mail confirmation (en)', 'en', 'BRL', { emailConfirmation: 'outra@sandbox.test' }, "The email addresses don't match"],
    ['part 1 §5: password strength (pt)', 'pt', 'BRL', { password: 'secret', passwordConfirmation: 'secret' }, 'Mínimo 8 caracteres, 1 maiúscula, 1 número e 1 símbolo.'],
    ['part 1 §5: password strength (en)', 'en', 'BRL', { password: 'secret', passwordConfirmation: 'secret' }, 'At least 8 characters, including 1 uppercase letter, 1 number and 1 symbol.'],
    ['part 1 §5: password confirmation (pt)', 'pt', 'BRL', { passwordConfirmation: 'Secret#2025' }, 'Sua confirmação de senha esta incorreta'],
    ['part 1 §5: password confirmation (en)', 'en', 'BRL', { passwordConfirmation: 'Secret#2025' }, "The passwords don't match"],
    ['part 1 §5: terms re-checked on submit (pt)', 'pt', 'BRL', { privacyAccepted: false }, 'É necessario aceitar os termos de uso para realizar o cadastro'],
    ['part 1 §5: terms re-checked on submit (en)', 'en', 'BRL', { termsAccepted: false }, 'You need to accept the terms of use to sign up'],
    ['part 1 §5: business on EUR needs a VAT number (pt)', 'pt', 'EUR', { accountKind: 'business', country: 'DE' }, 'Para continuar o cadastro com uma conta empresa, favor inserir um número de VAT válido.'],
    ['part 1 §5: business on EUR needs a VAT number (en)', 'en', 'EUR', { accountKind: 'business', country: 'DE' }, 'To sign up with a business account, please enter a valid VAT number.'],
    ['part 1 §5: VAT format per country (pt)', 'pt', 'EUR', { accountKind: 'business', country: 'DE', vatNumber: '12345678' }, 'O Número de VAT 12345678 não é um formato válido. Favor verificar o número e tente novamente.'],
    ['part 1 §5: VAT format per country (en)', 'en', 'EUR', { accountKind: 'business', country: 'DE', vatNumber: '12345678' }, 'The VAT number 12345678 is not in a valid format. Please check the number and try again.'],
    ['part 1 §5: VAT format per country, a short German number (pt)', 'pt', 'EUR', { accountKind: 'business', country: 'DE', vatNumber: 'DE123' }, 'O Número de VAT DE123 não é um formato válido. Favor verificar o número e tente novamente.'],
    ['part 1 §5: VAT format per country, a short German number (en)', 'en', 'EUR', { accountKind: 'business', country: 'DE', vatNumber: 'DE123' }, 'The VAT number DE123 is not in a valid format. Please check the number and try again.'],
  ] as const)('%s shows the message, linked to its field, and focuses it', async (_row, lang, currency, patch, message) => {
    $product.set(testProduct({ currency }));
    prefill({ ...VALID, ...patch });
    renderStep(lang);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: lang === 'pt' ? 'Cadastrar' : 'Sign up' }));
    const alert = await screen.findByText(message);
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true'));
    expect(description(document.activeElement as HTMLElement)).toBe(message);
    expect(getSandboxVerificationCode()).toBeNull();
  });

  it('part 1 §5: the password rules and the confirmation hint show before any submit', () => {
    renderStep('pt');
    expect(description(screen.getByLabelText('Senha'))).toBe('Mínimo 8 caracteres, 1 maiúscula, 1 número e 1 símbolo.');
    expect(description(screen.getByLabelText('Confirme sua senha'))).toBe('A confirmação deve ser igual à senha.');
  });

  it('part 1 §5: an empty form focuses the name, the first error', async () => {
    renderStep('pt');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nome completo')));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Coloque seu nome completo', 'Coloque um e-mail valido', 'Mínimo 8 caracteres, 1 maiúscula, 1 número e 1 símbolo.',
      'É necessario aceitar os termos de uso para realizar o cadastro',
    ]);
  });

  const CONSENT_HINT = 'Para se cadastrar, marque os termos de uso e a política de privacidade.';
  it.each([
    ['part 1 §5: until terms and privacy are ticked, register says what it needs', false, false, CONSENT_HINT],
    ['part 1 §5: with terms alone, register still says what it needs', true, false, CONSENT_HINT],
    ['part 1 §5: with both, register needs nothing more', true, true, ''],
  ])('%s (never announced unavailable: a press shows the errors; WCAG 1.4.3, 3.3.2)', async (_row, terms, privacy, description) => {
    renderStep('pt');
    const user = userEvent.setup();
    if (terms) await user.click(screen.getByLabelText('Li e aceito os termos de uso'));
    if (privacy) await user.click(screen.getByLabelText('Li e aceito a política de privacidade'));
    const register = screen.getByRole('button', { name: 'Cadastrar' });
    expect(register.hasAttribute('aria-disabled')).toBe(false);
    expect(register.hasAttribute('disabled')).toBe(false);
    const described = register.getAttribute('aria-describedby');
    expect(described ? document.getElementById(described)?.textContent : '').toBe(description);
  });

  it.each([
    ['part 1 §2: the personal/business toggle shows for EUR', 'EUR', 1],
    ['part 1 §2: no toggle for BRL', 'BRL', 0],
    ['part 1 §2: no toggle for USD', 'USD', 0],
  ] as const)('%s', (_row, currency, groups) => {
    $product.set(testProduct({ currency }));
    renderStep('pt');
    expect(screen.queryAllByRole('group', { name: 'Tipo de conta' })).toHaveLength(groups);
  });

  it('part 1 §6: choosing business on EUR asks for the VAT number', async () => {
    $product.set(testProduct({ currency: 'EUR' }));
    renderStep('pt');
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Número de VAT')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Empresa' }));
    expect(screen.getByLabelText('Número de VAT')).toBeTruthy();
  });

  it('part 1 §4: the keyboard alone registers, verifies the code and the page reloads after 2 s', async () => {
    renderStep('pt');
    const user = userEvent.setup();
    const typed = ['Nova Pessoa', 'nova@sandbox.test', 'nova@sandbox.test', 'Secret#2026', 'Secret#2026', '+55 11 90000-0000'];
    for (const text of typed) {
      await user.tab();
      await user.keyboard(text);
    }
    await user.tab(); // country: Brasil, chosen from the IP
    expect((document.activeElement as HTMLSelectElement).value).toBe('BR');
    await user.tab();
    await user.keyboard(' '); // terms
    await user.tab();
    await user.keyboard(' '); // privacy
    await user.tab();
    await user.keyboard(' '); // newsletter
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cadastrar' }));
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { name: 'Verificação' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Verificação' })));
    expect(await screen.findByText(`Código de verificação do sandbox: ${getSandboxVerificationCode()}`)).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Código de verificação'));
    // Pasted as the e-mail spaces it: the field keeps all of it (no maxlength cuts "123 456" to "123 45").
    const sent = getSandboxVerificationCode() ?? '';
    await user.paste(`${sent.slice(0, 3)} ${sent.slice(3)}`);
    expect(screen.getByLabelText<HTMLInputElement>('Código de verificação').value).toBe(`${sent.slice(0, 3)} ${sent.slice(3)}`);
    // Testing Library settles each event with a setTimeout(0), so the fake clock also follows real time;
    // the exact 2000 ms boundary is asserted in account-sign-up.test.ts.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.keyboard('{Enter}');
    await screen.findByText('Conta criada com sucesso! Recarregando a página...');
    act(() => vi.advanceTimersByTime(RELOAD_AFTER_SIGN_UP_MS / 2));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(RELOAD_AFTER_SIGN_UP_MS / 2));
    expect(reload).toHaveBeenCalledOnce();
    // Typing some ninety keys one event at a time: 5 s held only on an idle machine; nothing here is timed.
  }, 30_000);

  it('part 1 §4: a wrong code shows a persistent Código inválido until the next attempt', async () => {
    prefill({ ...VALID, country: 'BR' });
    renderStep('pt');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const code = await screen.findByLabelText('Código de verificação');
    const wrong = String((Number(getSandboxVerificationCode()) + 1) % 1_000_000).padStart(6, '0');
    await user.type(code, `${wrong}{Enter}`);
    expect((await screen.findByRole('alert')).textContent).toBe('Código inválido');
    await user.clear(code);
    await user.type(code, '12');
    expect(screen.getByRole('alert').textContent).toBe('Código inválido');
    await user.clear(code);
    await user.type(code, `${getSandboxVerificationCode()}{Enter}`);
    await screen.findByText('Conta criada com sucesso! Recarregando a página...');
    expect(screen.queryByText('Código inválido')).toBeNull();
  });

  it.each([
    ['pt', 'ana@sandbox.test', 'Cadastrar', 'Código de verificação', 'Opsss... Este e-mail já está cadastrado. Efetue o login', 'Verificação', 'Efetuar login'],
    ['en', 'john@sandbox.test', 'Sign up', 'Verification code', 'Oops… This email address is already registered. Please log in.', 'Verification', 'Log in'],
  ] as const)('part 1 §8: in %s email_already_exists closes Verificação and opens the login with the e-mail filled', async (lang, email, register, codeLabel, exists, verification, login) => {
    prefill({ ...VALID, email, emailConfirmation: email, country: 'BR' });
    renderStep(lang);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: register }));
    await user.type(await screen.findByLabelText(codeLabel), `${getSandboxVerificationCode()}{Enter}`);
    expect(await screen.findByText(exists)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: verification })).toBeNull();
    expect(screen.getByRole('heading', { name: login })).toBeTruthy();
    expect((screen.getByLabelText(lang === 'pt' ? 'E-mail' : 'Email') as HTMLInputElement).value).toBe(email);
  });

  it.each([
    ['part 1 §8: HTTP 500 when sending the code', 'http500', 'send-verification-code'],
    ['part 1 §8: offline when sending the code', 'offline', 'send-verification-code'],
    ['part 1 §8: an unreadable answer when sending the code', 'malformed', 'send-verification-code'],
    ['part 1 §8: timeout when sending the code', 'timeout', 'send-verification-code'],
  ] as const)('%s ends in the registration failure; nothing typed is lost and the retry opens Verificação', async (_row, fault, faultPath) => {
    fastTimeouts();
    renderStep('pt');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome completo'), 'Nova Pessoa');
    await user.type(screen.getByLabelText('E-mail'), 'nova@sandbox.test');
    await user.type(screen.getByLabelText('Confirme seu e-mail'), 'nova@sandbox.test');
    await user.type(screen.getByLabelText('Senha'), 'Secret#2026');
    await user.type(screen.getByLabelText('Confirme sua senha'), 'Secret#2026');
    await user.click(screen.getByLabelText('Li e aceito os termos de uso'));
    await user.click(screen.getByLabelText('Li e aceito a política de privacidade'));
    setScenario({ fault, faultTimes: 1, faultPath });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Opsss... Infelizmente ocorreu um erro ao criar sua conta, favor tente mais tarde!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cadastrar' }).getAttribute('aria-busy')).toBe('false');
    expect((screen.getByLabelText('Nome completo') as HTMLInputElement).value).toBe('Nova Pessoa');
    expect((screen.getByLabelText('Senha') as HTMLInputElement).value).toBe('Secret#2026');
    expect((screen.getByLabelText('Li e aceito os termos de uso') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('heading', { name: 'Verificação' })).toBeTruthy();
  });

  it.each([
    ['part 1 §8: HTTP 500 when creating the account', 'http500', '/create'],
    ['part 1 §8: offline when verifying the code', 'offline', 'verify-code'],
    ['part 1 §8: timeout when creating the account', 'timeout', '/create'],
  ] as const)('%s ends in the registration failure and the same code retries', async (_row, fault, faultPath) => {
    fastTimeouts();
    prefill({ ...VALID, country: 'BR' });
    renderStep('en');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const code = await screen.findByLabelText('Verification code');
    await user.type(code, getSandboxVerificationCode() ?? '');
    setScenario({ fault, faultTimes: 1, faultPath });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Oops… Something went wrong while creating your account. Please try again later.')).toBeTruthy();
    expect((code as HTMLInputElement).value).toBe(getSandboxVerificationCode());
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your account has been created. Reloading the page…')).toBeTruthy();
  });

  it('part 1 §3: a failed country list says why and its retry fills the list', async () => {
    // The list loads again when the form mounts it (countries.ts onMount) unless an earlier test's subscriber is still
    // within nanostores' unmount delay: unmounted here, so it always does, and both loads meet the fault.
    cleanStores($registrationCountries);
    setScenario({ fault: 'http500', faultTimes: 2, faultPath: 'get-subsidiaries' });
    await loadRegistrationCountries();
    renderStep('pt');
    const user = userEvent.setup();
    expect(await screen.findByText('O servidor respondeu com um erro. Tente novamente.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('option', { name: 'Brasil' })).toBeTruthy();
  });
});
