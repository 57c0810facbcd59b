// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handNoticeText } from '~/stores/checkout/notice-handoff';
import { enhanceNotice } from './enhance-notice';

beforeEach(() => sessionStorage.clear());

function page(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

const unavailableHtml = `
  <div data-unavailable-case="default"><p>generic</p></div>
  <div data-unavailable-case="wordpress" hidden><p>wordpress</p></div>
  <div data-unavailable-case="template" hidden><p>template</p></div>
  <div data-unavailable-case="brl_outside_brazil" hidden><p>brl</p></div>
  <div data-unavailable-case="domain_not_renewable" hidden><p data-server-message>fallback</p></div>`;

const visibleText = (doc: Document) =>
  [...doc.querySelectorAll<HTMLElement>('[data-unavailable-case]')].filter((el) => !el.hidden).map((el) => el.textContent?.trim());

describe('enhanceNotice: /unavailable (part 1 §2 "Other screens")', () => {
  it.each([
    ['part 1 §2: WordPress plan without stn_wp_order_id', '?case=wordpress', ['wordpress']],
    ['part 1 §2: template plan without tp_slug', '?case=template', ['template']],
    ['part 1 §2: BRL plan outside Brazil', '?case=brl_outside_brazil', ['brl']],
    ['part 1 §2: domain without a message keeps the pre-rendered text', '?case=domain_not_renewable', ['fallback']],
    ['DESIGN.md Security: a message in the URL is not shown', '?case=domain_not_renewable&message=Call+%2B1+555+to+pay', ['fallback']],
    ['an unknown case keeps the generic block', '?case=nope', ['generic']],
    ['no query keeps the generic block', '', ['generic']],
  ])('%s', (_name, search, expected) => {
    const doc = page(unavailableHtml);
    enhanceNotice(doc, search, vi.fn());
    expect(visibleText(doc)).toEqual(expected);
  });

  it('part 1 §2: a domain that cannot be renewed shows the office message the checkout handed over', () => {
    handNoticeText({ page: 'unavailable', match: 'domain_not_renewable', text: 'Domínio expirado' });
    const doc = page(unavailableHtml);
    enhanceNotice(doc, '?case=domain_not_renewable&message=other', vi.fn());
    expect(visibleText(doc)).toEqual(['Domínio expirado']);
  });

  it('DESIGN.md Security: writes a server message containing markup as text, never as HTML', () => {
    handNoticeText({ page: 'unavailable', match: 'domain_not_renewable', text: '<img src=x onerror=alert(1)>' });
    const doc = page(unavailableHtml);
    enhanceNotice(doc, '?case=domain_not_renewable', vi.fn());
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('[data-server-message]')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});

const currencyHtml = `
  <p data-currency-generic>generic</p>
  <p data-currency-named hidden data-names='{"BRL":"Real","USD":"Dólar","EUR":"Euro"}'>Pagamentos em <span data-currency-name></span></p>
  <p data-description hidden>Plano: <span data-description-text></span></p>`;

describe('enhanceNotice: /currency-not-available (part 1 §2)', () => {
  it.each([
    ['part 1 §2: BRL is named Real', '?currency=BRL', 'Real'],
    ['part 1 §2: USD is named Dólar', '?currency=usd', 'Dólar'],
    ['part 1 §2: EUR is named Euro', '?currency=EUR', 'Euro'],
    ['part 1 §2: another code is shown as the code', '?currency=GHS', 'GHS'],
  ])('%s', (_name, search, name) => {
    const doc = page(currencyHtml);
    enhanceNotice(doc, search, vi.fn());
    expect(doc.querySelector<HTMLElement>('[data-currency-named]')?.hidden).toBe(false);
    expect(doc.querySelector<HTMLElement>('[data-currency-generic]')?.hidden).toBe(true);
    expect(doc.querySelector('[data-currency-name]')?.textContent).toBe(name);
  });

  it.each([
    ['no currency keeps the generic sentence', ''],
    ['a malformed currency keeps the generic sentence', '?currency=%3Cb%3E'],
    ['DESIGN.md Security: three letters that are no currency keep the generic sentence', '?currency=WIN'],
  ])('%s', (_name, search) => {
    const doc = page(currencyHtml);
    enhanceNotice(doc, search, vi.fn());
    expect(doc.querySelector<HTMLElement>('[data-currency-generic]')?.hidden).toBe(false);
    expect(doc.querySelector<HTMLElement>('[data-currency-named]')?.hidden).toBe(true);
  });

  it('part 1 §2: shows the plan or fee title the checkout handed over, as text', () => {
    handNoticeText({ page: 'currency', match: 'GHS', text: 'Ghana <Plan>' });
    const doc = page(currencyHtml);
    enhanceNotice(doc, '?currency=GHS', vi.fn());
    expect(doc.querySelector<HTMLElement>('[data-description]')?.hidden).toBe(false);
    expect(doc.querySelector('[data-description-text]')?.textContent).toBe('Ghana <Plan>');
  });

  it.each([
    ['DESIGN.md Security: a description in the URL is not shown', '?currency=GHS&description=Call+us', null],
    ['DESIGN.md Security: a handed-over title is not shown for another currency', '?currency=BRL', 'Ghana Plan'],
  ])('%s', (_name, search, handed) => {
    if (handed) handNoticeText({ page: 'currency', match: 'GHS', text: handed });
    const doc = page(currencyHtml);
    enhanceNotice(doc, search, vi.fn());
    expect(doc.querySelector<HTMLElement>('[data-description]')?.hidden).toBe(true);
    expect(doc.querySelector('[data-description-text]')?.textContent).toBe('');
  });
});

const blockHtml = (locale: string) => `
  <p data-warning-count data-plural-locale="${locale}"
     data-templates='{"one":"warned {{count}} time","many":"warned {{count}} times (many)","other":"warned {{count}} times"}'>warned 3 times</p>`;

describe('enhanceNotice: /block-user (part 1 §2, part 2 §9)', () => {
  it.each([
    ['part 1 §2: the count from the query', 'en', '?warnings=5', 'warned 5 times'],
    ['part 1 §2: one warning uses the singular', 'pt', '?warnings=1', 'warned 1 time'],
    ['part 2 §9: a broken count shows the limit 3', 'en', '?warnings=abc', 'warned 3 times'],
    ['part 2 §9: no count keeps the pre-rendered default', 'en', '', 'warned 3 times'],
  ])('%s', (_name, locale, search, text) => {
    const doc = page(blockHtml(locale));
    enhanceNotice(doc, search, vi.fn());
    expect(doc.querySelector('[data-warning-count]')?.textContent?.trim()).toBe(text);
  });
});

const fallbackHtml = `
  <a data-fallback-currency="USD" href="/payment/usd">usd</a>
  <a data-fallback-currency="BRL" href="/payment/brl" hidden>brl</a>
  <a data-fallback-currency="EUR" href="/payment/eur" hidden>eur</a>`;

describe('enhanceNotice: generic /plan-or-fee-inactive (part 1 §2, §9 fallback premium plans)', () => {
  it.each([
    ['part 1 §9: BRL falls back to the BRL premium plan', '?currency=BRL', ['brl']],
    ['part 1 §9: EUR falls back to the EUR premium plan', '?currency=eur', ['eur']],
    ['part 1 §9: no currency keeps the USD premium plan', '', ['usd']],
    ['a currency without a premium plan keeps the USD one', '?currency=MXN', ['usd']],
  ])('%s', (_name, search, expected) => {
    const doc = page(fallbackHtml);
    enhanceNotice(doc, search, vi.fn());
    expect([...doc.querySelectorAll<HTMLElement>('[data-fallback-currency]')].filter((a) => !a.hidden).map((a) => a.textContent)).toEqual(expected);
  });
});

describe('enhanceNotice: not-found (part 1 §2: the browser is sent to the company home)', () => {
  it('navigates to the pre-rendered home link', () => {
    const navigate = vi.fn();
    enhanceNotice(page('<a data-redirect-home href="https://www.example.com">home</a>'), '', navigate);
    expect(navigate).toHaveBeenCalledWith('https://www.example.com');
  });

  it('does not navigate on other notice pages', () => {
    const navigate = vi.fn();
    enhanceNotice(page(unavailableHtml), '?case=wordpress', navigate);
    expect(navigate).not.toHaveBeenCalled();
  });
});
