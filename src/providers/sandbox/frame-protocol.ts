/**
 * The messages between the checkout and the sandbox's card-field frame (/sandbox/card-frame), both on our origin.
 * The frame holds the card number, expiry and CVC, as a provider's frames do; the checkout's document only ever
 * receives completeness and, on collect, the sandbox token `tok_sandbox_<last 4>` (docs/sandbox.md).
 */
export const FRAME_PATH = '/sandbox/card-frame';

export interface FrameStatus {
  type: 'sandbox-card:status';
  numberComplete: boolean;
  expiryComplete: boolean;
  cvcComplete: boolean;
  /**
   * A field the buyer left wrong (after leaving it), else null; the expiry's month or year when it is that part that is
   * wrong (a month that is no month, a year already past), as the spec has a text for each (part 2 §8).
   */
  error: 'number' | 'expiry' | 'expiryMonth' | 'expiryYear' | 'cvc' | null;
}

export interface FrameCollect {
  type: 'sandbox-card:collect';
  id: number;
}

/**
 * The checkout's texts for each field, in its language (the frame has none of its own): the error and its fix, or
 * what to fill in, '' for none; shown under the field, inside the frame, and tied to it (aria-describedby,
 * aria-errormessage). `focus` moves the focus to that field (a press with fields missing).
 */
export interface FrameShow {
  type: 'sandbox-card:show';
  texts: Record<'number' | 'expiry' | 'cvc', string>;
  focus: 'number' | 'expiry' | 'cvc' | null;
}

export type FrameCollected =
  | { type: 'sandbox-card:collected'; id: number; ok: true; token: string; expMonth: string; expYear: string }
  | { type: 'sandbox-card:collected'; id: number; ok: false };

/** The frame's content height once texts show or go (CSS px): the checkout's fixed heights hold the fields alone. */
export interface FrameHeight {
  type: 'sandbox-card:height';
  height: number;
  /** Whether a text shows under a field. */
  texts: boolean;
}

export type FrameMessage = FrameStatus | FrameCollected | FrameHeight;

export function isFrameMessage(data: unknown): data is FrameMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return type === 'sandbox-card:status' || type === 'sandbox-card:collected' || type === 'sandbox-card:height';
}

/**
 * The frame's address with the labels in the page language, that language (the frame has no texts of its own) and
 * the page's direction, so the fields line up as the page does (right to left for iw).
 */
export function frameUrl(provider: 's' | 'a', labels: { number: string; expiry: string; cvc: string }, lang = 'en', dir: 'ltr' | 'rtl' = 'ltr'): string {
  const query = new URLSearchParams({ provider, ...labels, lang, dir });
  return `${FRAME_PATH}?${query}`;
}
