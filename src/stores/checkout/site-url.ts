import { localOrigin } from '~/api/endpoints';
import { env } from '~/config/env';

/**
 * This checkout's site, for the return URLs handed to providers: PUBLIC_SITE_URL in a live build (never the page
 * URL, DESIGN.md "Security"); the page's own origin in the sandbox, which runs on whatever port serves it (as
 * `sandboxOrigin` in redirect-lists.ts). Apart from the redirect lists: the payment step's wallet needs only this
 * and step 3 only the lists, so neither brings the other's module into its chunks (decision 038, addendum).
 */
export function checkoutSiteUrl(): string {
  return import.meta.env.PUBLIC_MODE === 'sandbox' ? localOrigin() : env.PUBLIC_SITE_URL;
}
