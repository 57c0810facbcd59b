import { atom } from 'nanostores';
import { resettable } from '~/stores/reset';

/** What a copy button copies: the boleto, slip or transfer code, or the pix copy-paste code (part 2 §2). */
export type CopiedCode = 'barcode' | 'pix';

/** The last copy's result, read out by the step's live region; `at` makes a second copy announce again. */
export interface CopyFeedback {
  code: CopiedCode;
  ok: boolean;
  at: number;
}

export const $copyFeedback = resettable(atom<CopyFeedback | null>(null), 'page');

/** The message of a copy (part 2 §2): "Codigo de barra copiado com sucesso", "Codigo do PIX copiado com sucesso". */
export function copyMessageKey(feedback: CopyFeedback): string {
  if (!feedback.ok) return 'payment:confirmation.copy_failed';
  return feedback.code === 'pix' ? 'payment:confirmation.pix_copied' : 'payment:confirmation.barcode_copied';
}

/**
 * Copies `text` to the clipboard and records the result. A browser that refuses (no permission, an insecure page,
 * no Clipboard API) gets the failure message, which asks the buyer to select the code by hand.
 */
export async function copyCode(code: CopiedCode, text: string, clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard): Promise<boolean> {
  let ok = false;
  try {
    if (!clipboard) throw new Error('no clipboard');
    await clipboard.writeText(text);
    ok = true;
  } catch {
    ok = false;
  }
  $copyFeedback.set({ code, ok, at: Date.now() });
  return ok;
}
