import { createSessionStore } from '~/sandbox/session-store';
import type { TrackingTarget } from '~/domain/tracking-events';

/*
 * What the sandbox's tracking endpoints received (part 1 §7 "Ancillary"; decision 029): the funnel-continue pixel,
 * the franchise share image and the affiliate tracker's events. Kept in sessionStorage (`sandbox-tracking`) so they
 * survive the reload after a sign-up; browser tests read that key, Node tests `sandboxTrackingEvents()`.
 */

/** One request as received: its target and its query or form fields. */
export interface SandboxTrackingEvent {
  target: TrackingTarget;
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

export function resetTrackingEventsStore(): void {
  store.reset();
}
