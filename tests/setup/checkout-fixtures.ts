import { loggedUserSchema, sponsorSchema, type LoggedUser, type Sponsor } from '~/api/account/user-schema';
import type { CheckoutProduct, ProductTool } from '~/domain/checkout-product';
import type { CheckoutFlow } from '~/domain/flows';
import type { Locale } from '~/i18n/languages';
import { companySponsor, plainSponsor, uplineSponsor } from '~/sandbox/fixtures/sponsors';
import { sandboxUsers, type SandboxUserId } from '~/sandbox/fixtures/users';
import { $flow, $ipLocale, $lang, $product, $slug, $sponsor, $user } from '~/stores/checkout/session';

/*
 * Checkout state as the load sequence would leave it, for store and component tests that must not
 * depend on the load sequence. Values mirror the sandbox office (src/sandbox/fixtures), in cents.
 */

const KB_PER_GB = 1024 * 1024;
const UNLIMITED = 999999;

const tool = (id: number, title: string): ProductTool => ({ id, title, amount: 0 });
/** Premium Plus's tools as the office lists them; the last two are hidden in the cart (part 1 §2). */
export const PREMIUM_TOOLS: ProductTool[] = [
  tool(901, 'Site Builder'), tool(902, 'Funnel Builder'), tool(903, 'Blog'), tool(904, 'Email Marketing'),
  tool(905, 'Checkout Pages'), tool(906, 'Members Area'), tool(907, 'Webinar Room'), tool(908, 'CRM'),
  tool(909, 'Automation'), tool(910, 'WhatsApp Launch Manager'), tool(911, 'SuiteZap'),
];

/** A product with every field; defaults are premium-plus-plan (USD 199.00 a month, crossed-out 249.00). */
export function checkoutProduct(overrides: Partial<CheckoutProduct> = {}): CheckoutProduct {
  return {
    kind: 'plan', id: 3004, title: 'Premium Plus', slug: 'premium-plus-plan', description: 'Premium Plus.', currency: 'USD',
    amount: 19900, annualMonthlyAmount: null, fakeAmount: 24900, amountFirstMonth: null, trialDays: 0, trialDaysAmount: 0,
    interval: 'MONTHLY', resources: { domains: UNLIMITED, subdomains: UNLIMITED, storageKb: 100 * KB_PER_GB },
    tools: PREMIUM_TOOLS, suggestions: [], redirect: null, firstPaymentToUpline: false, planToActivate: null, domain: null,
    storageKb: 100 * KB_PER_GB, domainExtraQuantity: UNLIMITED, paymentGateways: [], isThirdParty: false, visible: true, redirOnInactive: null,
    ...overrides,
  };
}

