import { atom, computed } from 'nanostores';
import { errorMessageKey } from '~/api/errors';
import { getVatFee } from '~/api/vat/get-vat-fee';
import { validateVatNumber } from '~/api/vat/validate-vat-number';
import { EMPTY_VAT_STATE, vatChoiceBlock, vatPercentageOf, vatStateFromChoice, type VatChoice } from '~/domain/vat';
import { isVatExemptCode, vatLocaleFlags } from '~/domain/vat-countries';
import { VAT_WIDGET_START, vatWidgetNext, type VatWidgetEvent, type VatWidgetState } from '~/domain/vat-widget';
import { $ipLocale, $product } from './session';
import { addStepGuard, type Step } from './steps';
import { findVatEntry } from './vat-countries';

/** The widget's sub-step (part 1 §4), driven only by the domain's state machine. */
export const $vatWidget = atom<VatWidgetState>(VAT_WIDGET_START);
/** The country picked in the select and the number typed: kept through every error and retry. */
export const $vatCountryCode = atom<string>('');
export const $vatNumberInput = atom<string>('');

/** The call the widget is waiting for, or the one that failed on the way (with a retry). */
export type VatRequest =
  | { status: 'idle' }
  | { status: 'loading'; task: 'fee' | 'number' }
  | { status: 'failed'; task: 'fee' | 'number'; messageKey: string };
export const $vatRequest = atom<VatRequest>({ status: 'idle' });

/** 'errors:vat.choice_required' after a blocked move to payment, until a choice is made (part 1 §4, §8). */
export const $vatAttention = atom<string | null>(null);

/** The widget is shown for EUR only (part 1 §2). */
export const $vatVisible = computed($product, (product) => product?.currency === 'EUR');
/** The finished choice, or null. */
export const $vatChoice = computed($vatWidget, (state): VatChoice | null => (state.step === 'result' ? state.choice : null));
/** The VAT percent the cart applies; null while nothing is chosen. */
export const $vatPercent = computed($vatChoice, (choice) => (choice ? vatPercentageOf(choice) : null));

function send(event: VatWidgetEvent): VatWidgetState {
  const next = vatWidgetNext($vatWidget.get(), event);
  $vatWidget.set(next);
  return next;
}

// Each fee lookup gets a number; an answer after a newer lookup, a step back or a reset is dropped.
let feeLookup = 0;

/**
 * The country choice, confirmed: exempt codes apply at once; any other country asks the gateway for its current
 * fee, then the state machine applies it (the Netherlands) or asks whether the buyer has a VAT number.
 * An empty pick shows 'Voce precisa selecionar seu pais...'. Example: await selectVatCountry('DE').
 */
export async function selectVatCountry(code: string): Promise<void> {
  const mine = ++feeLookup;
  $vatCountryCode.set(code);
  const entry = code.trim() === '' ? null : findVatEntry(code);
  if (!entry || isVatExemptCode(entry.country_code)) {
    $vatRequest.set({ status: 'idle' });
    send({ type: 'selectCountry', entry });
    return;
  }
  $vatRequest.set({ status: 'loading', task: 'fee' });
  try {
    const fee = await getVatFee(entry.country_code);
    if (mine !== feeLookup) return;
    $vatRequest.set({ status: 'idle' });
    send({ type: 'selectCountry', entry: { ...entry, fee } });
  } catch (error) {
    if (mine === feeLookup) $vatRequest.set({ status: 'failed', task: 'fee', messageKey: errorMessageKey(error) });
  }
}

/** The select's value before the buyer confirms it. */
export function setVatCountryCode(code: string): void {
  $vatCountryCode.set(code);
}

/** The "has a VAT number?" question. */
export function answerHasVat(hasVat: boolean): void {
  send({ type: 'answerHasVat', hasVat });
}

export function setVatNumberInput(text: string): void {
  $vatNumberInput.set(text);
}

/**
 * Checks the typed number: empty or badly formed numbers stop in the domain with their message; a
 * well-formed one goes to the registry. Valid -> 0 % reverse charge; not registered -> 'inválido'.
 * Example: setVatNumberInput('DE812345673'); await submitVatNumber().
 */
export async function submitVatNumber(): Promise<void> {
  const current = $vatWidget.get();
  // A second submit while the registry answers is ignored (one check at a time).
  if (current.step === 'addVatNumber' && current.checking !== null) return;
  const state = send({ type: 'submitVatNumber', vatNumber: $vatNumberInput.get() });
  if (state.step !== 'addVatNumber' || state.checking === null) return;
  $vatRequest.set({ status: 'loading', task: 'number' });
  try {
    const check = await validateVatNumber(state.checking);
    $vatRequest.set({ status: 'idle' });
    send({ type: 'vatNumberChecked', check: { ...check, company_name: check.company_name ?? '', company_address: check.company_address ?? '' } });
  } catch (error) {
    send({ type: 'vatNumberCheckFailed' });
    $vatRequest.set({ status: 'failed', task: 'number', messageKey: errorMessageKey(error) });
  }
}

/** Repeats the call that failed with what the buyer had picked or typed. */
export async function retryVat(): Promise<void> {
  const request = $vatRequest.get();
  if (request.status !== 'failed') return;
  if (request.task === 'fee') await selectVatCountry($vatCountryCode.get());
  else await submitVatNumber();
}

/** One sub-step back (from the result: back to the country select). */
export function vatBack(): void {
  feeLookup += 1;
  $vatRequest.set({ status: 'idle' });
  send({ type: 'back' });
}

/** Back to the start with nothing picked or typed (a new product or a test). */
export function resetVat(): void {
  feeLookup += 1;
  $vatWidget.set(VAT_WIDGET_START);
  $vatCountryCode.set('');
  $vatNumberInput.set('');
  $vatRequest.set({ status: 'idle' });
  $vatAttention.set(null);
}

// Validity needs every field of the VAT state to be set, which no amount changes, so no cart amounts are needed here.
const NO_AMOUNTS = { amount: 0, amountFirstMonth: 0, amountWithoutCoupon: 0 };

/**
 * Step guard: moving from step 1 to payment in EUR needs a country fee or a valid VAT number
 * (part 1 §4, §8). Returns 'errors:vat.choice_required' and flags the widget, or null.
 */
export function vatStepGuard(from: Step): string | null {
  const product = $product.get();
  if (from !== 'planOrFee' || !product) return null;
  const choice = $vatChoice.get();
  const block = vatChoiceBlock(product.currency, choice ? vatStateFromChoice(choice, NO_AMOUNTS) : EMPTY_VAT_STATE);
  $vatAttention.set(block);
  return block;
}

addStepGuard(vatStepGuard);

$vatChoice.listen((choice) => {
  if (choice) $vatAttention.set(null);
});

/*
 * Our reading of the locale flags (part 1 §3): Canary Islands and French Guiana are not in the gateway's
 * list, so the IP locale picks them (exempt, 0 %); a Dutch IP picks the Netherlands, whose fee applies at
 * once (part 1 §4). Only while the buyer has picked nothing.
 */
$ipLocale.listen((locale) => {
  if (!locale || !$vatVisible.get() || $vatWidget.get().step !== 'selectCountry' || $vatCountryCode.get() !== '') return;
  const flags = vatLocaleFlags(locale.country, locale.region);
  const code = flags.isRegionCanarias ? 'CAI' : flags.isFrenchGuiana ? 'FRG' : flags.isDutch ? 'NL' : null;
  if (code) void selectVatCountry(code);
});
