/**
 * Where the buyer goes after paying (part 2 §4.5 "Redirect target precedence"), every target checked by
 * safe-redirect.ts (DESIGN.md "Security").
 */
import type { PaymentMethod } from '~/domain/payment-methods';
import { safeRedirect, safeRedirectWith, type RedirectPolicy } from '~/domain/safe-redirect';

/** Slugs whose redirect carries the buyer's id and hash (part 2 §4.5 rule 6). */
export const REDIRECT_WITH_USER_HASH_SLUGS = ['website-mastery', 'email-marketing-mastery'] as const;

/** The numbered rules of part 2 §4.5, in order. */
export type AfterPaymentSource =
  | 'copBankUrl'
  | 'wordpressCloudCreation'
  | 'storedRedirect'
  | 'buyDomain'
  | 'cheetahBuilder'
  | 'productRedirectWithUser'
  | 'productOrOffice';

export interface AfterPaymentInput {
  method: PaymentMethod;
  /** bankUrl of a COP bank transfer; null for anything else. */
  copBankUrl: string | null;
  /** wp_upgrade_trial present. */
  wpUpgradeTrial: boolean;
  /** Redirect stored in local storage by skipStepConfirmation. */
  storedRedirect: string | null;
  /** go-to-purchase-domain present. */
  goToPurchaseDomain: boolean;
  /** return-cheetah present. */
  returnCheetah: boolean;
  slug: string;
  /** url-after-payment ('|' already read as '/'); when set it replaces the product's redirect. */
  urlAfterPayment: string | null;
  productRedirect: string | null;
  user: { id: string; hash: string };
  sponsor: { aid: string | null; sd: string | null };
}

/** Fixed destination pages of rules 2, 4 and 5; from configuration. */
export interface AfterPaymentPages {
  wordpressCloudCreationUrl: string;
  buyDomainUrl: string;
  cheetahBuilderUrl: string;
}

export interface AfterPaymentRedirect {
  url: string;
  source: AfterPaymentSource;
  /** True when the stored redirect was used and must now be removed from local storage. */
  clearStoredRedirect: boolean;
}

/**
 * The redirect after payment, by the precedence of part 2 §4.5:
 * 1 COP bank URL; 2 wp_upgrade_trial (not pagSeguro) to cloud creation; 3 stored redirect (then removed);
 * 4 buy-domain page; 5 Cheetah builder; 6 website-mastery / email-marketing-mastery: product redirect with iduser
 * and hash; 7 product redirect, else the office, with the sponsor's aid and sd.
 * A target refused by the policy becomes the office URL. The COP bank URL is a bank's page, so it is checked against
 * the bank list (`bankOrigins`, PUBLIC_BANK_REDIRECT_ALLOWLIST), not the buyer-facing one (payment-redirects.ts).
 * Example: afterPaymentRedirect({ ...input, copBankUrl: 'https://bank.example/pay' }, pages, policy)
 *   -> { url: 'https://bank.example/pay', source: 'copBankUrl', clearStoredRedirect: false } when bank.example is allowed.
 */
export function afterPaymentRedirect(
  input: AfterPaymentInput,
  pages: AfterPaymentPages,
  policy: RedirectPolicy,
  bankOrigins: readonly string[],
): AfterPaymentRedirect {
  const to = (target: string | null, source: AfterPaymentSource): AfterPaymentRedirect => ({
    url: safeRedirect(target, policy),
    source,
    clearStoredRedirect: source === 'storedRedirect',
  });

  if (input.copBankUrl !== null) {
    return { url: safeRedirect(input.copBankUrl, { ...policy, allowedOrigins: bankOrigins }), source: 'copBankUrl', clearStoredRedirect: false };
  }
  if (input.wpUpgradeTrial && input.method !== 'pagSeguro') return to(pages.wordpressCloudCreationUrl, 'wordpressCloudCreation');
  if (input.storedRedirect !== null) return to(input.storedRedirect, 'storedRedirect');
  if (input.goToPurchaseDomain) return to(pages.buyDomainUrl, 'buyDomain');
  if (input.returnCheetah) return to(pages.cheetahBuilderUrl, 'cheetahBuilder');

  const redirect = input.urlAfterPayment ?? input.productRedirect;
  if ((REDIRECT_WITH_USER_HASH_SLUGS as readonly string[]).includes(input.slug)) {
    return {
      url: safeRedirectWith(redirect, { iduser: input.user.id, hash: input.user.hash }, policy),
      source: 'productRedirectWithUser',
      clearStoredRedirect: false,
    };
  }
  return {
    url: safeRedirectWith(redirect ?? policy.officeUrl, { aid: input.sponsor.aid, sd: input.sponsor.sd }, policy),
    source: 'productOrOffice',
    clearStoredRedirect: false,
  };
}
