/**
 * Texts the checkout hands to the notice page it sends the buyer to: the office's message for a domain that
 * cannot be renewed (/unavailable), the plan or fee title (/currency-not-available). They travel in the tab's
 * sessionStorage, not in the URL, so a crafted link cannot make a notice page show words of its choosing
 * (DESIGN.md "Security"); the URL carries only values from known sets (the case, the currency code).
 * The notice page shows a text only when the page and its URL value match what the checkout wrote.
 */

export type NoticeTextPage = 'unavailable' | 'currency';

export interface NoticeText {
  page: NoticeTextPage;
  /** The URL value the text belongs to: the unavailable case, or the currency code. */
  match: string;
  text: string;
}

export const NOTICE_TEXT_STORAGE_KEY = 'checkout.notice-text';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Writes the text for the next notice page, or clears it (null, or an empty text). Never throws. */
export function handNoticeText(notice: NoticeText | null): void {
  try {
    if (notice && notice.text.trim() !== '') storage()?.setItem(NOTICE_TEXT_STORAGE_KEY, JSON.stringify(notice));
    else storage()?.removeItem(NOTICE_TEXT_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the notice page shows its own pre-rendered text.
  }
}

/**
 * The text the checkout handed over for this page and URL value, or null.
 * Example: after handNoticeText({ page: 'currency', match: 'GHS', text: 'Ghana Plan' }), noticeTextFor('currency', 'GHS') === 'Ghana Plan'.
 */
export function noticeTextFor(page: NoticeTextPage, match: string | null): string | null {
  if (match === null) return null;
  try {
    const value: unknown = JSON.parse(storage()?.getItem(NOTICE_TEXT_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const stored = value as Partial<NoticeText>;
    return stored.page === page && stored.match === match && typeof stored.text === 'string' ? stored.text : null;
  } catch {
    return null;
  }
}