/** The sandbox's products used by the cart tests. */
export const PRODUCTS = {
  premiumPlus: () => checkoutProduct(),
  /** essentials-plan: USD 49, 3 domains, 10 subdomains, 5 GB, five tools. */
  essentials: () => checkoutProduct({
    id: 3002, title: 'Essentials', slug: 'essentials-plan', amount: 4900, fakeAmount: null, description: 'Essentials.',
    resources: { domains: 3, subdomains: 10, storageKb: 5 * KB_PER_GB }, tools: PREMIUM_TOOLS.slice(0, 5), storageKb: 5 * KB_PER_GB, domainExtraQuantity: 3,
  }),
  /** premium-plan-59-eur: the EUR fallback premium plan (VAT widget). */
  eurPremium: () => checkoutProduct({
    id: 3303, title: 'Premium', slug: 'premium-plan-59-eur', currency: 'EUR', amount: 5900, fakeAmount: null,
    resources: { domains: 15, subdomains: UNLIMITED, storageKb: 10 * KB_PER_GB }, tools: PREMIUM_TOOLS.slice(0, 8), paymentGateways: [1],
  }),
  /** funnel-club-plan: USD 87.90 plus 199.00 on the first month. */
  funnelClub: () => checkoutProduct({ id: 3204, title: 'Funnel Club', slug: 'funnel-club-plan', amount: 8790, fakeAmount: null, amountFirstMonth: 28690 }),
  /** premium-plus-plan-trial: 14 trial days at 0. */
  premiumPlusTrial: () => checkoutProduct({ id: 3104, title: 'Premium Plus (trial)', slug: 'premium-plus-plan-trial', trialDays: 14, trialDaysAmount: 0 }),
  /** funnel-builder-tool: USD 29 with 8 suggestions (a carousel of 3 pages). */
  funnelBuilderTool: () => checkoutProduct({
    kind: 'tool', id: 801, title: 'Funnel Builder', slug: 'funnel-builder-tool', description: 'Funis de venda arrastar e soltar.', amount: 2900, fakeAmount: 3900,
    resources: { domains: 0, subdomains: 0, storageKb: 0 }, tools: [], storageKb: 0, domainExtraQuantity: 0,
    suggestions: [
      { id: 821, name: 'Email Marketing', description: 'Campanhas e automações de e-mail.', amount: 1900 },
      { id: 822, name: 'Members Area', description: 'Cursos e comunidades.', amount: 2400 },
      { id: 823, name: 'Webinar Room', description: 'Webinars ao vivo até 20 participantes.', amount: 2900 },
      { id: 824, name: 'CRM', description: 'Funil de vendas e contatos.', amount: 1500 },
      { id: 825, name: 'Checkout Pages', description: 'Páginas de pagamento.', amount: 1200 },
      { id: 826, name: 'Blog', description: 'Blog com SEO.', amount: 900 },
      { id: 827, name: 'Automation', description: 'Fluxos automáticos.', amount: 2150 },
      { id: 828, name: 'Quiz Builder', description: 'Quizzes que geram leads.', amount: 790 },
    ],
  }),
  /** upwork-fee-usd (id 63): no coupon box, no stamps, US$. */
  upworkFee: () => checkoutProduct({
    kind: 'fee', id: 63, title: 'Upwork service fee', slug: 'upwork-fee-usd', description: null, amount: 10000, fakeAmount: null,
    resources: { domains: 0, subdomains: 0, storageKb: 0 }, tools: [], storageKb: 0, domainExtraQuantity: 0,
  }),
  /** domain-registry with ?order=ORD-1001: minhaloja.com, 1 year, USD 12.99. */
  domainRegistry: () => checkoutProduct({
    kind: 'fee', id: 74, title: 'Domain registry order', slug: 'domain-registry', description: null, amount: 1299, fakeAmount: null,
    resources: { domains: 0, subdomains: 0, storageKb: 0 }, tools: [], storageKb: 0, domainExtraQuantity: 0,
    domain: { name: 'minhaloja.com', protection: true, years: 1 },
  }),
} as const;

/** A sandbox account as login-status parses it. Example: sandboxUser('br').user_identifier === '1001'. */
export function sandboxUser(id: SandboxUserId): LoggedUser {
  return loggedUserSchema.parse(sandboxUsers[id]);
}

export const SPONSORS = {
  company: (): Sponsor => sponsorSchema.parse(companySponsor),
  upline: (): Sponsor => sponsorSchema.parse(uplineSponsor),
  plain: (): Sponsor => sponsorSchema.parse(plainSponsor),
};

export interface CheckoutSeed {
  product?: CheckoutProduct;
  user?: LoggedUser | null;
  sponsor?: Sponsor | null;
  lang?: Locale;
  flow?: CheckoutFlow | null;
}

/** Sets the session stores as the load sequence leaves them (defaults: premium-plus-plan, br, pt, plan flow). */
export function seedCheckout(seed: CheckoutSeed = {}): CheckoutProduct {
  const product = seed.product ?? PRODUCTS.premiumPlus();
  $product.set(product);
  $slug.set(product.slug);
  $flow.set(seed.flow === undefined ? { kind: product.kind } : seed.flow);
  $user.set(seed.user === undefined ? sandboxUser('br') : seed.user);
  $sponsor.set(seed.sponsor ?? null);
  $lang.set(seed.lang ?? 'pt');
  $ipLocale.set(null);
  return product;
}
