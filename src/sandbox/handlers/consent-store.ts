import type { ConsentSubmission } from '~/api/account/consent';
import { createSessionStore } from '~/sandbox/session-store';

/*
 * What the sandbox's consent provider recorded (decision 027), kept in the tab's sessionStorage under
 * `sandbox-consents` so the browser tests (and QA, from the console) count the consents after the sign-up's reload:
 * `records` are the consents the provider recorded, `registrations` the `iubenda_consent` each created account sent.
 */

export interface ConsentLog {
  records: Array<{ id: string; timestamp: string } & ConsentSubmission>;
  registrations: Array<{ email: string; iubenda_consent: string }>;
  nextId: number;
}

const store = createSessionStore<ConsentLog>('sandbox-consents', () => ({ records: [], registrations: [], nextId: 1001 }));

/** Records one consent and returns its id and time, as the provider answers. Example: recordSandboxConsent(c).id === 'consent-1001'. */
export function recordSandboxConsent(consent: ConsentSubmission, now = new Date()): { id: string; timestamp: string } {
  const log = store.load();
  const answer = { id: `consent-${log.nextId}`, timestamp: now.toISOString() };
  store.save({ ...log, nextId: log.nextId + 1, records: [...log.records, { ...answer, ...consent }] });
  return answer;
}

/** The office's side: the consent id a registration sent (part 1 §3 `iubenda_consent`). */
export function recordRegistrationConsentId(email: string, consentId: string): void {
  const log = store.load();
  store.save({ ...log, registrations: [...log.registrations, { email, iubenda_consent: consentId }] });
}

export function sandboxConsents(): ConsentLog {
  return store.load();
}
