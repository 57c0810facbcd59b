import { env } from '~/config/env';
import { siteLinks } from './site-links';

/** The links of this build (see site-links.ts); PUBLIC_CONTACT_EMAIL is optional. */
export const SITE_LINKS = siteLinks({
  companyHome: env.PUBLIC_COMPANY_HOME_URL,
  office: env.PUBLIC_OFFICE_URL,
  contactEmail: import.meta.env.PUBLIC_CONTACT_EMAIL as string | undefined,
});
