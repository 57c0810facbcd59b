import { errorMessageKey } from '~/api/errors';
import { getVatFee } from '~/api/vat/get-vat-fee';
import { validateVatNumber } from '~/api/vat/validate-vat-number';
import { isVatExemptCode, vatLocaleFlags } from '~/domain/vat-countries';
import { vatWidgetNext, type VatWidgetEvent, type VatWidgetState } from '~/domain/vat-widget';
import { $ipLocale } from '../session';
import { $vatCountryCode, $vatNumberInput, $vatRequest, $vatVisible, $vatWidget } from './state';
import { findVatEntry } from './countries';
import { loadVatFormats } from './formats-loader';
import { latestAnswer } from '~/stores/latest-answer';

// The widget's actions; its state is in ./state.ts (always loaded). This module comes with the widget.
export * from './state';

function send(event: VatWidgetEvent): VatWidgetState {
  const next = vatWidgetNext($vatWidget.get(), event);
  $vatWidget.set(next);
  return next;
}

// The fee lookup's latest answer wins: one after a newer lookup, a step back or a reset is dropped.
const feeLookups = latestAnswer('page');

/**
 * The country choice, confirmed: exempt codes apply at once; any other country asks the gateway for its current
 * fee, then the state machine applies it (the Netherlands) or asks whether the buyer has a VAT number.
 * An empty pick shows 'Voce precisa selecionar seu pais...'. Example: await selectVatCountry('DE').
 */
export async function selectVatCountry(code: string): Promise<void> {
  const request = feeLookups.next();
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
    if (!request.isLatest()) return;
    $vatRequest.set({ status: 'idle' });
    send({ type: 'selectCountry', entry: { ...entry, fee } });
  } catch (error) {
    if (request.isLatest()) $vatRequest.set({ status: 'failed', task: 'fee', messageKey: errorMessageKey(error) });
  }
}

/** The select's value before the buyer confirms it. */
export function setVatCountryCode(code: string): void {
  $vatCountryCode.set(code);
}

/** The "has a VAT number?" question. */
export function answerHasVat(hasVat: boolean): void {
  send({ type: 'answerHasVat', hasVat });
  // The number step needs the format tables: fetched while the buyer types (a failure shows on submit).
  if (hasVat) loadVatFormats().catch(() => undefined);
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
  let formats;
  try {
    formats = await loadVatFormats();
  } catch (error) {
    $vatRequest.set({ status: 'failed', task: 'number', messageKey: errorMessageKey(error) });
    return;
  }
  // Checked again: another submit may have started the check while the tables loaded.
  const now = $vatWidget.get();
  if (now.step === 'addVatNumber' && now.checking !== null) return;
  const state = send({ type: 'submitVatNumber', vatNumber: $vatNumberInput.get(), formats });
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
  feeLookups.drop();
  $vatRequest.set({ status: 'idle' });
  send({ type: 'back' });
}

/*
 * Our reading of the locale flags (part 1 §3): Canary Islands and French Guiana are not in the gateway's
 * list, so the IP locale picks them (exempt, 0 %); a Dutch IP picks the Netherlands, whose fee applies at
 * once (part 1 §4). Only while the buyer has picked nothing.
 */
function pickByIpLocale(locale: ReturnType<typeof $ipLocale.get>): void {
  if (!locale || !$vatVisible.get() || $vatWidget.get().step !== 'selectCountry' || $vatCountryCode.get() !== '') return;
  const flags = vatLocaleFlags(locale.country, locale.region);
  const code = flags.isRegionCanarias ? 'CAI' : flags.isFrenchGuiana ? 'FRG' : flags.isDutch ? 'NL' : null;
  if (code) void selectVatCountry(code);
}

// This module loads with the widget, possibly after the IP locale arrived: read it now, then follow it.
pickByIpLocale($ipLocale.get());
$ipLocale.listen(pickByIpLocale);
