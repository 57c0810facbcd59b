import { startSupportChat } from '../../support-chat/support-chat';
import { $lang, $supportChat } from '../../session';
import { CONTINUE, type Phase } from './context';

/**
 * "Decide on support" (part 1 §2 "A support chat is shown when enabled", §4). The spec does not say what enables
 * it; here it is configuration (PUBLIC_SUPPORT_CHAT, off by default, decision 028): with a loader URL in
 * LoadInput.supportChatUrl, the chat loads in the page language once the page is idle. `support-link=1` is not
 * what enables it: the spec reads that parameter only for the hidden-plan redirect (part 1 §4).
 */
export const supportPhase: Phase = async (ctx) => {
  const url = ctx.input.supportChatUrl;
  $supportChat.set(url !== null);
  if (url !== null) startSupportChat(url, () => $lang.get());
  return CONTINUE;
};
