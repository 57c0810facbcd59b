import { computed } from 'nanostores';
import { $product } from '../session';
import { $step, STEPS, stepState, type Step } from '../steps';

/* What the step header shows (part 1 §2 "three steps named Plano or Taxa, Pagamento, Confirmação", §4 "Steps"). */

export interface StepItem {
  step: Step;
  labelKey: string;
  state: ReturnType<typeof stepState>;
}

const LABELS: Record<Exclude<Step, 'planOrFee'>, string> = {
  payment: 'checkout:steps.payment',
  paymentConfirmation: 'checkout:steps.confirmation',
};

/** The three steps with their label key and finished/active/upcoming state; step 1 reads Taxa for a fee, else Plano. */
export const $stepItems = computed([$step, $product], (active, product): StepItem[] =>
  STEPS.map((step) => ({
    step,
    labelKey: step === 'planOrFee' ? (product?.kind === 'fee' ? 'checkout:steps.fee' : 'checkout:steps.plan') : LABELS[step],
    state: stepState(step, active),
  })),
);

/**
 * Voltar is offered on the payment step only: step 1 has nothing before it, and after a payment the
 * confirmation must not lead back to paying again (our reading; the spec only says "a Voltar link goes back").
 */
export const $canGoBack = computed($step, (step) => step === 'payment');
