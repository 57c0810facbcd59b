import type * as z from 'zod/mini';
import type { logPayloadSchema } from '~/api/misc/logger';
import { onSandboxReset } from '~/sandbox/reset';

/*
 * Checkout tokens issued and log entries received by the sandbox gateway in this page or test run.
 * The sandbox's reset (../reset.ts) empties both (between tests).
 */

const tokens = new Map<string, string>();
const logEntries: Array<z.output<typeof logPayloadSchema>> = [];
onSandboxReset(() => {
  tokens.clear();
  logEntries.length = 0;
});

export function rememberCheckoutToken(token: string, userId: string): void {
  tokens.set(token, userId);
}

/**
 * True when the sandbox gateway issued `token` (to `userId`, when given): the payment handlers use it to
 * check `token_checkout` as the real gateway would.
 *
 * @example isSandboxCheckoutToken(token, '1001') // true
 */
export function isSandboxCheckoutToken(token: string, userId?: string | number): boolean {
  const owner = tokens.get(token);
  return owner !== undefined && (userId === undefined || owner === String(userId));
}

export function recordLogEntry(entry: z.output<typeof logPayloadSchema>): void {
  logEntries.push(entry);
}

/** What was posted to /logger, oldest first (tests read it; so can QA from the console). */
export function sandboxLogEntries(): ReadonlyArray<z.output<typeof logPayloadSchema>> {
  return logEntries;
}
