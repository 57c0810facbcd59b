import { $supportChat } from '../../session';
import { CONTINUE, type Phase } from './context';

/**
 * "Decide on support" (part 1 §2 "A support chat is shown when enabled", §4). The spec does not say what enables
 * it; here it is configuration (LoadInput.supportChatEnabled), off by default.
 */
export const supportPhase: Phase = async (ctx) => {
  $supportChat.set(ctx.input.supportChatEnabled);
  return CONTINUE;
};
