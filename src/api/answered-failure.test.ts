import { describe, expect, it } from 'vitest';
import { answeredFailureKey, CheckoutError, HttpError, NetworkError, SchemaError, TimeoutError } from './errors';

const LOGIN_FAILED = 'errors:account.login_failed';

describe('answeredFailureKey (part 1 §8 login and recovery failures)', () => {
  it.each([
    ['part 1 §8: HTTP 500 is the form\'s own failure', new HttpError('login', 500), LOGIN_FAILED],
    ['part 1 §8: HTTP 503 is the form\'s own failure', new HttpError('login', 503), LOGIN_FAILED],
    ['part 1 §8: an unreadable answer is the form\'s own failure', new SchemaError('login', 'not JSON'), LOGIN_FAILED],
    ['part 1 §8: a refusal with a reason is the form\'s own failure', new CheckoutError('login', 'whatever'), LOGIN_FAILED],
    ['design: offline keeps the no-connection message', new NetworkError('login', 'offline'), 'errors:request.network'],
    ['design: a timeout keeps the timeout message', new TimeoutError('login', 100), 'errors:request.timeout'],
    ['design: something that is not an API error keeps the no-connection message', new Error('boom'), 'errors:request.network'],
  ] as const)('%s', (_row, error, key) => {
    expect(answeredFailureKey(LOGIN_FAILED)(error)).toBe(key);
  });
});
