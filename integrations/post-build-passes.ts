import type { PublicEnv } from '../src/config/env-schema';
import { CHECKOUT_NAMESPACES, ISLAND_NAMESPACES, TEXT_FILES_ID } from '../src/i18n/checkout-resources';
import { LOCALES } from '../src/i18n/languages';
import { cdnHeadersPass } from './cdn-headers';
import { compileHintsPass } from './compile-hints';
import { modulePreloadPass } from './module-preload';
import { paymentManifestPass } from './payment-manifest';
import type { PostBuildPass } from './post-build.ts';
import { sandboxFilesPass } from './sandbox';
import { textFilesPass } from './text-files';

/** The pages that run the checkout island. */
const CHECKOUT_PAGES = ['payment/index.html', 'sandbox/workbench/index.html'];

/**
 * The work on the built site, in the order it runs (post-build.ts checks it against what each pass reads and makes;
 * integrations/README.md explains each).
 */
export function postBuildPasses(env: PublicEnv): PostBuildPass[] {
  const sandbox = env.PUBLIC_MODE === 'sandbox';
  return [
    ...(sandbox ? [sandboxFilesPass()] : []),
    // The checkout island's texts as built JSON files, named in the pages that run it (decision 037's addendum).
    textFilesPass({ pages: CHECKOUT_PAGES, locales: LOCALES, namespaces: ISLAND_NAMESPACES, id: TEXT_FILES_ID }),
    // The islands' import waterfall flattened; the payment page's start namespaces preloaded for its language
    // (decision 037) and a visitor's first screen (Novo cadastro) once login status says visitor (decision 048).
    modulePreloadPass([{ page: 'payment/index.html', textFilesId: TEXT_FILES_ID, localeNamespaces: CHECKOUT_NAMESPACES, sandboxStart: sandbox, visitorScreen: 'RegistrationForm' }]),
    // The payment page's start modules compiled on a background thread as they stream in (decision 050).
    compileHintsPass(['payment/index.html']),
    // It hashes every inline script, including the one module-preload adds.
    cdnHeadersPass(env),
    // The payment page's scripts and headers, for change and tamper detection (decision 040).
    paymentManifestPass(env),
  ];
}
