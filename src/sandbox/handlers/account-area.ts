import { resetAccountStore } from './account-store';
import { miscHandlers } from './misc';
import { resetMiscStore } from './misc-store';
import { sponsorHandlers } from './sponsor';
import { trackingHandlers } from './tracking';
import { trackingEventHandlers } from './tracking-events';
import { resetTrackingEventsStore } from './tracking-events-store';

/**
 * The handlers around the account step besides `accountHandlers`: sponsor, tracking (the office's calls and the
 * tracking endpoints) and the ancillary calls (locale, checkout token, currency converter, support, logger). Registered as one entry in
 * src/sandbox/handlers.ts.
 */
export const accountAreaHandlers = [...sponsorHandlers, ...trackingHandlers, ...trackingEventHandlers, ...miscHandlers];

/** Empties the in-memory stores of the account area (registered accounts, checkout tokens, log entries). */
export function resetAccountAreaStores(): void {
  resetAccountStore();
  resetMiscStore();
  resetTrackingEventsStore();
}
