import { consentIdOf, type ConsentSubmission } from '~/api/account/consent';
import { env } from '~/config/env';
import { onReset } from '~/stores/reset';

/*
 * The consent provider's script (part 1 §4, §7; decision 027), loaded only by the registration form. The provider
 * takes instructions through a queue on the page (`_iub.cons_instructions`): what is pushed before its script has
 * arrived runs when it arrives. Kept out of step 1's start files: the form's first render imports it on demand.
 */

/** How long a registration waits for the provider's answer before it goes on without a consent id (decision 027). */
export const CONSENT_TIMEOUT_MS = 3000;
export const CONSENT_SCRIPT_ID = 'consent-provider-script';

type Instruction = [name: string, ...args: unknown[]];
interface ProviderGlobal {
  cons_instructions?: Instruction[];
}
type WithProvider = typeof globalThis & { _iub?: ProviderGlobal };

function queue(): Instruction[] {
  const page = globalThis as WithProvider;
  page._iub ??= {};
  page._iub.cons_instructions ??= [];
  return page._iub.cons_instructions;
}

let initQueued = false;
let loading: Promise<boolean> | null = null;
// A new page has no provider yet: its queue, its script and what was loaded go with the old one.
onReset('page', () => {
  initQueued = false;
  loading = null;
  delete (globalThis as WithProvider)._iub;
  if (typeof document !== 'undefined') document.getElementById(CONSENT_SCRIPT_ID)?.remove();
});

/**
 * Adds the provider's script to the page once, async, with its public key. Resolves true when the script has loaded,
 * false when it could not (a later call tries again). Without a document (Node) it resolves false.
 *
 * @example await loadConsentProvider() // true; window._iub holds the provider
 */
export function loadConsentProvider(): Promise<boolean> {
  if (typeof document === 'undefined') return Promise.resolve(false);
  if (!initQueued) {
    queue().push(['init', { api_key: env.PUBLIC_CONSENT_PROVIDER_KEY, logger: 'none' }]);
    initQueued = true;
  }
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.id = CONSENT_SCRIPT_ID;
    script.async = true;
    script.src = env.PUBLIC_CONSENT_PROVIDER_SCRIPT_URL;
    script.onload = () => resolve(true);
    script.onerror = () => {
      script.remove();
      loading = null;
      resolve(false);
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Records one consent with the provider and resolves its id; null when the script did not load, the provider refused,
 * its answer has no id, or nothing came within `timeoutMs` (the instruction is then taken back if still queued).
 *
 * @example await recordConsent(consent) // 'c-1001'
 */
export function recordConsent(consent: ConsentSubmission, timeoutMs = CONSENT_TIMEOUT_MS): Promise<string | null> {
  if (typeof document === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    let done = false;
    const instruction: Instruction = [
      'submit',
      { consent },
      { success: (answer: unknown) => finish(consentIdOf(answer)), error: () => finish(null) },
    ];
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(id: string | null): void {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (id === null) withdraw(instruction);
      resolve(id);
    }
    // The script first (it queues `init` with the key), then the submit behind it.
    const loaded = loadConsentProvider();
    queue().push(instruction);
    void loaded.then((ok) => {
      if (!ok) finish(null);
    });
  });
}

/** Takes a submit back out of the queue if the provider has not run it, so a late script does not record it after all. */
function withdraw(instruction: Instruction): void {
  const list = queue();
  const index = Array.isArray(list) ? list.indexOf(instruction) : -1;
  if (index >= 0) list.splice(index, 1);
}
