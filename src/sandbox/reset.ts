/*
 * The sandbox's own reset registry: the office's and the gateway's memory (scenario, accounts, invoices, payments,
 * consents, tracking, tokens, logs). Kept apart from the page's stores (src/stores/reset.ts): that registry empties
 * what the page knows when a load starts or the page starts over, while the sandbox plays the server, whose memory
 * must outlive the page's loads and reloads (a sign-up reloads the page and must still find the account).
 * Every session store registers itself (session-store.ts); memory kept otherwise registers with `onSandboxReset`
 * where it is declared.
 */

const resets: Array<() => void> = [];

/** Registers how a piece of the sandbox's memory empties, once, where it is declared. */
export function onSandboxReset(reset: () => void): void {
  resets.push(reset);
}

/** Back to a fresh sandbox: no scenario, no registered accounts, invoices, payments or consents. Run after every test. */
export function resetSandbox(): void {
  for (const reset of resets) reset();
}
