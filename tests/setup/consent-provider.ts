import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Test support for jsdom tests (which load no script): the sandbox's consent provider script
 * (src/sandbox/third-party/consent-provider.js) run in the test's document as if it had arrived (decision 027).
 */
const PROVIDER_SCRIPT = readFileSync(join(process.cwd(), 'src/sandbox/third-party/consent-provider.js'), 'utf8');

/** Runs the sandbox's consent provider script in this document: what was queued runs now, what is pushed later at once. */
export function sandboxConsentProviderArrives(): void {
  new Function(PROVIDER_SCRIPT)();
}

/**
 * The sandbox's provider already there when the page starts. The shared set-up's reset after each test gives every
 * test a page without a provider (src/stores/checkout/account/consent-provider.ts registers its reset).
 */
export function withSandboxConsentProvider(): void {
  sandboxConsentProviderArrives();
}
