import { env } from '~/config/env';
import { afterPaymentRedirect, type AfterPaymentRedirect } from '~/domain/after-payment-redirect';
import type { RedirectPolicy } from '~/domain/safe-redirect';
import { sandboxOrigin } from '../redirect-lists';
import type { PaymentResult } from '../payment-result';
import { $aid, $options, $product, $slug, $sponsor, $user } from '../session';
import { readStoredRedirect, removeStoredRedirect } from './skip-confirmation';

/** The buyer-facing redirect policy (DESIGN.md "Security"): the configured allow-list, the office as fallback. */
export function afterPaymentPolicy(): RedirectPolicy {
  return { allowedOrigins: env.PUBLIC_REDIRECT_ALLOWLIST, officeUrl: env.PUBLIC_OFFICE_URL, sandboxOrigin: sandboxOrigin() };
}

/**
 * Where the buyer goes once paid (part 2 §4.5 "Redirect target precedence"), read from what the load sequence and
 * the payment learned. Every target passes the allow-list; an unset fixed page goes to the office.
 * The redirect stored by `skipStepConfirmation=testUrl` (rule 3) is removed from local storage once it is the target.
 */
export function afterPaymentTarget(result: PaymentResult): AfterPaymentRedirect {
  const options = $options.get();
  const user = $user.get();
  const office = env.PUBLIC_OFFICE_URL;
  const target = afterPaymentRedirect(
    {
      method: result.method,
      copBankUrl: result.artifact?.kind === 'bankTransferCop' ? result.artifact.bankUrl : null,
      wpUpgradeTrial: options?.wpUpgradeTrial ?? false,
      storedRedirect: readStoredRedirect(),
      goToPurchaseDomain: options?.goToPurchaseDomain ?? false,
      returnCheetah: options?.returnCheetah ?? false,
      slug: $slug.get(),
      urlAfterPayment: options?.urlAfterPayment ?? null,
      productRedirect: $product.get()?.redirect ?? null,
      user: { id: user?.user_identifier ?? '', hash: user?.cryptId ?? '' },
      sponsor: { aid: $aid.get() || null, sd: $sponsor.get()?.subdomain ?? null },
    },
    {
      wordpressCloudCreationUrl: env.PUBLIC_WORDPRESS_CLOUD_URL ?? office,
      buyDomainUrl: env.PUBLIC_BUY_DOMAIN_URL ?? office,
      cheetahBuilderUrl: env.PUBLIC_CHEETAH_BUILDER_URL ?? office,
    },
    afterPaymentPolicy(),
    env.PUBLIC_BANK_REDIRECT_ALLOWLIST,
  );
  if (target.clearStoredRedirect) removeStoredRedirect();
  return target;
}
