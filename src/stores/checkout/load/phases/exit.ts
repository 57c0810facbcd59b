import { loadView, type LoadFailure } from '~/domain/load-errors';
import { langPrefix } from '~/i18n/languages';
import { handNoticeText } from '../../notice-handoff';
import { $lang } from '../../session';
import type { CheckoutStatus } from '../status';
import type { FoundProduct, LoadContext } from './context';

/**
 * A notice page of the page language with its query; empty values are left out.
 * Example: noticePageUrl('/unavailable', { case: 'wordpress' }) === '/pt/unavailable?case=wordpress' when $lang is pt.
 */
export function noticePageUrl(path: string, query: Readonly<Record<string, string | null | undefined>> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return `${langPrefix($lang.get())}${path}${text ? `?${text}` : ''}`;
}

function titleOf(lookup: FoundProduct | null): string | null {
  if (lookup === null) return null;
  return lookup.kind === 'plan' ? lookup.plan.titulo : lookup.kind === 'fee' ? lookup.fee.name : lookup.tool.titulo;
}

const leaving = (to: string): CheckoutStatus => ({ state: 'leaving', to });

/**
 * The status a load failure ends in (part 1 §4, §8; part 2 §4.1): notice pages are left for with the query they
 * read (NOTICE_PARAMS of components/notices/notice-query.ts), the team account is blocked with its message,
 * continue_load leaves for the office, anything else is the load-error view with its reload button.
 */
export function failureStatus(failure: LoadFailure, ctx: LoadContext): CheckoutStatus {
  const view = loadView(failure);
  const slug = ctx.input.slug;
  switch (view.kind) {
    case 'notFoundPage':
      return leaving(noticePageUrl('/not-found-plan-or-fee', { slug }));
    case 'inactivePage':
      // The page of a known slug has its fallback button built in; the generic one offers the currency's premium plan.
      return leaving(noticePageUrl(`/plan-or-fee-inactive/${encodeURIComponent(slug)}`, { currency: ctx.product?.currency }));
    // Texts from the office go through notice-handoff.ts, never the URL (DESIGN.md "Security").
    case 'currencyNotAvailablePage':
      handNoticeText({ page: 'currency', match: view.currency?.toUpperCase() ?? '', text: titleOf(ctx.lookup) ?? '' });
      return leaving(noticePageUrl('/currency-not-available', { currency: view.currency }));
    case 'unavailablePage':
      handNoticeText(view.serverMessage ? { page: 'unavailable', match: view.unavailableCase, text: view.serverMessage } : null);
      return leaving(noticePageUrl('/unavailable', { case: view.unavailableCase }));
    case 'message':
      return { state: 'blocked', messageKey: view.messageKey };
    case 'officeRedirect':
      return leaving(ctx.input.officeUrl);
    case 'loadError':
      return { state: 'error', messageKey: view.messageKey };
  }
}
