/**
 * Every timing and limit of part 1 §9 and part 2 §9 (plus the delays named in part 1 §4 and part 2 §4.5/§8),
 * named once. Durations carry their unit in the name; money is integer cents (value x 100).
 */

// ---- Account step (part 1 §4, §5, §9) ----
/** Minimum password length (part 1 §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** The page reloads this long after a successful sign-up (part 1 §4, §9). */
export const RELOAD_AFTER_SIGN_UP_MS = 2000;
/** Possible-fraud refusals tolerated on the account step before the account is blocked (part 2 §9). */
export const POSSIBLE_FRAUD_ATTEMPTS_LIMIT = 3;

// ---- Cart and plans (part 1 §2, §9; part 2 §9) ----
/** Annual saving advertised next to the monthly/yearly toggle, in percent (part 1 §2, §9). */
export const ANNUAL_DISCOUNT_PERCENT = 10;
/** Months in a yearly period: the yearly cart total is 12 x the monthly one (part 1 §2, part 2 §9). */
export const MONTHS_PER_YEAR = 12;
/** Trial length advertised on the trial plans page (part 1 §2, §9). */
export const TRIAL_LABEL_DAYS = 14;
/** Refund guarantee on the checkout stamps, in days (part 1 §9). */
export const REFUND_GUARANTEE_DAYS_CHECKOUT = 30;
/** Refund guarantee on the legacy plans page, in days after the first payment (part 1 §2, §9). */
export const REFUND_GUARANTEE_DAYS_LEGACY = 7;
/** Tools listed before "more tools", before adding one per missing resource (part 1 §9). */
export const DEFAULT_TOOLS_SHOWN = 2;
/** A resource quantity meaning "unlimited" (part 1 §2, part 2 §9). */
export const UNLIMITED_QUANTITY = 999999;
/** A resource quantity shown as blank (part 1 §2, part 2 §9). */
export const BLANK_QUANTITY = 0;
/** KB in one GB: storage GB = KB / 1024 / 1024 and KB = qty x package x 1024 x 1024 (part 1 §9, part 2 §9). */
export const KB_PER_GB = 1024 * 1024;
/** Suggested-tools carousel: items per page, gutter in px, dragging (part 1 §2, part 2 §9). */
export const CAROUSEL_ITEMS_PER_PAGE = 3;
export const CAROUSEL_GUTTER_PX = 8;
export const CAROUSEL_DRAGGABLE = false;
/** Product ids whose cart hides the trust stamps (part 1 §2, part 2 §9). */
export const STAMPS_HIDDEN_PRODUCT_IDS = [63, 64, 65] as const;
/** Product ids special-cased for first-month amounts (part 2 §9); the rule is in cart.ts `firstMonthAmount`. */
export const FIRST_MONTH_SPECIAL_PRODUCT_IDS = [3156, 3025] as const;
/** Webinar room capacity listed in the plan comparison (part 1 §9). */
export const WEBINAR_MAX_PARTICIPANTS = 20;

// ---- Money (part 1 §9, part 2 §9) ----
/** Office amounts are value x 100; the wallet amount is sent in minor units (x 100) too (part 2 §4.4, §9). */
export const CENTS_PER_UNIT = 100;
/** Premium plan a currency falls back to when a plan is inactive, in cents (part 1 §2, §9). */
export const FALLBACK_PREMIUM_PLAN_CENTS = { BRL: 14900, USD: 6900, EUR: 5900 } as const;
/** Account-pause fee, in USD cents, converted to the requested currency (part 1 §9, part 2 §9). */
export const PAUSE_ACCOUNT_FEE_USD_CENTS = 1500;
/** Reference amount used when a charged currency has no converted reference: USD 87.90 (part 1 §9, part 2 §9). */
export const FALLBACK_REFERENCE_USD_CENTS = 8790;
/** First-payment amounts that may go to the sponsor: 1000.00, 500.00, 199.00 (part 2 §4.3, §9). */
export const SPONSOR_FIRST_PAYMENT_CENTS = [100000, 50000, 19900] as const;
/** Funnel Club first payment on top of the monthly price: +$199 (part 1 §3, §9). */
export const FUNNEL_CLUB_FIRST_PAYMENT_USD_CENTS = 19900;

