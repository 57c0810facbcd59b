import { createSessionStore } from '~/sandbox/session-store';
import type { TrackingTarget } from '~/domain/tracking-events';

/*
 * What the sandbox's tracking endpoints received (part 1 §7 "Ancillary"; decision 029): the funnel-continue pixel,
 * the franchise share image and the affiliate tracker's events, and step 3's vendor pixels (decision 035). Kept in sessionStorage (`sandbox-tracking`) so they
 * survive the reload after a sign-up; browser tests read that key, Node tests `sandboxTrackingEvents()`.
 */

/** The vendors' pixels step 3 loads, played by the sandbox's scripts (src/sandbox/third-party/; decision 035). */
export type SandboxVendorTarget = 'facebook' | 'analytics' | 'tag-manager';

/** One request as received: its target and its query or form fields. */
export interface SandboxTrackingEvent {
  target: TrackingTarget | SandboxVendorTarget;
  fields: Record<string, string>;
}

export const SANDBOX_TRACKING_KEY = 'sandbox-tracking';

const store = createSessionStore<SandboxTrackingEvent[]>(SANDBOX_TRACKING_KEY, () => [], (stored) => (Array.isArray(stored) ? (stored as SandboxTrackingEvent[]) : []));

export function recordTrackingEvent(event: SandboxTrackingEvent): void {
  store.save([...store.load(), event]);
}

/** Every tracking request received in this browser session (or test), oldest first. */
export function sandboxTrackingEvents(): readonly SandboxTrackingEvent[] {
  return store.load();
}
