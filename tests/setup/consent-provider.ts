import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetConsentProvider } from '~/stores/checkout/account/consent-provider';

/*
 * Test support for jsdom tests (which load no script): the sandbox's consent provider script
 * (src/sandbox/third-party/consent-provider.js) run in the test's document as if it had arrived (decision 027).
 */
const PROVIDER_SCRIPT = readFileSync(join(process.cwd(), 'src/sandbox/third-party/consent-provider.js'), 'utf8');

/** Runs the sandbox's consent provider script in this document: what was queued runs now, what is pushed later at once. */
export function sandboxConsentProviderArrives(): void {
  new Function(PROVIDER_SCRIPT)();
}

/** A fresh page as far as the consent provider goes, with the sandbox's provider already there. */
export function withSandboxConsentProvider(): void {
  resetConsentProvider();
  sandboxConsentProviderArrives();
}
