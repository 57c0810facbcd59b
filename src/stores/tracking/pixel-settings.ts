import { env } from '~/config/env';
import { purchasePixelSettings, type PurchasePixelSettings } from '~/config/tracking-settings';

/** purchasePixelSettings of this build's configuration, `env` read member by member (src/config/env.ts). */
export function buildPurchasePixelSettings(): PurchasePixelSettings {
  return purchasePixelSettings({
    PUBLIC_MODE: env.PUBLIC_MODE,
    PUBLIC_FACEBOOK_PIXEL_SCRIPT_URL: env.PUBLIC_FACEBOOK_PIXEL_SCRIPT_URL,
    PUBLIC_ANALYTICS_TAG_URL: env.PUBLIC_ANALYTICS_TAG_URL,
    PUBLIC_TAG_MANAGER_URL: env.PUBLIC_TAG_MANAGER_URL,
    PUBLIC_THANK_YOU_PAGE_ORIGINS: env.PUBLIC_THANK_YOU_PAGE_ORIGINS,
  });
}
