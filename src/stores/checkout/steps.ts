import { atom } from 'nanostores';
import { resettable } from '~/stores/reset';

/** The checkout's three steps (part 1 §4 "Steps"). */
export const STEPS = ['planOrFee', 'payment', 'paymentConfirmation'] as const;
export type Step = (typeof STEPS)[number];

/** The active step; the ones before it are finished. */
export const $step = resettable(atom<Step>('planOrFee'), 'page');

/** A guard that may hold the move forward (e.g. the EUR VAT choice): returns an error key, or null to let it pass. */
export type StepGuard = (from: Step) => string | null;
const guards = new Set<StepGuard>();

/** Registers a guard on "next"; returns the function that removes it. */
export function addStepGuard(guard: StepGuard): () => void {
  guards.add(guard);
  return () => guards.delete(guard);
}

/** Step action "next": finishes the current step and activates the next one, unless a guard holds it (returns its error key). */
export function goNext(): string | null {
  const current = $step.get();
  for (const guard of guards) {
    const blocked = guard(current);
    if (blocked) return blocked;
  }
  const index = STEPS.indexOf(current);
  const next = STEPS[index + 1];
  if (next) $step.set(next);
  return null;
}

/** Step action "prev" (the Voltar link). */
export function goBack(): void {
  const index = STEPS.indexOf($step.get());
  const previous = STEPS[index - 1];
  if (previous) $step.set(previous);
}

/** Step action "confirm": the payment is done (or the test visit asks for step 3); see confirmation/enter.ts. */
export function showConfirmationStep(): void {
  $step.set('paymentConfirmation');
}

/** Step action "pay again": from step 3 back to step 2 (a new pix once the wait ran out). */
export function reopenPaymentStep(): void {
  if ($step.get() === 'paymentConfirmation') $step.set('payment');
}

/**
 * Set by step 3's "generate a new pix" (attempt/new-pix.ts) as it reopens step 2: the payment step, once open, goes
 * back to editing with pix chosen before its first paint (attempt/pay-entry.ts). A flag, so that step 3's code does
 * not carry the step's machine and method selection (decision 038, addendum).
 */
export const $newPixAsked = resettable(atom(false), 'load');

/** Finished, active or upcoming, for the step header. */
export function stepState(step: Step, active: Step): 'finished' | 'active' | 'upcoming' {
  const diff = STEPS.indexOf(step) - STEPS.indexOf(active);
  return diff < 0 ? 'finished' : diff === 0 ? 'active' : 'upcoming';
}
