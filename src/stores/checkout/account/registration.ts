import { atom, computed, map } from 'nanostores';
import type { CurrencyCode } from '~/domain/currencies';
import { registrationErrors, termsError, type RegistrationField, type RegistrationForm } from '~/domain/validation-account';
import { firstErrorField, type FieldError } from '~/domain/validation-form';
import { $registrationCountries } from './countries';
import { $ipLocale, $product } from '../session';
import { loadedVatFormats, loadVatFormats } from '../vat/formats-loader';
import { resettable } from '~/stores/reset';

/* The registration form (part 1 §2 "Novo cadastro", §5 validation, §6 "EUR buyers choose personal or business"). */

/** What the visitor types; `country` is the ISO code of the chosen subsidiary (null: not chosen yet). */
export interface RegistrationDraft extends Omit<RegistrationForm, 'vatCountry'> {
  phone: string;
  country: string | null;
  newsletter: boolean;
}

export const EMPTY_REGISTRATION: RegistrationDraft = {
  name: '', email: '', emailConfirmation: '', password: '', passwordConfirmation: '', phone: '', country: null,
  termsAccepted: false, privacyAccepted: false, newsletter: false, accountKind: 'personal', vatNumber: '',
};

export const $registrationDraft = resettable(map<RegistrationDraft>({ ...EMPTY_REGISTRATION }), 'page');

/** The form's fields in screen order: the domain's fields plus the country list. */
export type RegistrationFormField = RegistrationField | 'country';
const SCREEN_ORDER: readonly RegistrationFormField[] = ['name', 'email', 'emailConfirmation', 'password', 'passwordConfirmation', 'country', 'vatNumber', 'terms'];

/** The errors on screen: set by a submit, then each one leaves as soon as its field is fixed. */
export const $registrationErrors = resettable(atom<FieldError<RegistrationFormField>[]>([]), 'page');

/** The product's currency decides the EUR rules; before the product is known none apply. */
const $currency = computed($product, (product): CurrencyCode => product?.currency ?? 'USD');

/** The personal/business toggle shows only for EUR products (part 1 §2, §6). */
export const $offersAccountKind = computed($currency, (currency) => currency === 'EUR');

/** The chosen country, or the visitor's country by IP while nothing is chosen and the list has it. */
export const $registrationCountry = computed([$registrationDraft, $ipLocale, $registrationCountries], (draft, ipLocale, list) => {
  if (draft.country !== null) return draft.country;
  const byIp = ipLocale?.country.toUpperCase() ?? null;
  return list.state === 'ready' && list.countries.some((c) => c.iso_code === byIp) ? byIp : null;
});

/** Register is enabled once terms and privacy are both ticked (part 1 §5); the submit checks again. */
export const $canRegister = computed($registrationDraft, (draft) => termsError(draft.termsAccepted, draft.privacyAccepted) === null);

function currentErrors(): FieldError<RegistrationFormField>[] {
  const draft = $registrationDraft.get();
  const country = $registrationCountry.get();
  const form: RegistrationForm = { ...draft, vatCountry: country };
  const errors: FieldError<RegistrationFormField>[] = registrationErrors(form, $currency.get(), loadedVatFormats());
  // The payload needs a subsidiary (part 1 §3); part 1 §5 has no message for it, so the generic "required".
  if (country === null) errors.push({ field: 'country', key: 'errors:validation.required' });
  return errors.sort((a, b) => SCREEN_ORDER.indexOf(a.field) - SCREEN_ORDER.indexOf(b.field));
}

/** Changes one field; errors already on screen are checked again (fixed ones leave, none are added). */
export function setRegistrationField<K extends keyof RegistrationDraft>(field: K, value: RegistrationDraft[K]): void {
  $registrationDraft.set({ ...$registrationDraft.get(), [field]: value });
  // A business account types a VAT number: its format tables load now (the submit waits for them).
  if (field === 'accountKind' && value === 'business') loadVatFormats().catch(() => undefined);
  const shown = new Set($registrationErrors.get().map((error) => error.field));
  if (shown.size === 0) return;
  $registrationErrors.set(currentErrors().filter((error) => shown.has(error.field)));
}

/**
 * Checks the whole form (part 1 §5, terms re-checked here) and shows every error at once.
 * Returns the field to focus, or null when the form is complete.
 *
 * @example validateRegistration() // 'name' for an empty form
 */
export function validateRegistration(): RegistrationFormField | null {
  const errors = currentErrors();
  $registrationErrors.set(errors);
  return firstErrorField(errors);
}
