import { ARTIFACT_READERS } from '~/domain/methods/artifacts';
import type { PaymentMethod } from '~/domain/payment-methods';
import { createSessionStore } from './session-store';

/**
 * The sandbox scenario of this browser session: which account is "logged in" and which
 * faults are injected. Chosen by URL (`?sandbox-user=br`, `?sandbox-fault=timeout`) and kept
 * in sessionStorage so it survives navigation; in Node tests it lives in memory.
 */
export interface Scenario {
  /** Account id from `fixtures/users.ts`, or null for a visitor. */
  user: string | null;
  /** Fault injected into every office/gateway call whose path has `faultPath`'s whole segments (all when empty). */
  fault: SandboxFault | null;
  faultPath: string;
  /** How many more matching calls fail; the next one succeeds, so a retry can be tested. */
  faultTimes: number;
  /** The last e-mail verification code the sandbox "sent" (6 digits), shown in the sandbox banner. */
  verificationCode: string | null;
  /** `sandbox-country`: overrides the country the locale-by-IP call answers (`ES` or `ES:Canarias`). */
  country: string | null;
  /** `sandbox-support-chat=1|0`: the sandbox's support chat on or off whatever the build says; null: as configured. */
  supportChat: boolean | null;
  /**
   * `sandbox-pending=<kind>`: the next pending-payment lookup of one of the buyer's invoices that has none finds a
   * payment of that kind (SANDBOX_PENDING_KINDS: a method with a document, or pix-expired), created then; used once.
   */
  pending: SandboxPendingKind | null;
  /**
   * `sandbox-gateway-delay=<ms>`: every payment-creating answer of the gateway waits this long after the payment is
   * taken (payment-store.ts), so a test or QA can reload after the request left. For the page load that asked for it.
   */
  gatewayDelayMs: number | null;
  /**
   * `sandbox-pix-image=missing`: the gateway's pix answers give an office address for the QR image that the sandbox
   * does not serve, so step 3 draws the QR from the copy-paste code (decision 046); any other value: a QR data URL.
   */
  pixImage: 'missing' | null;
}

/** A `sandbox-pending` kind: a method whose pending answer is a document step 3 shows again, or an expired pix. */
export type SandboxPendingKind = PaymentMethod | 'pix-expired';

/** The `sandbox-pending` kinds: each method with a document (its reader in the domain's artifacts), and the expired pix. */
export const SANDBOX_PENDING_KINDS: readonly SandboxPendingKind[] = [...(Object.keys(ARTIFACT_READERS) as PaymentMethod[]), 'pix-expired'];

export const SANDBOX_FAULTS = ['timeout', 'http500', 'malformed', 'offline', 'lost'] as const;

/** The longest `sandbox-gateway-delay` taken: 2 minutes, beyond the checkout's 30-second payment time limit. */
export const MAX_GATEWAY_DELAY_MS = 120_000;
export type SandboxFault = (typeof SANDBOX_FAULTS)[number];

const EMPTY: Scenario = { user: null, fault: null, faultPath: '', faultTimes: 0, verificationCode: null, country: null, supportChat: null, pending: null, gatewayDelayMs: null, pixImage: null };
const store = createSessionStore<Scenario>('sandbox-scenario', () => ({ ...EMPTY }), (stored) => ({ ...EMPTY, ...(stored as Partial<Scenario>) }));

export function getScenario(): Scenario {
  return store.load();
}

export function setScenario(patch: Partial<Scenario>): Scenario {
  const next = { ...store.load(), ...patch };
  store.save(next);
  return next;
}

/**
 * How the page was reached: the Navigation Timing type (`performance.getEntriesByType('navigation')[0].type`).
 * 'navigate' is a visit someone asked for (a link, a typed address); 'reload' and 'back_forward' are not.
 */
export type PageNavigation = 'navigate' | 'reload' | 'back_forward' | 'prerender';

/** Only a visit someone asked for arms the URL's fault; a reload the checkout makes itself does not. */
function armsFaults(navigation: PageNavigation): boolean {
  return navigation === 'navigate' || navigation === 'prerender';
}

/**
 * `sandbox-gateway-delay`: whole milliseconds from 0 to MAX_GATEWAY_DELAY_MS; anything else (empty, a fraction, a
 * negative or larger number, words) is ignored. Example: gatewayDelayOf('1500') === 1500, gatewayDelayOf('2s') === null.
 */
export function gatewayDelayOf(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const ms = Number(value);
  return ms <= MAX_GATEWAY_DELAY_MS ? ms : null;
}

/**
 * Reads `sandbox-user`, `sandbox-fault`, `sandbox-fault-times`, `sandbox-fault-path`, `sandbox-country` and
 * `sandbox-support-chat`, `sandbox-pix-image`, `sandbox-pending` (armed like a fault) and `sandbox-gateway-delay` from a
 * page URL (`sandbox-user=visitor` logs out). The fault fires for the visit that asked for it: on a reload (the one
 * after a login or sign-up, say) or a return by the back button, the fault parameters still in the URL are ignored
 * and the user and country stay as they are. The gateway delay holds for the page load that asked for it only:
 * every other load (a reload, the back button, a visit without it) answers at once again, so the page reloaded
 * during the wait finds the payment taken and pays nothing slowly.
 * Example: applyScenarioFromUrl('?sandbox-fault=http500', 'reload').fault === null on a fresh session.
 */
export function applyScenarioFromUrl(search: string, navigation: PageNavigation = 'navigate'): Scenario {
  const params = new URLSearchParams(search);
  const patch: Partial<Scenario> = {};
  const user = params.get('sandbox-user');
  if (user !== null) patch.user = user === '' || user === 'visitor' ? null : user;
  const fault = armsFaults(navigation) ? params.get('sandbox-fault') : null;
  if (fault !== null) {
    patch.fault = (SANDBOX_FAULTS as readonly string[]).includes(fault) ? (fault as SandboxFault) : null;
    const times = Number(params.get('sandbox-fault-times') ?? '1');
    patch.faultTimes = Number.isInteger(times) && times > 0 ? times : 1;
  }
  const faultPath = armsFaults(navigation) ? params.get('sandbox-fault-path') : null;
  if (faultPath !== null) patch.faultPath = faultPath;
  const country = params.get('sandbox-country');
  if (country !== null) patch.country = country === '' ? null : country;
  const supportChat = params.get('sandbox-support-chat');
  if (supportChat !== null) patch.supportChat = supportChat === '1' ? true : supportChat === '0' ? false : null;
  const pixImage = params.get('sandbox-pix-image');
  if (pixImage !== null) patch.pixImage = pixImage === 'missing' ? 'missing' : null;
  const pending = armsFaults(navigation) ? params.get('sandbox-pending') : null;
  if (pending !== null) patch.pending = (SANDBOX_PENDING_KINDS as readonly string[]).includes(pending) ? (pending as SandboxPendingKind) : null;
  const gatewayDelayMs = armsFaults(navigation) ? gatewayDelayOf(params.get('sandbox-gateway-delay')) : null;
  if (gatewayDelayMs !== getScenario().gatewayDelayMs) patch.gatewayDelayMs = gatewayDelayMs;
  return Object.keys(patch).length ? setScenario(patch) : getScenario();
}
