/**
 * Addresses the static pages link to, all derived from configuration (DESIGN.md "Security": every
 * target is built from configuration). The spec names the destinations (office, WordPress PRO, the
 * template editor, support, the company home) but not their paths; the paths below are ours.
 */
import * as z from 'zod/mini';
import type { UnavailableAction } from '~/domain/load-errors';

export interface SiteLinks {
  companyHome: string;
  office: string;
  officeLogin: string;
  support: string;
  wordpressPro: string;
  templateEditor: string;
  /** The contact address of the legacy page footer ({email} in part 1 §2). */
  contactEmail: string;
}

export interface SiteLinksConfig {
  /** PUBLIC_COMPANY_HOME_URL */
  companyHome: string;
  /** PUBLIC_OFFICE_URL */
  office: string;
  /** PUBLIC_CONTACT_EMAIL; defaults to support@ the company's domain. */
  contactEmail?: string | undefined;
}

/** Office paths of the destinations the spec names without an address. */
export const OFFICE_PATHS = { login: '/login', support: '/support', wordpressPro: '/wordpress-pro', templateEditor: '/templates' } as const;

const emailSchema = z.email();

function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/**
 * Every link of the static pages from the configured addresses. A malformed contact e-mail throws, naming
 * the variable, so the build fails. Example: siteLinks({ companyHome: 'https://www.example.com', office:
 * 'https://office.example.com' }).contactEmail === 'support@example.com'.
 */
export function siteLinks(config: SiteLinksConfig): SiteLinks {
  const host = new URL(config.companyHome).hostname.replace(/^www\./, '');
  const contactEmail = config.contactEmail?.trim() || `support@${host}`;
  if (!emailSchema.safeParse(contactEmail).success) throw new Error(`PUBLIC_CONTACT_EMAIL must be an e-mail address, got "${contactEmail}"`);
  return {
    companyHome: config.companyHome,
    office: config.office,
    officeLogin: join(config.office, OFFICE_PATHS.login),
    support: join(config.office, OFFICE_PATHS.support),
    wordpressPro: join(config.office, OFFICE_PATHS.wordpressPro),
    templateEditor: join(config.office, OFFICE_PATHS.templateEditor),
    contactEmail,
  };
}

/** Where the action button of an /unavailable case goes (part 1 §2). Example: unavailableActionHref('office', links) === links.office. */
export function unavailableActionHref(action: UnavailableAction, links: SiteLinks): string {
  switch (action) {
    case 'wordpressPro':
      return links.wordpressPro;
    case 'templateEditor':
      return links.templateEditor;
    case 'office':
      return links.office;
  }
}
