import { describe, expect, it } from 'vitest';
import { findPlanFeeOrTool } from './find-plan-fee-or-tool';

describe('findPlanFeeOrTool (part 1 §4 load sequence, §8)', () => {
  it.each([
    ['part 1 §4: a plan slug finds the plan', 'essentials-plan', 'plan'],
    ['part 1 §4: a fee slug finds the fee', 'upwork-fee-usd', 'fee'],
    ['part 1 §8: a slug only the tool lookup knows finds the tool', 'email-marketing-tool', 'tool'],
    ['part 1 §8: a slug both lookups miss is not_found', 'no-such-product', 'not_found'],
  ])('%s', async (_row, slug, kind) => {
    await expect(findPlanFeeOrTool(slug, 'pt')).resolves.toMatchObject({ kind });
  });
});
