/**
 * Stripe.js, fetched from js.stripe.com (never from our bundle, DESIGN.md "Payments"). The `pure` entry of
 * @stripe/stripe-js injects the script only when `loadStripeOnce` is first called, that is when the provider S panel
 * is shown, and not when this chunk is evaluated.
 */
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { providerEnv } from '~/config/provider-env';
import type { Locale } from '~/i18n/languages';

/**
 * Stripe's locale for each language of the checkout (https://docs.stripe.com/js/appendix/supported_locales): the
 * product's Portuguese is Brazil's (`pt-BR`; Stripe's `pt` is Portugal's), the others are Stripe's own.
 */
export const STRIPE_LOCALES: Readonly<Record<Locale, StripeElementLocale>> = Object.freeze({ pt: 'pt-BR', en: 'en', es: 'es', it: 'it', fr: 'fr', de: 'de' });

let pending: Promise<Stripe> | null = null;

/**
 * One Stripe object per page: every panel that asks shares the same promise. A failed load (the script did not
 * arrive, or Stripe.js answered no object) rejects and forgets the promise, so the next call (the retry button)
 * loads again.
 */
export function loadStripeOnce(locale: Locale): Promise<Stripe> {
  pending ??= loadStripe(providerEnv.PUBLIC_STRIPE_PUBLISHABLE_KEY, { locale: STRIPE_LOCALES[locale] }).then(
    (stripe) => {
      if (stripe === null) throw new Error('Stripe.js answered no Stripe object');
      return stripe;
    },
  );
  const current = pending;
  current.catch(() => {
    if (pending === current) pending = null;
  });
  return current;
}
