import { brlOutsideBrazilBlock, teamAccountBlock } from '~/domain/flow-guards';
import { CONTINUE, fail, type Phase } from './context';

/** "Check team account" (part 1 §1, §5, §6): a team account buys only domain, storage and extra connections. */
export const teamAccountPhase: Phase = async (ctx) => {
  const blocked = ctx.flow ? teamAccountBlock(ctx.user?.is_team_account ?? false, ctx.flow.kind) : null;
  return blocked ? fail(blocked) : CONTINUE;
};

/**
 * "Block payment outside Brazil for BRL" (part 1 §5, part 2 §4.1, §5): the country is the one locale by IP found,
 * else the account's country; allowed-brl=1 and the account extras lift the block.
 */
export const brlOutsideBrazilPhase: Phase = async (ctx) => {
  if (!ctx.product || !ctx.flow) return CONTINUE;
  const blocked = brlOutsideBrazilBlock({
    currency: ctx.product.currency,
    userCountry: ctx.ipCountry ?? ctx.user?.country ?? null,
    allowedBrl: ctx.options.allowedBrl,
    flow: ctx.flow.kind,
  });
  return blocked ? fail(blocked) : CONTINUE;
};
