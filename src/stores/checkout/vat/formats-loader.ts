import type { VatFormatCheck } from '~/domain/vat-formats';
import { onReset } from '~/stores/reset';

/*
 * The VAT number format tables (src/domain/vat-formats.ts) in their own file: only a typed VAT number needs them
 * (a business sign-up in EUR, the VAT widget's number step), so the checkout's first load does without them
 * (DESIGN.md budget). They start loading when the buyer picks "business" or "I have a VAT number".
 */

let formats: VatFormatCheck | null = null;
let loading: Promise<VatFormatCheck> | null = null;
// A new page has loaded nothing yet.
onReset('page', () => {
  formats = null;
  loading = null;
});

/** The format check once loaded, else null. */
export function loadedVatFormats(): VatFormatCheck | null {
  return formats;
}

/** Loads the format check (once); a failed load (no connection) is tried again on the next call. */
export function loadVatFormats(): Promise<VatFormatCheck> {
  loading ??= import('~/domain/vat-formats').then(
    (module) => (formats = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
