/**
 * Possible-fraud refusals as shown state (part 2 §6, §8, §9). The office enforces the limit (DESIGN.md
 * "Security"); the page only counts the refusals it was told about to word the warning.
 */
import { POSSIBLE_FRAUD_ATTEMPTS_LIMIT } from '~/domain/constants';

export type FraudState =
  | {
      kind: 'warned';
      attempts: number;
      /** Further refused attempts before the account is blocked. */
      remaining: number;
      message: { key: 'payment:errors.possible_fraud_warning'; params: { remaining: number } };
    }
  | { kind: 'blocked'; attempts: number; message: { key: 'payment:errors.possible_fraud_blocked'; params: Record<string, never> } };

/**
 * State after `attempts` possible-fraud refusals: above the limit the account is blocked, otherwise the buyer is
 * warned how many attempts remain (part 2 §8). With the limit 3: 1 -> 3 remaining, 3 -> 1 remaining, 4 -> blocked.
 * Example: possibleFraudState(1) -> { kind: 'warned', attempts: 1, remaining: 3, message: { key: 'payment:errors.possible_fraud_warning', params: { remaining: 3 } } }.
 */
export function possibleFraudState(attempts: number, limit: number = POSSIBLE_FRAUD_ATTEMPTS_LIMIT): FraudState {
  const count = Math.max(1, Math.floor(attempts));
  if (count > limit) return { kind: 'blocked', attempts: count, message: { key: 'payment:errors.possible_fraud_blocked', params: {} } };
  const remaining = limit - count + 1;
  return { kind: 'warned', attempts: count, remaining, message: { key: 'payment:errors.possible_fraud_warning', params: { remaining } } };
}

/** The message for a blacklisted user (part 2 §8 user_block_blacklist). */
export const BLACKLISTED_MESSAGE = { key: 'payment:errors.user_block_blacklist', params: {} } as const;
