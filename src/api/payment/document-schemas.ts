import * as z from 'zod/mini';

/**
 * The documents a pending payment answer may carry, one entry per gateway field (part 2 §3 "Payment artifacts"). Kept
 * loose: the gateway may omit any field, bar codes may be numbers; the domain's readers (domain/methods/artifacts.ts)
 * turn them into what step 3 shows. The gateway answer (gateway-response-schema.ts) takes its fields from this one map; the
 * pending-payment lookup (invoice/pending-payment.ts) passes the same fields through unread.
 */
const text = z.nullish(z.union([z.string(), z.pipe(z.number(), z.transform(String))]));

export const DOCUMENT_SCHEMAS = {
  boleto: z.object({ barCode: text, barCodeImage: text, qrCode: text, dueDate: text, downloadPdf: text }),
  pix: z.object({ qrCode: text, qrCodeUrl: text }),
  cash: z.object({ barCode: text, dueDate: text, downloadPdf: text }),
  /** MXN: SPEI slip (barCode, dueDate, downloadPdf, `reference` = the SPEI reference); COP: the PSE `bankUrl`. */
  bank_transfer: z.object({ barCode: text, dueDate: text, downloadPdf: text, reference: text, bankUrl: text }),
  nequi: z.object({ urlAccess: text }),
};

type Documents = typeof DOCUMENT_SCHEMAS;

/** Each document field of the gateway answer: its schema, or null, or absent. */
export function nullishDocuments(): { [K in keyof Documents]: z.ZodMiniOptional<z.ZodMiniNullable<Documents[K]>> } {
  return Object.fromEntries(Object.entries(DOCUMENT_SCHEMAS).map(([field, schema]) => [field, z.nullish(schema)])) as never;
}
