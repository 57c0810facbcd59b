import { describe, expect, it } from 'vitest';
import { NetworkError } from '~/api/errors';
import { formStatus, formSubmit, refuse } from './form-submit';
import { resetStores } from './reset';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('formSubmit (one submit machine for every form)', () => {
  it('DESIGN.md Failures: an invalid form is not sent and keeps its error', async () => {
    const $status = formStatus<string>();
    let sent = 0;
    const result = await formSubmit($status, { validate: () => 'errors:validation.email', send: async () => void (sent += 1) });
    expect([result, $status.get(), sent]).toEqual([{ outcome: 'invalid', error: 'errors:validation.email' }, { state: 'invalid', error: 'errors:validation.email' }, 0]);
  });

  it('an accepted answer ends in done, and a second submit of a finished form is ignored', async () => {
    const $status = formStatus<string>();
    let sent = 0;
    const steps = { send: async () => void (sent += 1) };
    expect(await formSubmit($status, steps)).toEqual({ outcome: 'done' });
    expect(await formSubmit($status, steps)).toEqual({ outcome: 'busy' });
    expect([$status.get(), sent]).toEqual([{ state: 'done' }, 1]);
  });

  it("a form used again after success (after: 'editing') goes back to editing", async () => {
    const $status = formStatus<string>();
    await formSubmit($status, { send: async () => undefined, after: 'editing' });
    expect($status.get()).toEqual({ state: 'editing' });
  });

  it.each([
    ['a transport failure shows its own message', () => Promise.reject(new NetworkError('x', 'offline')), undefined, 'errors:request.network'],
    ['a form may name one message for every failure', () => Promise.reject(new Error('boom')), () => 'errors:account.registration_failed', 'errors:account.registration_failed'],
    ['the office refusing the form shows its message', () => Promise.resolve(refuse.failed('errors:account.login_failed')), undefined, 'errors:account.login_failed'],
  ])('DESIGN.md Failures: %s, and submitting again is the retry', async (_name, send, failureKey, messageKey) => {
    const $status = formStatus<string>();
    expect(await formSubmit($status, { send, failureKey })).toEqual({ outcome: 'failed' });
    expect($status.get()).toEqual({ state: 'failed', messageKey });
    expect(await formSubmit($status, { send: async () => undefined })).toEqual({ outcome: 'done' });
  });

  it("the office refusing a field shows it as the form's own error; 'edit' leaves the form without a message", async () => {
    const $status = formStatus<string>();
    expect(await formSubmit($status, { send: async () => refuse.invalid('errors:account.invalid_code') })).toEqual({ outcome: 'invalid', error: 'errors:account.invalid_code' });
    expect($status.get()).toEqual({ state: 'invalid', error: 'errors:account.invalid_code' });
    expect(await formSubmit($status, { send: async () => refuse.edit() })).toEqual({ outcome: 'edit' });
    expect($status.get()).toEqual({ state: 'editing' });
  });

  it('a submit while one is in flight is ignored (one call)', async () => {
    const $status = formStatus<string>();
    const answer = deferred();
    let sent = 0;
    const steps = { send: () => ((sent += 1), answer.promise) };
    const first = formSubmit($status, steps);
    await Promise.resolve();
    expect(await formSubmit($status, steps)).toEqual({ outcome: 'busy' });
    answer.resolve();
    expect(await first).toEqual({ outcome: 'done' });
    expect(sent).toBe(1);
  });

  it('an answer that arrives after the page was reset is stale and dropped', async () => {
    const $status = formStatus<string>();
    const answer = deferred();
    const pending = formSubmit($status, { send: () => answer.promise });
    await Promise.resolve();
    expect($status.get()).toEqual({ state: 'submitting' });
    resetStores('page');
    answer.resolve();
    expect(await pending).toEqual({ outcome: 'stale' });
    expect($status.get()).toEqual({ state: 'editing' });
  });
});
