import { miscHandlers } from './misc';
import { sponsorHandlers } from './sponsor';
import { trackingHandlers } from './tracking';
import { trackingEventHandlers } from './tracking-events';

/**
 * The handlers around the account step besides `accountHandlers`: sponsor, tracking (the office's calls and the
 * tracking endpoints) and the ancillary calls (locale, checkout token, currency converter, support, logger). Registered as one entry in
 * src/sandbox/handlers.ts.
 */
export const accountAreaHandlers = [...sponsorHandlers, ...trackingHandlers, ...trackingEventHandlers, ...miscHandlers];
