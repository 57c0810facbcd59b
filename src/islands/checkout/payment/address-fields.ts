import type { HTMLAttributes } from 'react';
import { addressHasMasks, type AddressField } from '~/domain/address';
import type { CurrencyCode } from '~/domain/currencies';
import { BR_STATE_MASK, BR_ZIP_MASK, type MaskSpec } from '~/domain/address-masks';

/** How one address field is presented: its label and what helps browsers and keyboards fill it. */
export interface AddressFieldView {
  labelKey: string;
  /** The part 2 §5 mask of the field, when it has one (the Brazilian zip and state). */
  mask?: MaskSpec;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoCapitalize?: string;
  maxLength?: number;
}

const VIEWS: Readonly<Record<AddressField, AddressFieldView>> = {
  // European postcodes may hold letters (NL 1012 AB, MT, IE), so the keyboard stays a text one.
  zipCode: { labelKey: 'payment:address.zip', autoComplete: 'postal-code', inputMode: 'text', maxLength: 12 },
  city: { labelKey: 'payment:address.city', autoComplete: 'address-level2' },
  street: { labelKey: 'payment:address.street', autoComplete: 'address-line1' },
  country: { labelKey: 'payment:address.country', autoComplete: 'country' },
  // Part 2 §5: the Brazilian state is at most 4 characters.
  stateCode: { labelKey: 'payment:address.state', autoComplete: 'address-level1', maxLength: 4 },
  district: { labelKey: 'payment:address.district', autoComplete: 'address-level3' },
  // No autocomplete token names a house number; 'S/N' (no number) is common, so a text keyboard.
  number: { labelKey: 'payment:address.number' },
  complement: { labelKey: 'payment:address.complement', autoComplete: 'address-line2' },
};

// Part 2 §5: the Brazilian zip is 8 digits, 9 characters with the dash (00000-000, masked); Brazil calls it CEP.
const BRAZILIAN_ZIP: AddressFieldView = { labelKey: 'payment:address.zip_br', autoComplete: 'postal-code', inputMode: 'numeric', mask: BR_ZIP_MASK };
// Part 2 §5: the Brazilian state is at most 4 characters. The masks limit the length (no maxLength: the browser would
// cut a paste before the mask could drop its spaces and punctuation).
const BRAZILIAN_STATE: AddressFieldView = { labelKey: 'payment:address.state', autoComplete: 'address-level1', autoCapitalize: 'characters', mask: BR_STATE_MASK };

/** The presentation of a field for the purchase's currency. Example: addressFieldView('zipCode', 'BRL').labelKey === 'payment:address.zip_br'. */
export function addressFieldView(field: AddressField, currency: CurrencyCode): AddressFieldView {
  if (addressHasMasks(currency) && field === 'zipCode') return BRAZILIAN_ZIP;
  if (addressHasMasks(currency) && field === 'stateCode') return BRAZILIAN_STATE;
  return VIEWS[field];
}

/** The id of a field's control, for labels and for focusing the first missing field. */
export const addressFieldId = (field: AddressField): string => `address-${field}`;
