import { readParam } from '~/domain/flow-params';
import { resolvePageLanguage, setPageLanguage } from '../../language';
import { CONTINUE, type Phase } from './context';

/**
 * "Load translations" (part 1 §4): the island loads the texts of $lang; this phase picks the visitor's language
 * (`?lang=`, then the browser) so the texts load while the office answers. The login phase refines it.
 */
export const translationsPhase: Phase = async (ctx) => {
  const asked = readParam(ctx.params, 'lang');
  const browserLanguages = asked ? [asked, ...ctx.input.browserLanguages] : ctx.input.browserLanguages;
  setPageLanguage(resolvePageLanguage({ userLang: null, browserLanguages }));
  return CONTINUE;
};
