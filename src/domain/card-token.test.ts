import { describe, expect, it } from 'vitest';
import { OWN_CARD_TOKEN_LIFETIME_MS, ownCardTokenUsable } from './card-token';

describe("providers B's and U's card tokens (part 2 §7; Pagar.me: 60 s, single-use)", () => {
  it.each([
    ['just made', 0, true],
    ['49.999 s old', 49_999, true],
    ['50 s old: the resend might arrive after the 60 s', 50_000, false],
    ['past its 60 s', OWN_CARD_TOKEN_LIFETIME_MS + 1, false],
  ])('a token %s is usable: %s', (_name, age, usable) => {
    expect(ownCardTokenUsable(1_000_000, 1_000_000 + age)).toBe(usable);
  });
});
