/**
 * Where the legacy page's top bar and menu lead (part 1 §2: social, support and login links; menu Home,
 * Plans, Our Tools, Success Stories, Start Now). Built from the configured addresses; the spec gives
 * no paths, so the company-site paths and the social profiles below are ours to configure.
 */
import { langPrefix, type PageLang } from '~/i18n/languages';
import type { SiteLinks } from '~/components/notices/site-links';

export interface MenuLink {
  /** legacy:menu.<id> */
  id: 'home' | 'plans' | 'tools' | 'stories' | 'start';
  href: string;
}

/** Social profiles of the company; brand names are proper nouns and are not translated. */
export const SOCIAL_PROFILES = [
  { id: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/' },
  { id: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/' },
  { id: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/' },
  { id: 'linkedin', name: 'LinkedIn', href: 'https://www.linkedin.com/' },
] as const;
export type SocialId = (typeof SOCIAL_PROFILES)[number]['id'];

/** Id of the cards section, the target of "Start Now". */
export const PLANS_ANCHOR = 'plans';

/**
 * The menu in the page's language. Example: legacyMenu('pt', links)[1] -> { id: 'plans', href: '/pt/plans' }.
 */
export function legacyMenu(lang: PageLang, links: SiteLinks): MenuLink[] {
  const home = links.companyHome.replace(/\/+$/, '');
  return [
    { id: 'home', href: links.companyHome },
    { id: 'plans', href: `${langPrefix(lang)}/plans` },
    { id: 'tools', href: `${home}/tools` },
    { id: 'stories', href: `${home}/success-stories` },
    { id: 'start', href: `#${PLANS_ANCHOR}` },
  ];
}
