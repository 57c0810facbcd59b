import * as z from 'zod/mini';
import { VAT_EXEMPT_CODES } from '~/domain/vat-countries';
import { $vatWidget } from './state';

/*
 * The buyer's VAT choice across a payment redirect (decision 041): an EUR buyer who leaves for 3-D Secure (provider A)
 * or a wallet that redirects comes back to a new page, whose step 1 would ask for the VAT country again before the
 * return could be verified. The choice the attempt was made with is kept in this tab's sessionStorage for its product
 * when the buyer presses pay (claim.ts), and put back only on a return or a reload with a purchase on record
 * (load-sequence.ts, which loads this module only then); any other visit starts the widget afresh.
 */

const KEY = 'checkout.vat-choice';
/** A return comes within minutes; an older record is not this payment's. */
const MAX_AGE_MS = 60 * 60 * 1000;

const text = z.string();
// The VAT country entry as the widget holds it, already parsed by the API's `vatCountryEntrySchema` when it arrived;
// checked here by shape only: importing that schema would split it into a chunk of its own in the step's budget.
const countrySchema = z.object({ company_name: text, country_code: text, fee: z.number() });
const choiceSchema = z.union([
  z.object({ kind: z.literal('exempt'), code: z.enum(VAT_EXEMPT_CODES) }),
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

/** Keeps the widget's finished choice for `slug` (the press of pay, before the page may leave); nothing when none. */
export function rememberVatChoice(slug: string, now = Date.now()): void {
  const state = $vatWidget.get();
  if (state.step !== 'result') return;
  try {
    storage()?.setItem(KEY, JSON.stringify({ slug, at: now, state: { step: state.step, country: state.country, choice: state.choice } }));
  } catch {
    // Storage full or refused: the return asks for the country again, as without this.
  }
}

/** On a payment redirect's return: the choice made before leaving, for this product, back in the widget. */
export function restoreVatChoice(slug: string, now = Date.now()): boolean {
  let raw: unknown = null;
  try {
    raw = JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch {
    return false;
  }
  const record = recordSchema.safeParse(raw);
  if (!record.success || record.data.slug !== slug || now - record.data.at > MAX_AGE_MS) return false;
  const { country, choice } = record.data.state;
  $vatWidget.set({ step: 'result', country, choice, notice: null });
  return true;
}
