import { describe, expect, it } from 'vitest';
import { BLACKLISTED_MESSAGE, possibleFraudState, type FraudState } from '~/domain/fraud';

const warned = (attempts: number, remaining: number): FraudState => ({
  kind: 'warned',
  attempts,
  remaining,
  message: { key: 'payment:errors.possible_fraud_warning', params: { remaining } },
});
const blocked = (attempts: number): FraudState => ({ kind: 'blocked', attempts, message: { key: 'payment:errors.possible_fraud_blocked', params: {} } });

describe('possibleFraudState', () => {
  it.each<[string, number, FraudState]>([
    ['part 2 §8: the first possible fraud warns with 3 attempts left', 1, warned(1, 3)],
    ['part 2 §8: the second warns with 2 left', 2, warned(2, 2)],
    ['part 2 §9: the third (the limit) still warns with 1 left', 3, warned(3, 1)],
    ['part 2 §8: above the limit the account is blocked', 4, blocked(4)],
    ['part 2 §8: well above the limit stays blocked', 9, blocked(9)],
    ['part 2 §8: a count below one is read as one refusal', 0, warned(1, 3)],
  ])('%s', (_, attempts, expected) => {
    expect(possibleFraudState(attempts)).toEqual(expected);
  });

  it.each<[string, number, number, FraudState]>([
    ['part 2 §9: a limit given by the office is used', 2, 2, warned(2, 1)],
    ['part 2 §9: above a given limit blocks', 3, 2, blocked(3)],
  ])('%s', (_, attempts, limit, expected) => {
    expect(possibleFraudState(attempts, limit)).toEqual(expected);
  });

  it('part 2 §8: a blacklisted user reads user_block_blacklist', () => {
    expect(BLACKLISTED_MESSAGE.key).toBe('payment:errors.user_block_blacklist');
  });
});
