import { getSupportByCode } from '~/api/misc/support-lookup';
import { readParam } from '~/domain/flow-params';
import { sendInvoiceNotes, setInvoiceNote } from '../../invoice-notes';
import { $invoice } from '../../session';
import { CONTINUE, logSwallowed, readCookie, type LoadContext, type Phase } from './context';

/** The cookie naming the support person who sent the buyer (part 2 §7 "Support lookup"). */
export const SUPPORT_COOKIE = 'cs_code';

/** The support person's name, or null; a failed lookup is only logged (part 1 §8) and the cookie kept for next time. */
async function supportName(ctx: LoadContext): Promise<string | null> {
  const code = readCookie(ctx.input.cookies, SUPPORT_COOKIE);
  if (code === null) return null;
  try {
    const person = await getSupportByCode(code);
    ctx.input.removeCookie?.(SUPPORT_COOKIE);
    return person?.name ?? null;
  } catch (error) {
    await logSwallowed(ctx, 'support lookup', error);
    return null;
  }
}

/**
 * "Store notes and update the invoice" (part 1 §4, part 2 §3, §7): support (cs_code cookie) and sales (`sales=`)
 * go into the note and are sent with update-invoice. An EUR purchase's pay button then writes the buyer's VAT
 * choice into the same note as vat_details (part 2 §5, ../../vat/invoice-note.ts, loaded by the press); the upline
 * phase adds upline_first_payment, through the same store. A visitor has no invoice yet:
 * nothing is looked up (a login reloads the page, which loads again with the invoice).
 */
export const invoiceNotesPhase: Phase = async (ctx) => {
  if ($invoice.get() === null) return CONTINUE;
  const support = await supportName(ctx);
  setInvoiceNote({ support, sales: readParam(ctx.params, 'sales') });
  await sendInvoiceNotes();
  return CONTINUE;
};
