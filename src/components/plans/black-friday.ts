/**
 * The black-friday banner (part 1 §2): desktop and mobile images in en, pt, es, it, fr and de, shown on
 * the plans pages when the build sets PUBLIC_BLACK_FRIDAY=1. Other page languages (pl) use English.
 */
import { contentLocale, type Locale } from '~/i18n/languages';
import deDesktop from './black-friday/bf-de-desktop.svg?url';
import deMobile from './black-friday/bf-de-mobile.svg?url';
import enDesktop from './black-friday/bf-en-desktop.svg?url';
import enMobile from './black-friday/bf-en-mobile.svg?url';
import esDesktop from './black-friday/bf-es-desktop.svg?url';
import esMobile from './black-friday/bf-es-mobile.svg?url';
import frDesktop from './black-friday/bf-fr-desktop.svg?url';
import frMobile from './black-friday/bf-fr-mobile.svg?url';
import itDesktop from './black-friday/bf-it-desktop.svg?url';
import itMobile from './black-friday/bf-it-mobile.svg?url';
import ptDesktop from './black-friday/bf-pt-desktop.svg?url';
import ptMobile from './black-friday/bf-pt-mobile.svg?url';

export interface BannerImage { src: string; width: number; height: number }
export interface BlackFridayBanner { desktop: BannerImage; mobile: BannerImage }

/** Intrinsic sizes, so the page reserves the space before the image arrives (no layout shift). */
const DESKTOP = { width: 1200, height: 200 } as const;
const MOBILE = { width: 720, height: 360 } as const;

const IMAGES: Record<Locale, [string, string]> = {
  en: [enDesktop, enMobile],
  pt: [ptDesktop, ptMobile],
  es: [esDesktop, esMobile],
  it: [itDesktop, itMobile],
  fr: [frDesktop, frMobile],
  de: [deDesktop, deMobile],
};

/**
 * The banner of a page language, or null when the campaign is off.
 * Example: blackFridayBanner(true, 'pl')?.desktop.src is the English desktop image.
 */
export function blackFridayBanner(enabled: boolean, lang: string): BlackFridayBanner | null {
  if (!enabled) return null;
  const [desktop, mobile] = IMAGES[contentLocale(lang)];
  return { desktop: { src: desktop, ...DESKTOP }, mobile: { src: mobile, ...MOBILE } };
}
