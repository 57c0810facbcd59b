import { readParam } from '~/domain/flow-params';
import { resolvePageLanguage, setPageLanguage } from '../../language';
import { CONTINUE, type LoadContext, type Phase } from './context';

/** The languages a visitor is shown the page in (part 1 §1): `?lang=`, then the browser's. */
export function visitorLanguages(ctx: LoadContext): readonly string[] {
  const asked = readParam(ctx.params, 'lang');
  return asked ? [asked, ...ctx.input.browserLanguages] : ctx.input.browserLanguages;
}

/**
 * "Load translations" (part 1 §4): the island loads the texts of $lang; this phase picks the language so the texts
 * load while the office answers: the account's language remembered from the last visit (decision 048), else the
 * visitor's. The login phase confirms or replaces it.
 */
export const translationsPhase: Phase = async (ctx) => {
  setPageLanguage(resolvePageLanguage({ userLang: ctx.input.accountLanguage, browserLanguages: visitorLanguages(ctx) }));
  return CONTINUE;
};
