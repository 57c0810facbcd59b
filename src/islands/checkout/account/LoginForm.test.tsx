// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Locale } from '~/i18n/languages';
import { setScenario } from '~/sandbox/scenario';
import { setPageReload } from '~/stores/checkout/account/account';
import { openLogin } from '~/stores/checkout/account/login';
import { fastTimeouts, seedAccountStep, testProduct } from '~/../tests/setup/account-stores';
import { $product } from '~/stores/checkout/session';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { StepOne, preloadVisitorForms } from './StepOne';

const TEXT = {
  pt: { email: 'E-mail', password: 'Senha', submit: 'Entrar', forgot: 'Esqueci minha senha', send: 'Enviar', loginTitle: 'Efetuar login' },
  en: { email: 'Email', password: 'Password', submit: 'Log in', forgot: 'I forgot my password', send: 'Send', loginTitle: 'Log in' },
} as const;

function renderLogin(lang: Locale = 'pt') {
  openLogin();
  render(
    <TestI18n lang={lang}>
      <StepOne />
    </TestI18n>,
  );
}

describe('Efetuar login (part 1 §2, §4, §5, §8)', () => {
  // The component loads these as a separate chunk; load it ahead so renders are synchronous.
  beforeAll(() => preloadVisitorForms());
  let reload: Mock<() => void>;
  let restore: () => void;
  beforeEach(() => {
    seedAccountStep();
    $product.set(testProduct());
    reload = vi.fn<() => void>();
    restore = setPageReload(reload);
  });
  afterEach(() => {
    cleanup();
    restore();
  });

  it.each([
    ['part 1 §4: the keyboard alone logs in and the page reloads (pt)', 'pt', 'Login efetuado! Recarregando a página...'],
    ['part 1 §4: the keyboard alone logs in and the page reloads (en)', 'en', "You're logged in. Reloading the page…"],
  ] as const)('%s', async (_row, lang, success) => {
    renderLogin(lang);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(TEXT[lang].email));
    await user.keyboard('ana@sandbox.test');
    await user.tab();
    await user.keyboard('Sandbox#2026{Enter}');
    expect(await screen.findByText(success)).toBeTruthy();
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each([
    ['part 1 §5: an empty e-mail is refused and focused (pt)', 'pt', '', 'x', 'email', 'Preencha o e-mail e a senha.'],
    ['part 1 §5: an empty password is refused and focused (en)', 'en', 'ana@sandbox.test', '', 'password', 'Please enter your email address and password.'],
  ] as const)('%s', async (_row, lang, email, password, focused, message) => {
    renderLogin(lang);
    const user = userEvent.setup();
    if (email) await user.type(screen.getByLabelText(TEXT[lang].email), email);
    if (password) await user.type(screen.getByLabelText(TEXT[lang].password), password);
    await user.click(screen.getByRole('button', { name: TEXT[lang].submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const field = screen.getByLabelText(TEXT[lang][focused]);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    ['part 1 §8: HTTP 500 while logging in is a failed login', 'pt', 'http500', 'Opsss... Infelizmente ocorreu um erro ao logar no office, favor tente mais tarde!'],
    ['part 1 §8: an unreadable answer while logging in is a failed login', 'pt', 'malformed', 'Opsss... Infelizmente ocorreu um erro ao logar no office, favor tente mais tarde!'],
    ['design: offline while logging in', 'pt', 'offline', 'Sem conexão. Verifique sua internet e tente novamente.'],
    ['design: offline while logging in (en)', 'en', 'offline', 'No connection. Please check your internet connection and try again.'],
    ['design: a timeout while logging in', 'en', 'timeout', "The server took too long to respond. Please try again."],
  ] as const)('%s shows its message, keeps what was typed, marks no field, and the retry logs in', async (_row, lang, fault, message) => {
    fastTimeouts();
    renderLogin(lang);
    const user = userEvent.setup();
    const email = screen.getByLabelText(TEXT[lang].email) as HTMLInputElement;
    const password = screen.getByLabelText(TEXT[lang].password) as HTMLInputElement;
    await user.type(email, 'ana@sandbox.test');
    await user.type(password, 'Sandbox#2026');
    setScenario({ fault, faultTimes: 1, faultPath: '/login' });
    await user.click(screen.getByRole('button', { name: TEXT[lang].submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(email.value).toBe('ana@sandbox.test');
    expect([email.getAttribute('aria-invalid'), password.getAttribute('aria-invalid')]).toEqual([null, null]);
    await user.click(screen.getByRole('button', { name: TEXT[lang].submit }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});

describe('password recovery (part 1 §7, §8)', () => {
  beforeEach(() => {
    seedAccountStep();
    $product.set(testProduct());
  });
  afterEach(() => cleanup());

  it.each([
    ['part 1 §8: success notifies that the password was sent (pt)', 'pt', 'Sua senha foi enviada para o seu e-mail.'],
    ['part 1 §8: success notifies that the password was sent (en)', 'en', 'Your password has been sent to your email address.'],
  ] as const)('%s and the keyboard alone gets there', async (_row, lang, message) => {
    renderLogin(lang);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('ana@sandbox.test');
    await user.tab(); // password
    await user.tab(); // Entrar
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: TEXT[lang].forgot }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H2'));
    await user.tab();
    expect((document.activeElement as HTMLInputElement).value).toBe('ana@sandbox.test');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { name: TEXT[lang].loginTitle })).toBeTruthy();
  });

  it.each([
    ['part 1 §8: an unknown e-mail shows the recovery failure (pt)', 'pt', null, 'Ocorreu um erro ao recuperar a senha, favor tente mais tarde!'],
    ['part 1 §8: an unknown e-mail shows the recovery failure (en)', 'en', null, 'Something went wrong while recovering your password. Please try again later.'],
    ['design: offline during recovery', 'pt', 'offline', 'Sem conexão. Verifique sua internet e tente novamente.'],
    ['part 1 §8: HTTP 500 during recovery is a failed recovery', 'pt', 'http500', 'Ocorreu um erro ao recuperar a senha, favor tente mais tarde!'],
  ] as const)('%s and the retry works', async (_row, lang, fault, message) => {
    renderLogin(lang);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: TEXT[lang].forgot }));
    const email = await screen.findByLabelText(TEXT[lang].email);
    await user.type(email, fault ? 'ana@sandbox.test' : 'ninguem@sandbox.test');
    if (fault) setScenario({ fault, faultTimes: 1, faultPath: 'recover-password' });
    await user.click(screen.getByRole('button', { name: TEXT[lang].send }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    if (!fault) {
      await user.clear(email);
      await user.type(email, 'ana@sandbox.test');
    }
    await user.click(screen.getByRole('button', { name: TEXT[lang].send }));
    expect(await screen.findByRole('heading', { name: TEXT[lang].loginTitle })).toBeTruthy();
  });
});

describe('a wrong e-mail or password (part 1 §8, WCAG 3.3.1, 3.3.3)', () => {
  beforeAll(() => preloadVisitorForms());
  let restore: () => void;
  beforeEach(() => {
    seedAccountStep();
    $product.set(testProduct());
    restore = setPageReload(vi.fn<() => void>());
  });
  afterEach(() => {
    cleanup();
    restore();
  });

  it.each([
    ['pt', 'Opsss... Infelizmente ocorreu um erro ao logar no office, favor tente mais tarde!', 'Confira o e-mail e a senha. Se não lembra a senha, escolha “Esqueci minha senha” abaixo.'],
    ['en', 'Oops… Something went wrong while logging you in. Please try again later.', 'Check your email and password. If you do not remember the password, choose “I forgot my password” below.'],
  ] as const)('keeps the spec\'s text, says what to do, and marks both fields with it; the next submit clears it (%s)', async (lang, text, hint) => {
    renderLogin(lang);
    const user = userEvent.setup();
    const email = screen.getByLabelText(TEXT[lang].email) as HTMLInputElement;
    const password = screen.getByLabelText(TEXT[lang].password) as HTMLInputElement;
    await user.type(email, 'ana@sandbox.test');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: TEXT[lang].submit }));
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([text, hint]);
    for (const field of [email, password]) {
      expect([field.getAttribute('aria-invalid'), field.getAttribute('aria-describedby')]).toEqual(['true', alert.id]);
    }
    expect(screen.getByRole('button', { name: TEXT[lang].forgot })).toBeTruthy();
    setScenario({ fault: 'http500', faultTimes: 1, faultPath: '/login' });
    await user.click(screen.getByRole('button', { name: TEXT[lang].submit }));
    await waitFor(() => expect(screen.getByRole('alert').querySelectorAll('p')).toHaveLength(0));
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });
});

