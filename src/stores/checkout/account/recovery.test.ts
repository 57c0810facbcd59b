import { beforeEach, describe, expect, it } from 'vitest';
import { setScenario } from '~/sandbox/scenario';
import { $accountNotice, $accountScreen } from './account';
import { $loginForm, setLoginField } from './login';
import { $recoveryEmail, $recoveryStatus, openRecovery, setRecoveryEmail, submitRecovery } from './recovery';
import { fastTimeouts, seedAccountStep } from '../../../../tests/setup/account-stores';

describe('password recovery (part 1 §7, §8)', () => {
  beforeEach(() => seedAccountStep());

  it('part 1 §8: success goes back to login with the password-sent notice', async () => {
    setLoginField('email', 'ana@sandbox.test');
    openRecovery();
    expect($recoveryEmail.get()).toBe('ana@sandbox.test');
    expect(await submitRecovery()).toBe(false);
    expect($accountScreen.get()).toBe('login');
    expect($accountNotice.get()).toEqual({ tone: 'success', key: 'checkout:account.recovery.sent' });
    expect($loginForm.get().email).toBe('ana@sandbox.test');
  });

  it('part 1 §8: an unknown e-mail shows the recovery failure', async () => {
    openRecovery();
    setRecoveryEmail('ninguem@sandbox.test');
    await submitRecovery();
    expect($recoveryStatus.get()).toEqual({ state: 'failed', messageKey: 'errors:account.recover_failed' });
    expect($accountScreen.get()).toBe('recovery');
  });

  it('part 1 §5: a malformed e-mail is refused without a call and takes the focus', async () => {
    openRecovery();
    setRecoveryEmail('ana@');
    expect(await submitRecovery()).toBe(true);
    expect($recoveryStatus.get()).toEqual({ state: 'invalid', error: 'errors:validation.email' });
    setRecoveryEmail('ana@sandbox.test');
    expect($recoveryStatus.get()).toEqual({ state: 'editing' });
  });

  it.each([
    ['part 1 §8: HTTP 500 is a failed recovery: the spec\'s recovery failure text', 'http500', 'errors:account.recover_failed'],
    ['part 1 §8: an unreadable answer is a failed recovery: the spec\'s recovery failure text', 'malformed', 'errors:account.recover_failed'],
    ['design: offline keeps the no-connection message', 'offline', 'errors:request.network'],
    ['design: timeout keeps the timeout message', 'timeout', 'errors:request.timeout'],
  ] as const)('%s shows its message and the retry sends the password', async (_row, fault, messageKey) => {
    fastTimeouts();
    openRecovery();
    setRecoveryEmail('ana@sandbox.test');
    setScenario({ fault, faultTimes: 1, faultPath: 'recover-password' });
    await submitRecovery();
    expect($recoveryStatus.get()).toEqual({ state: 'failed', messageKey });
    expect($recoveryEmail.get()).toBe('ana@sandbox.test');
    await submitRecovery();
    expect($accountNotice.get()?.key).toBe('checkout:account.recovery.sent');
  });
});
