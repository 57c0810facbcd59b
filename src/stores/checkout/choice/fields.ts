import { atom } from 'nanostores';
import { EMPTY_FIELDS_STATUS, type FieldsStatus, type ProviderHandle } from '~/providers/registry';
import { resettable } from '~/stores/reset';

/**
 * What the payment step knows about the provider fields: the holder name the buyer types into OUR input (part 2
 * §5 "Titular inválido"), the completeness the provider's frames report (never their values), and the handle of
 * the mounted fields, which tokenises or collects when the buyer pays (src/providers/provider.ts).
 */
export const $holderName = resettable(atom(''), 'page');
export const $fieldsStatus = resettable(atom<FieldsStatus>(EMPTY_FIELDS_STATUS), 'page');

/** The mounted fields' handle; null while none is mounted or ready. Not shown, so a plain atom. */
export const $providerHandle = resettable(atom<ProviderHandle | null>(null), 'page');

export function setHolderName(value: string): void {
  $holderName.set(value);
}

export function reportFieldsStatus(status: FieldsStatus): void {
  $fieldsStatus.set(status);
}

/** The fields mounted (a handle) or were torn down (null): a new method starts from empty fields. */
export function setProviderHandle(handle: ProviderHandle | null): void {
  $providerHandle.set(handle);
  if (handle === null) $fieldsStatus.set(EMPTY_FIELDS_STATUS);
}
