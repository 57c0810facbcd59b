import type { PaymentMethod } from '~/domain/payment-methods';
import type { SandboxPendingKind } from '~/sandbox/scenario';

/*
 * The named QA states a charge's answers make visible (decision 018; the workbench's data shape,
 * src/sandbox/islands/workbench-state.ts): its methods' forms at step 2 and its documents at step 3. Each charge file
 * lists its own; src/sandbox/islands/workbench-payment-states.ts puts them in the workbench's list in the charges'
 * order. The accounts, plans and test data are docs/sandbox.md's "Paying in the sandbox".
 */

/** The plans the states open: one per currency family of the sandbox's accounts. */
export const QA_PLANS = { usd: 'premium-plus-plan', eur: 'premium-plan-59-eur', brl: 'premium-plan-149-brl', latam: 'essentials-plan' } as const;

export interface ChargeQaState {
  id: string;
  island: 'methods' | 'confirmation';
  slug: string;
  user: string;
  query?: Record<string, string>;
  prepare: `method:${PaymentMethod}` | `pending:${SandboxPendingKind}`;
  note: string;
  shows: { key: string };
}

/** Step 2 with a method chosen: its form, as the buyer's click on its option opens it. */
export function methodForm(id: string, slug: string, user: string, method: PaymentMethod, note: string, key: string, query?: Record<string, string>): ChargeQaState {
  return { id: `pay-${id}`, island: 'methods', slug, user, ...(query ? { query } : {}), prepare: `method:${method}`, note: `step 2: ${note}`, shows: { key } };
}

/** Step 3 with a pending payment of `kind` on the buyer's invoice, as a buyer coming back sees it (decision 033). */
export function pendingScreen(id: string, user: string, kind: SandboxPendingKind, note: string, key: string): ChargeQaState {
  return { id: `confirmation-${id}`, island: 'confirmation', slug: QA_PLANS.usd, user, prepare: `pending:${kind}`, note: `step 3: ${note}`, shows: { key } };
}
