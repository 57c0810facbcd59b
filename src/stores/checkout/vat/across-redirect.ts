import * as z from 'zod/mini';
import type { VatWidgetState } from '~/domain/vat-widget';
import { onReset } from '~/stores/reset';
import { $vatWidget } from './state';

/*
 * The buyer's VAT choice across a payment redirect (decision 041): an EUR buyer who leaves for 3-D Secure (provider A)
 * or a wallet that redirects comes back to a new page, whose step 1 would ask for the VAT country again before the
 * return could be verified. The finished choice is kept in this tab's sessionStorage for its product, and put back
 * only on such a return; any other visit starts the widget afresh.
 */

const KEY = 'checkout.vat-choice';
/** A return comes within minutes; an older record is not this payment's. */
const MAX_AGE_MS = 60 * 60 * 1000;

const text = z.string();
const countrySchema = z.object({ company_name: text, country_code: text, fee: z.number() });
const choiceSchema = z.union([
  z.object({ kind: z.literal('exempt'), code: text }),
  z.object({ kind: z.literal('countryFee'), countryCode: text, percentage: z.number() }),
  z.object({ kind: z.literal('vatNumber'), countryCode: text, vatNumber: text, vatNumberCompleted: text, companyName: text, companyAddress: text }),
]);
const recordSchema = z.object({ slug: text, at: z.number(), state: z.object({ step: z.literal('result'), country: countrySchema, choice: choiceSchema }) });

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

let keeping: (() => void) | null = null;
onReset('page', () => {
  keeping?.();
  keeping = null;
});

/** Keeps the widget's finished choice for `slug` while the page lives (called once the product is known). */
export function keepVatChoiceFor(slug: string): void {
  keeping?.();
  keeping = $vatWidget.subscribe((state) => {
    const store = storage();
    if (!store) return;
    try {
      if (state.step === 'result') store.setItem(KEY, JSON.stringify({ slug, at: Date.now(), state: { step: state.step, country: state.country, choice: state.choice } }));
    } catch {
      // Storage full or refused: the return asks for the country again, as without this.
    }
  });
}

/** On a payment redirect's return: the choice made before leaving, for this product, back in the widget. */
export function restoreVatChoice(slug: string, now = Date.now()): boolean {
  const store = storage();
  let raw: unknown = null;
  try {
    raw = JSON.parse(store?.getItem(KEY) ?? 'null');
  } catch {
    return false;
  }
  const record = recordSchema.safeParse(raw);
  if (!record.success || record.data.slug !== slug || now - record.data.at > MAX_AGE_MS) return false;
  $vatWidget.set({ ...record.data.state, notice: null } as VatWidgetState);
  return true;
}
