/**
 * The method-route table (part 2 §2, §4.3, §4.4, §5, §7): for every payment method, the panel the payment step shows,
 * how the step pays it, and, per provider that takes it (providers.ts `providerFor` picks one), the gateway endpoint
 * and whether the billing address is required. The endpoint choice, the "can this be paid here" check, the methods
 * whose fields a provider renders and the panel kinds all derive from this one table.
 *
 * The rows are the methods' descriptors (methods/): adding a provider to a method is one route in the method's file
 * (plus its folder under src/providers and its registry entry).
 */
import { METHODS, type Methods } from '~/domain/methods';
import type { PanelKind, Route } from '~/domain/methods/descriptor';
import type { PaymentMethod } from '~/domain/payment-methods';
import type { ProviderId } from '~/domain/providers/ids';

export type { PanelKind, Route } from '~/domain/methods/descriptor';

/**
 * How the step pays (part 2 §4.4, §7; decision 023):
 * - 'fields': the provider's handle collects, then the step sends the main payment to the route's endpoint;
 * - 'wallet': the wallet button confirms a payment intent itself (no main-payment endpoint);
 * - 'savedCard': the saved-card debit endpoint; 'paypal': the office's invoice-pay page;
 * - 'sponsorWallet': the office charges the sponsor's Brazilian wallet.
 */
export type PaidBy = 'fields' | 'wallet' | 'savedCard' | 'paypal' | 'sponsorWallet';

export interface MethodRoutes {
  panel: PanelKind;
  /**
   * The providers that take the method, each with its route; 'any' when paying does not depend on the provider
   * (the office debits a saved card on the card's own gateway; PayPal is the office's page).
   */
  routes: Partial<Record<ProviderId, Route>> | 'any';
}

type Table = { [M in PaymentMethod]: Pick<Methods[M], 'panel' | 'routes'> };

/** The table, one row per method, read from the methods' descriptors (methods/); the endpoint names are src/api's PAYMENT_ENDPOINTS keys (part 2 §7 "Main payment"). */
export const METHOD_ROUTES = METHODS as Table satisfies Record<PaymentMethod, MethodRoutes>;

type EndpointOf<R> = R extends { endpoint: infer E } ? E : never;
type EndpointsOf<Routes> = Routes extends 'any' ? never : EndpointOf<Routes[keyof Routes]>;

/** Every main-payment endpoint a route names. */
export type RouteEndpoint = Exclude<EndpointsOf<Table[PaymentMethod]['routes']>, null>;

/** Panels whose fields a provider renders (the provider's `Fields` mounts in them). */
const PROVIDER_PANELS = ['card', 'providerForm', 'wallet'] as const satisfies readonly PanelKind[];
type ProviderPanel = (typeof PROVIDER_PANELS)[number];

/** The methods whose fields a provider renders (part 2 §2): the card, SEPA, the wallet, boleto, pix, cash, bank transfer, Nequi, Yape. */
export type ProviderMethod = { [M in PaymentMethod]: Table[M]['panel'] extends ProviderPanel ? M : never }[PaymentMethod];

/** The panel of a method. Example: panelKind('sepa') === 'providerForm'. */
export function panelKind<M extends PaymentMethod>(method: M): Table[M]['panel'] {
  return METHOD_ROUTES[method].panel;
}

/** A method with its panel kind, the method narrowed to a provider's where a provider's fields fill the panel. */
export type MethodPanel = { kind: ProviderPanel; method: ProviderMethod } | { kind: Exclude<PanelKind, ProviderPanel>; method: PaymentMethod };

/** The panel of a method for the payment step to render. Example: methodPanel('pix') -> { kind: 'providerForm', method: 'pix' }. */
export function methodPanel(method: PaymentMethod): MethodPanel {
  const kind = METHOD_ROUTES[method].panel;
  return isProviderMethod(method) ? { kind: kind as ProviderPanel, method } : { kind: kind as Exclude<PanelKind, ProviderPanel>, method };
}

/** True when a provider renders the method's fields. Example: isProviderMethod('pix') === true; isProviderMethod('paypal') === false. */
export function isProviderMethod(method: PaymentMethod): method is ProviderMethod {
  return (PROVIDER_PANELS as readonly PanelKind[]).includes(METHOD_ROUTES[method].panel);
}

/** How the step pays each panel: a provider's fields pay the card's and the provider forms' panels. */
const PAID_BY: Readonly<Record<PanelKind, PaidBy>> = {
  card: 'fields',
  providerForm: 'fields',
  wallet: 'wallet',
  savedCards: 'savedCard',
  paypal: 'paypal',
  sponsorWallet: 'sponsorWallet',
};

/** How the step pays a method, as its panel says. Example: paidBy('myCards') === 'savedCard'. */
export function paidBy(method: PaymentMethod): PaidBy {
  return PAID_BY[METHOD_ROUTES[method].panel];
}

/** The route of a method at a provider, null when that provider does not take it. */
export function routeOf(method: PaymentMethod, provider: ProviderId | null): Route | null {
  const { routes } = METHOD_ROUTES[method] as MethodRoutes;
  if (routes === 'any') return { endpoint: null };
  return provider === null ? null : (routes[provider] ?? null);
}

/**
 * The chosen method can be paid on this page (part 2 §4.3): its provider has a route for it. Saved cards and PayPal
 * need no provider's fields; no method (before the step opens) cannot be paid.
 * Example: isMethodPayable('boleto', 'brazilian') === true; isMethodPayable('boleto', null) === false.
 */
export function isMethodPayable(method: PaymentMethod | null, provider: ProviderId | null): boolean {
  return method !== null && routeOf(method, provider) !== null;
}

/**
 * The main-payment endpoint for a method paid through its provider's fields (part 2 §7 "endpoint chosen by gateway
 * and method"), null for the methods paid another way (wallet, saved card, PayPal, sponsor wallet) or a provider
 * without the route. Example: routeEndpoint('creditCard', 'european') === 'provider-a-card'.
 */
export function routeEndpoint(method: PaymentMethod, provider: ProviderId | null): RouteEndpoint | null {
  return (routeOf(method, provider)?.endpoint ?? null) as RouteEndpoint | null;
}

/**
 * The payment needs the billing address (part 2 §5: provider B card, boleto, provider A card, SEPA).
 * Example: routeNeedsAddress('creditCard', 'brazilian') === true; routeNeedsAddress('creditCard', 'international') === false.
 */
export function routeNeedsAddress(method: PaymentMethod, provider: ProviderId | null): boolean {
  return routeOf(method, provider)?.address ?? false;
}

/** Every (method, provider, route) of the table, for checks over all of them (the api's endpoints, the registry). */
export function allRoutes(): { method: PaymentMethod; provider: ProviderId; route: Route }[] {
  return (Object.keys(METHOD_ROUTES) as PaymentMethod[]).flatMap((method) => {
    const { routes } = METHOD_ROUTES[method] as MethodRoutes;
    if (routes === 'any') return [];
    return (Object.entries(routes) as [ProviderId, Route][]).map(([provider, route]) => ({ method, provider, route }));
  });
}

/** The providers whose fields some method's panel mounts (the registry's providers). */
export function fieldsProviders(): ProviderId[] {
  return [...new Set(allRoutes().filter(({ method }) => isProviderMethod(method)).map(({ provider }) => provider))];
}
