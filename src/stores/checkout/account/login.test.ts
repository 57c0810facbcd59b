import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { setScenario } from '~/sandbox/scenario';
import { $accountNotice, $accountScreen, setPageReload } from './account';
import { $loginForm, $loginStatus, setLoginField, submitLogin } from './login';
import { openRecovery, submitRecovery } from './recovery';
import { fastTimeouts, seedAccountStep } from '../../../../tests/setup/account-stores';

describe('login (part 1 §4, §5, §8)', () => {
  let reload: Mock<() => void>;
  let restore: () => void;
  beforeEach(() => {
    seedAccountStep();
    reload = vi.fn<() => void>();
    restore = setPageReload(reload);
  });
  afterEach(() => restore());

  it('part 1 §4: a successful login reloads the page', async () => {
    setLoginField('email', 'ana@sandbox.test');
    setLoginField('password', 'Sandbox#2026');
    await submitLogin();
    expect($loginStatus.get()).toEqual({ state: 'done' });
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each([
    ['part 1 §5: an empty e-mail is refused and focused first', '', 'x', 'email'],
    ['part 1 §5: an empty password is refused and focused', 'ana@sandbox.test', '', 'password'],
    ['part 1 §5: both empty focus the e-mail', ' ', '', 'email'],
  ] as const)('%s', async (_row, email, password, field) => {
    setLoginField('email', email);
    setLoginField('password', password);
    expect(await submitLogin()).toBe(field);
    expect($loginStatus.get()).toEqual({ state: 'invalid', error: { field, key: 'errors:validation.login_required' } });
    expect(reload).not.toHaveBeenCalled();
  });

  it('part 1 §5: the error leaves once both fields are filled', async () => {
    await submitLogin();
    setLoginField('email', 'ana@sandbox.test');
    expect($loginStatus.get().state).toBe('invalid');
    setLoginField('password', 'x');
    expect($loginStatus.get()).toEqual({ state: 'editing' });
  });

  it('part 1 §8: a wrong password shows the login failure and keeps what was typed', async () => {
    setLoginField('email', 'ana@sandbox.test');
    setLoginField('password', 'wrong');
    await submitLogin();
    expect($loginStatus.get()).toEqual({ state: 'failed', messageKey: 'errors:account.login_failed' });
    expect($loginForm.get()).toEqual({ email: 'ana@sandbox.test', password: 'wrong' });
  });

  it('part 1 §7: after a failed login, a sent recovery e-mail brings back the login without the old failure or password, the e-mail kept', async () => {
    setLoginField('email', 'ana@sandbox.test');
    setLoginField('password', 'wrong');
    await submitLogin();
    openRecovery();
    expect(await submitRecovery()).toBe(false);
    expect($accountScreen.get()).toBe('login');
    expect($accountNotice.get()).toEqual({ tone: 'success', key: 'checkout:account.recovery.sent' });
    expect($loginStatus.get()).toEqual({ state: 'editing' });
    expect($loginForm.get()).toEqual({ email: 'ana@sandbox.test', password: '' });
  });

  it.each([
    ['part 1 §8: HTTP 500 is a failed login: the spec\'s login failure text', 'http500', 'errors:account.login_failed'],
    ['part 1 §8: an unreadable answer is a failed login: the spec\'s login failure text', 'malformed', 'errors:account.login_failed'],
    ['design: offline keeps the no-connection message', 'offline', 'errors:request.network'],
    ['design: a timeout keeps the timeout message', 'timeout', 'errors:request.timeout'],
  ] as const)('%s, and the retry logs in', async (_row, fault, messageKey) => {
    fastTimeouts();
    setLoginField('email', 'ana@sandbox.test');
    setLoginField('password', 'Sandbox#2026');
    setScenario({ fault, faultTimes: 1, faultPath: 'login' });
    await submitLogin();
    expect($loginStatus.get()).toEqual({ state: 'failed', messageKey });
    await submitLogin();
    expect(reload).toHaveBeenCalledOnce();
  });
});
