import type { Page } from '@playwright/test';

/** One payment the sandbox gateway created in this browser: the call, its outcome, what was sent and what it answered. */
export interface StoredPayment {
  call: string;
  outcome: string;
  sent: Record<string, unknown>;
  answer: { gateway?: Record<string, unknown> };
}

/**
 * The sandbox gateway's payments (src/sandbox/handlers/payment-state.ts keeps them in localStorage, shared by every
 * tab of the test's browser context, as one gateway would be; each test has a fresh context, so starts with none).
 */
export async function storedPayments(page: Page): Promise<StoredPayment[]> {
  return page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('sandbox-payments') ?? '{}') as {
      records?: { key: string; call: string; outcome: string }[];
      answers?: Record<string, { fingerprint: string; answer: { body: { gateway?: Record<string, unknown> } } }>;
    };
    return (state.records ?? []).map((record) => {
      const settled = state.answers?.[record.key];
      return { call: record.call, outcome: record.outcome, sent: settled ? JSON.parse(settled.fingerprint) : {}, answer: settled?.answer.body ?? {} };
    });
  });
}

/** How many more calls the armed sandbox fault will fail (src/sandbox/scenario.ts). */
export async function faultsLeft(page: Page): Promise<number> {
  return page.evaluate(() => (JSON.parse(sessionStorage.getItem('sandbox-scenario') ?? '{}') as { faultTimes?: number }).faultTimes ?? 0);
}
