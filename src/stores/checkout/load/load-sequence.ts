import { sendLog } from '~/api/misc/logger';
import { loadView, type LoadFailure } from '~/domain/load-errors';
import { checkoutTokenPhase } from './phases/checkout-token';
import { createLoadContext, describeError, type LoadContext, type LoadInput, type Phase } from './phases/context';
import { couponPhase } from './phases/coupon';
import { failureStatus } from './phases/exit';
import { brlOutsideBrazilPhase, teamAccountPhase } from './phases/guards';
import { invoicePhase, planToActivateInvoicePhase } from './phases/invoice';
import { invoiceNotesPhase } from './phases/invoice-notes';
import { brazilWalletScriptPhase, localeByIpPhase } from './phases/locale';
import { loginStatusPhase } from './phases/login-status';
import { paymentMethodsPhase, uplinePhase } from './phases/payment-methods';
import { productPhase } from './phases/product';
import { sponsorPhase } from './phases/sponsor';
import { supportPhase } from './phases/support';
import { templateAndWordpressPhase } from './phases/template-and-wordpress';
import { translationsPhase } from './phases/translations';
import { yearlyPeriodPhase } from './phases/yearly-period';
import { latestAnswer } from '~/stores/latest-answer';
import { resetStores } from '~/stores/reset';
import { openPaymentStepFromUrl } from './step-from-url';
import { $invoice, $options, $product, $slug, $user } from '../session';
import { hasLedger } from '../purchase/ledger-key';
import { $status, LOAD_PHASES, type CheckoutStatus, type LoadPhase } from './status';

export type { LoadInput } from './phases/context';

/** Each named phase of LOAD_PHASES (part 1 §4, part 2 §4.1) and the function that runs it. */
export const LOAD_PHASE_RUNNERS: Readonly<Record<LoadPhase, Phase>> = {
  translations: translationsPhase,
  loginStatus: loginStatusPhase,
  sponsor: sponsorPhase,
  templateAndWordpress: templateAndWordpressPhase,
  checkoutToken: checkoutTokenPhase,
  product: productPhase,
  yearlyPeriod: yearlyPeriodPhase,
  teamAccount: teamAccountPhase,
  coupon: couponPhase,
  invoice: invoicePhase,
  planToActivateInvoice: planToActivateInvoicePhase,
  invoiceNotes: invoiceNotesPhase,
  localeByIp: localeByIpPhase,
  brazilWalletScript: brazilWalletScriptPhase,
  brlOutsideBrazil: brlOutsideBrazilPhase,
  support: supportPhase,
  paymentMethods: paymentMethodsPhase,
  upline: uplinePhase,
};

// A newer run (the reload button) wins: an older one still waiting on the office stops at its next phase, as does
// one under way when the whole page starts over.
const runs = latestAnswer('page');

async function logLoadError(ctx: LoadContext, phase: LoadPhase, failure: LoadFailure): Promise<void> {
  const view = loadView(failure);
  if (view.kind !== 'loadError') return;
  await sendLog({
    env: ctx.input.logEnv,
    type: 'ERROR',
    message: `checkout load failed in phase ${phase}: ${view.logDetail}`,
    data: { slug: ctx.input.slug, phase, failure: failure.code, cause: ctx.failureCause },
  });
}

/**
 * Runs the load sequence (part 1 §4, part 2 §4.1): every phase of LOAD_PHASES in order, $status showing the
 * running phase; it ends ready, leaving for a notice page, the office or a redirect, blocked (team account), or
 * in the load-error view (logged). A thrown error is a load failure of its phase, never a blank page.
 * Called by the island on start and by the reload button. Resolves to the final status.
 * Example: await runLoadSequence(pageLoadInput()) // { state: 'ready' }
 */
export async function runLoadSequence(input: LoadInput, runners: Readonly<Record<LoadPhase, Phase>> = LOAD_PHASE_RUNNERS): Promise<CheckoutStatus> {
  const run = runs.next();
  resetStores('load');
  const ctx = createLoadContext(input);
  $slug.set(input.slug);
  $options.set(ctx.options);
  for (const phase of LOAD_PHASES) {
    $status.set({ state: 'loading', phase });
    const outcome = await runners[phase](ctx).catch((error: unknown) => {
      ctx.failureCause = describeError(error);
      return { kind: 'fail', failure: { code: 'unexpected', detail: `${phase}: ${ctx.failureCause}` } } as const;
    });
    if (!run.isLatest()) return $status.get();
    if (outcome.kind === 'continue') continue;
    const status: CheckoutStatus = outcome.kind === 'leave' ? { state: 'leaving', to: outcome.to } : failureStatus(outcome.failure, ctx);
    $status.set(status);
    if (outcome.kind === 'fail') await logLoadError(ctx, phase, outcome.failure);
    return status;
  }
  // An EUR buyer back from a payment redirect, or reloading with a purchase on record (decision 012), keeps the VAT
  // choice the attempt was made with (decision 041), so step 1's guard does not stop the return or the resumed
  // attempt. Its code loads only on such a page.
  if ($product.get()?.currency === 'EUR' && (ctx.options.threeDSecureReturn || ctx.options.walletReturn || hasLedger())) {
    await import('../vat/across-redirect').then((m) => m.restoreVatChoice(input.slug), () => false);
  }
  // A payment still waiting on the URL's invoice opens step 3 with it (decision 033); otherwise the URL's step. Its code
  // loads only when the URL names an invoice, so no other visit carries it; a file that does not arrive resumes nothing.
  let resumed = ctx.options.invoiceId !== null && $invoice.get() !== null
    ? await import('../confirmation/resume-pending').then((m) => m.resumePendingPayment(), () => false)
    : false;
  // A purchase this browser has a record of (decision 012): an attempt left open is resolved before anything is
  // paid again, a paid one is shown as paid. Its code loads only when the browser has a record; the 3-D Secure
  // return resolves its own attempt.
  if (!resumed && !ctx.options.threeDSecureReturn && $user.get() && hasLedger()) {
    resumed = await import('../attempt/resume-purchase').then((m) => m.resumePurchase(), () => false);
  }
  if (!run.isLatest()) return $status.get();
  $status.set({ state: 'ready' });
  if (!resumed) openPaymentStepFromUrl();
  return $status.get();
}
