import { CONSENT_LEGAL_NOTICES, type ConsentSubmission } from '~/api/account/consent';
import { sendLog } from '~/api/misc/logger';
import { env } from '~/config/env';
import { onReset } from '~/stores/reset';
import type { RegistrationDraft } from './registration';

/*
 * Registration records the buyer's consent with the consent provider (part 1 §4) and sends the provider's consent id
 * as `iubenda_consent` (part 1 §3). The provider's adapter loads on demand (consent-provider.ts, decision 027).
 */

/**
 * The consent a registration records: the subject, the terms and privacy boxes (both ticked, or the form would not
 * submit, part 1 §5), the newsletter choice, and the legal notices accepted.
 *
 * @example consentSubmission(draft).preferences // { terms: true, privacy_policy: true, newsletter: false }
 */
export function consentSubmission(draft: Pick<RegistrationDraft, 'name' | 'email' | 'termsAccepted' | 'privacyAccepted' | 'newsletter'>): ConsentSubmission {
  return {
    subject: { email: draft.email.trim(), full_name: draft.name.trim() },
    preferences: { terms: draft.termsAccepted, privacy_policy: draft.privacyAccepted, newsletter: draft.newsletter },
    legal_notices: CONSENT_LEGAL_NOTICES.map((identifier) => ({ identifier })),
  };
}

let preloading = false;
onReset('page', () => {
  preloading = false;
});

/**
 * The buyer's first focus or press in the registration form starts the provider's script (part 1 §7 "consent provider
 * script"; decision 027): a visitor who only looks, or logs in instead, loads none of it, and the script has the whole
 * time of filling in the form to arrive. Once; a failed load is asked for again on the next interaction.
 */
export function preloadConsentProvider(): void {
  if (preloading) return;
  preloading = true;
  void import('./consent-provider')
    .then((provider) => provider.loadConsentProvider())
    .then((loaded) => {
      if (!loaded) preloading = false;
    })
    .catch(() => {
      preloading = false;
    });
}

/**
 * Records the registration's consent and resolves the provider's consent id. Never throws and never waits longer than
 * the provider's time limit: without an answer the registration goes on without an id, and the failure is logged
 * (decision 027).
 *
 * @example await recordRegistrationConsent(draft) // 'c-1001', or null after CONSENT_TIMEOUT_MS without an answer
 */
export async function recordRegistrationConsent(draft: RegistrationDraft): Promise<string | null> {
  const id = await import('./consent-provider').then((provider) => provider.recordConsent(consentSubmission(draft))).catch(() => null);
  if (id === null) void sendLog({ env: env.PUBLIC_MODE, message: 'registration: the consent provider gave no consent id (registered without one)' });
  return id;
}