/** Legacy plans page prices, in USD cents per month (part 1 §3). */
export const LEGACY_PLAN_PRICES_CENTS = {
  'starter-plan': 1790, 'marketer-plan': 7790, 'premium-plan': 8790, 'funnel-club-plan': 8790,
  'wp-starter-plan': 2790, 'wp-marketer-plan': 8790, 'wp-premium-plan': 9790, 'wp-funnel-club-plan': 9790,
} as const;

/** Legacy plan limits; UNLIMITED_QUANTITY means unlimited. WordPress plans repeat these (part 1 §9). */
export const LEGACY_PLAN_LIMITS = {
  starter: { domains: 1, subdomains: 3, subscribers: 2000, storageGb: 2 },
  marketer: { domains: 3, subdomains: 5, subscribers: 5000, storageGb: 5 },
  premium: { domains: 15, subdomains: UNLIMITED_QUANTITY, subscribers: 10000, storageGb: 10 },
  'funnel-club': { domains: 15, subdomains: UNLIMITED_QUANTITY, subscribers: 25000, storageGb: 10 },
} as const;

// ---- Redirect rules (part 1 §4, part 2 §9) ----
/** A hidden plan no longer redirects when the subscription expired more than this many days ago (part 2 §9). */
export const HIDDEN_PLAN_REDIRECT_MAX_EXPIRED_DAYS = 60;

// ---- Payment and confirmation timings (part 2 §4.4, §4.5, §8, §9) ----
/** The 3-D Secure form is auto-submitted after this delay (part 2 §4.4, §9). */
export const THREE_DS_AUTO_SUBMIT_MS = 2000;
/** Countdown before the after-payment redirect, in seconds (part 2 §2, §4.5, §9). */
export const REDIRECT_COUNTDOWN_S = 5;
/** Delay before the back-to-start redirect (part 2 §4.5, §9). */
export const BACK_TO_START_DELAY_MS = 1500;
/**
 * How long the payment step waits for the wallet provider to say whether this browser has a wallet before it shows
 * the method list without it (ours, decision 044: the list is decided once, so the preselection never flips). A
 * wallet that answers later is not added.
 */
export const WALLET_DECISION_WAIT_MS = 3000;
/** Pix notification polling interval (part 2 §4.5, §7, §9). */
export const PIX_POLL_INTERVAL_MS = 5000;
/** Pix wait countdown: 10 minutes shown in 60-second steps, stopping at zero (part 2 §4.5, §9). */
export const PIX_WAIT_MINUTES = 10;
export const PIX_COUNTDOWN_STEP_MS = 60_000;
/** The invoice note is cleared this long after entering confirmation (part 2 §4.5, §9). */
export const INVOICE_NOTE_CLEAR_DELAY_MS = 300;
/** How long the invalid-invoice notice stays (part 1 §8, part 2 §5, §8, §9). */
export const INVALID_INVOICE_NOTICE_MS = 6000;

// ---- Tracking (part 1 §9, part 2 §9) ----
/** The Facebook purchase event resolves after this delay. */
export const TRACKING_PURCHASE_RESOLVE_MS = 1000;
/** The analytics (GA4) tag starts after this delay. */
export const TRACKING_ANALYTICS_START_MS = 1000;
/** The tag manager is delayed by this much. */
export const TRACKING_TAG_MANAGER_DELAY_MS = 4000;
/** The tracking script is retried every 100 ms, at most 300 times. */
export const TRACKING_SCRIPT_RETRY_MS = 100;
export const TRACKING_SCRIPT_MAX_RETRIES = 300;
