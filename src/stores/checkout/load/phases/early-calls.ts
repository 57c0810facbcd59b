import { getLocaleByIp, type LocaleByIp } from '~/api/misc/locale-by-ip';

/*
 * Locale by IP is read twice by one load: the product phase's BRL rule (flow-amounts.ts) and the locale phase. It is
 * asked once per load, and the first reader's call takes the answer the page's first script asked for (decision 048,
 * src/api/early-answers.ts). A failed call fails both readers alike; neither reports an unhandled rejection.
 */

/** The load's locale-by-IP answer: asked on the first read, shared by the later ones. */
export function localeByIp(ctx: { localeByIp: Promise<LocaleByIp> | null }): Promise<LocaleByIp> {
  if (!ctx.localeByIp) {
    ctx.localeByIp = getLocaleByIp();
    ctx.localeByIp.catch(() => undefined);
  }
  return ctx.localeByIp;
}
