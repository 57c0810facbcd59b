/**
 * The one Global Privacy Control gate of the checkout's tracking (DESIGN.md "After payment": tracking fires nothing
 * when the browser sends GPC; decision 029). Every tracking request goes through src/stores/tracking, which asks
 * here first. GPC is read from the page (`navigator.globalPrivacyControl`, the GPC specification's DOM signal).
 */

type PrivacySignals = { globalPrivacyControl?: unknown } | undefined;

const pageNavigator = (): PrivacySignals => (typeof navigator === 'undefined' ? undefined : (navigator as PrivacySignals));

/**
 * False when the browser sends Global Privacy Control; only `true` counts as the signal.
 *
 * @example trackingAllowed({ globalPrivacyControl: true }) === false; trackingAllowed({}) === true
 */
export function trackingAllowed(signals: PrivacySignals = pageNavigator()): boolean {
  return signals?.globalPrivacyControl !== true;
}
