import { describe, expect, it } from 'vitest';
import type { FlowKind, ProductKind } from './flows';
import { isRecurringPurchase } from './period-recurrence';

describe('isRecurringPurchase (part 1 §3 recurrence period, §2 period label; decision 020)', () => {
  it.each<[string, ProductKind, FlowKind | null, boolean]>([
    ['part 1 §3: a plan has a periodo (MENSAL/ANUAL), so it recurs', 'plan', 'plan', true],
    ['part 1 §3: a plan before its flow is known recurs', 'plan', null, true],
    ['part 1 §3: a tool has a periodo, so it recurs', 'tool', 'tool', true],
    ['part 1 §4: a bundle plan recurs', 'plan', 'bundle', true],
    ['part 1 §4: a WordPress cloud plan recurs', 'plan', 'wordpressCloud', true],
    ['part 1 §3: a fee (onboarding fee) has no periodo: one-off', 'fee', 'fee', false],
    ['part 1 §3: a fee in any flow stays one-off', 'fee', null, false],
    ['part 1 §2: a premium template (tp_slug) is bought once', 'plan', 'premiumTemplate', false],
    ['part 1 §2: extra storage (extraStorage=1) is bought once', 'fee', 'storage', false],
    ['part 1 §2: extra storage on a tool product is still bought once', 'tool', 'storage', false],
    ['part 1 §2: extra connections are bought once', 'tool', 'extraConnection', false],
    ['part 1 §2: a domain purchase (payDomain=1) is paid once for its years', 'plan', 'domainPurchase', false],
    ['part 1 §2: a domain registry order is paid once', 'plan', 'domainRegistry', false],
    ['part 1 §9: the pause-account fee is paid once', 'plan', 'pauseAccount', false],
  ])('%s', (_row, product, flow, recurring) => {
    expect(isRecurringPurchase(product, flow)).toBe(recurring);
  });
});
