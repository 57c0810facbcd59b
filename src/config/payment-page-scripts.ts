/**
 * The third-party scripts the payment page (`/payment/<slug>`) may load, from the configured environment, each with
 * when it loads and whether its vendor lets us pin it with Subresource Integrity (PCI DSS v4.0.1 requirement 6.4.3,
 * decision 040). The build writes them into the payment-page manifest (integrations/payment-manifest.ts); the
 * origins themselves are in the CSP and docs/script-inventory.md (decision 014).
 */
import { providerManifests } from '../domain/providers/manifests.ts';
import type { PublicEnv } from './env-schema';
import { purchasePixelSettings } from './tracking-settings';

export interface ThirdPartyScript {
  /** A stable name for a monitor's diff. */
  /** A provider's script's id is in its manifest (src/domain/providers/). */
  id: 'consent-provider' | 'support-chat' | 'sponsor-wallet' | 'facebook-pixel' | 'analytics-tag' | 'tag-manager' | (string & {});
  /** The script's URL as configured (`{lang}` in the support chat's stands for the page language). */
  url: string;
  /** When the page loads it (6.4.3's written justification is the inventory row; this is the trigger). */
  loadedWhen: string;
  /** False when the vendor serves the script unversioned or updates it in place, so no integrity hash can hold. */
  sri: false;
  /** Why there is no SRI, and what stands in for it. */
  integrity: string;
}

const UPDATED_IN_PLACE = 'No SRI: the vendor serves one unversioned script and updates it in place; the CSP limits it to its origin';

/**
 * Every third-party script the payment page may load in this configuration. `stripeReleaseTrain` is read from the
 * installed @stripe/stripe-js at build time. A sandbox build loads none of Stripe's: its twins are ours; its other
 * entries are the sandbox's stand-ins on our own origin (`/sandbox/...`).
 *
 * @example paymentPageThirdPartyScripts(liveEnv, 'endive')[0].url // 'https://js.stripe.com/endive/stripe.js'
 */
export function paymentPageThirdPartyScripts(env: PublicEnv, stripeReleaseTrain: string): ThirdPartyScript[] {
  const pixels = purchasePixelSettings(env);
  // The sandbox's stand-ins are our own files on our own origin (src/sandbox/third-party/), hashed by nobody.
  const updatedInPlace = env.PUBLIC_MODE === 'sandbox' ? 'Sandbox stand-in on our own origin (src/sandbox/third-party/)' : UPDATED_IN_PLACE;
  const scripts: ThirdPartyScript[] = [];
  // The providers' scripts, from their manifests: a live build's only (the sandbox's twins are ours).
  if (env.PUBLIC_MODE === 'live') {
    for (const script of providerManifests().flatMap((manifest) => manifest.scripts ?? [])) {
      scripts.push({ id: script.id, url: script.url(stripeReleaseTrain), loadedWhen: script.loadedWhen, sri: false, integrity: script.integrity });
    }
  }
  scripts.push({ id: 'consent-provider', url: env.PUBLIC_CONSENT_PROVIDER_SCRIPT_URL, loadedWhen: 'registration form (step 1), decision 027', sri: false, integrity: updatedInPlace });
  if (env.PUBLIC_SUPPORT_CHAT && env.PUBLIC_SUPPORT_CHAT_URL) {
    scripts.push({ id: 'support-chat', url: env.PUBLIC_SUPPORT_CHAT_URL, loadedWhen: 'checkout page, when PUBLIC_SUPPORT_CHAT is on (decision 028)', sri: false, integrity: updatedInPlace });
  }
  scripts.push(
    { id: 'sponsor-wallet', url: env.PUBLIC_SPONSOR_WALLET_SCRIPT_URL, loadedWhen: 'a BRL first payment that may go to the sponsor (decision 034)', sri: false, integrity: updatedInPlace },
    { id: 'facebook-pixel', url: pixels.facebookScriptUrl, loadedWhen: 'step 3 only, after payment, never with Global Privacy Control (decision 035)', sri: false, integrity: updatedInPlace },
    { id: 'analytics-tag', url: pixels.analyticsTagUrl, loadedWhen: 'step 3 only (decision 035)', sri: false, integrity: env.PUBLIC_MODE === 'sandbox' ? updatedInPlace : 'No SRI: Google generates the tag per id and changes it in place' },
    { id: 'tag-manager', url: pixels.tagManagerUrl, loadedWhen: 'step 3 only (decision 035)', sri: false, integrity: env.PUBLIC_MODE === 'sandbox' ? updatedInPlace : 'No SRI: Google generates the container per id and changes it in place; a container may load further tags within the CSP' },
  );
  return scripts;
}
