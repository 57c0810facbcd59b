// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxConsentProviderArrives } from '../../../../tests/setup/consent-provider';
import { env } from '~/config/env';
import { sandboxConsents } from '~/sandbox/handlers/consent-store';
import { setScenario } from '~/sandbox/scenario';
import { consentSubmission } from './consent';
import { CONSENT_SCRIPT_ID, CONSENT_TIMEOUT_MS, loadConsentProvider, recordConsent } from './consent-provider';

const CONSENT = consentSubmission({ name: ' Ana Souza ', email: 'ana@sandbox.test', termsAccepted: true, privacyAccepted: true, newsletter: true });
const pendingSubmits = () => ((globalThis as { _iub?: { cons_instructions?: unknown[][] } })._iub?.cons_instructions ?? []).filter((i) => i[0] === 'submit');

// The shared set-up resets every store after each test, the provider's script and queue included.
afterEach(() => vi.useRealTimers());

describe('the consent provider adapter (part 1 §4 "record consent with the consent provider", decision 027)', () => {
  it('part 1 §7: loads the provider script once, async, from the configured URL', () => {
    void loadConsentProvider();
    void loadConsentProvider();
    const scripts = [...document.querySelectorAll(`script#${CONSENT_SCRIPT_ID}`)] as HTMLScriptElement[];
    expect(scripts.map((s) => [s.async, s.getAttribute('src')])).toEqual([[true, env.PUBLIC_CONSENT_PROVIDER_SCRIPT_URL]]);
  });

  it('records the consent with the provider (queued before its script arrived) and resolves its id', async () => {
    const id = recordConsent(CONSENT);
    sandboxConsentProviderArrives();
    await expect(id).resolves.toBe('consent-1001');
    expect(sandboxConsents().records).toEqual([
      expect.objectContaining({ id: 'consent-1001', subject: { email: 'ana@sandbox.test', full_name: 'Ana Souza' }, preferences: { terms: true, privacy_policy: true, newsletter: true } }),
    ]);
  });

  it('records with a provider that is already there', async () => {
    void loadConsentProvider();
    sandboxConsentProviderArrives();
    await expect(recordConsent(CONSENT)).resolves.toBe('consent-1001');
    await expect(recordConsent(CONSENT)).resolves.toBe('consent-1002');
  });

  it('decision 027: a provider that refuses resolves null at once', async () => {
    setScenario({ fault: 'http500', faultPath: 'consent', faultTimes: 1 });
    sandboxConsentProviderArrives();
    await expect(recordConsent(CONSENT)).resolves.toBeNull();
    expect(sandboxConsents().records).toEqual([]);
  });

  it('decision 027: a script that cannot load resolves null at once, takes the submit back, and a later load tries again', async () => {
    const id = recordConsent(CONSENT);
    document.getElementById(CONSENT_SCRIPT_ID)?.dispatchEvent(new Event('error'));
    await expect(id).resolves.toBeNull();
    expect(pendingSubmits()).toEqual([]);
    expect(document.getElementById(CONSENT_SCRIPT_ID)).toBeNull();
    void loadConsentProvider();
    expect(document.getElementById(CONSENT_SCRIPT_ID)).not.toBeNull();
  });

  it('decision 027: a provider that does not answer costs CONSENT_TIMEOUT_MS, then null, and its late arrival records nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled: string | null | undefined;
    void recordConsent(CONSENT).then((id) => (settled = id));
    await vi.advanceTimersByTimeAsync(CONSENT_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
    vi.useRealTimers();
    sandboxConsentProviderArrives();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sandboxConsents().records).toEqual([]);
  });
});
