// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceNotice } from '~/components/notices/enhance-notice';
import { handNoticeText } from '~/stores/checkout/notice-handoff';

/*
 * Part 1 §2 "Other screens", part 2 §2: the notice pages of the sandbox build, each case of each page in en and pt,
 * read from the built HTML and brought to its case by the pages' own script (enhanceNotice) in a DOM, as a
 * browser does after the load. The pt texts are the spec's, verbatim. Without the script (JavaScript off) the
 * page is the built HTML as is. tests/e2e/notices.spec.ts keeps one visit per page in the browser (redirects,
 * the CDN's 404 and rewrites, the checkout's hand-over, axe).
 */
const OFFICE = 'https://office.example.com';
const HOME = 'https://www.example.com';
type Lang = 'en' | 'pt';

/** The built page of a path in a language (`/unavailable` -> dist/pt/unavailable/index.html). */
function built(lang: Lang, path: string): Document {
  const file = `dist${lang === 'en' ? '' : `/${lang}`}${path}/index.html`;
  return new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html');
}

/** The page after its script ran for `search` (the navigation it asked for, if any). */
function opened(lang: Lang, path: string, search = ''): { doc: Document; navigate: ReturnType<typeof vi.fn> } {
  const doc = built(lang, path);
  const navigate = vi.fn();
  enhanceNotice(doc, search, navigate);
  return { doc, navigate };
}

const shown = (node: Element): boolean => !node.closest('[hidden]');

/** The card's text a reader gets: hidden blocks left out, spaces as one. */
function cardText(doc: Document): string {
  const walker = doc.createTreeWalker(doc.querySelector('.notice-card')!, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (shown(node.parentElement!)) text += node.textContent;
  return text.replace(/\s+/g, ' ').trim();
}

/** The card's shown links as [text, href]. */
const actions = (doc: Document) =>
  [...doc.querySelectorAll('.notice-card a')].filter(shown).map((a) => [a.textContent?.trim(), a.getAttribute('href')]);

const heading = (doc: Document) => doc.querySelector('h1')?.textContent?.trim();

beforeEach(() => sessionStorage.clear());

const UNAVAILABLE: Record<Lang, [string, string, [string, string]][]> = {
  pt: [
    ['?case=wordpress', 'Link invalido. Para acessar o plano Wordpress, clique no botão abaixo', ['Ir para Wordpress PRO', `${OFFICE}/wordpress-pro`]],
    ['?case=template', 'Link invalido. Para acessar os templates, clique no botão abaixo', ['Ir para o editor de templates', `${OFFICE}/templates`]],
    ['?case=brl_outside_brazil', 'Planos em BRL sao permitidos apenas para usuarios no Brasil', ['Ir para Office', OFFICE]],
    ['?case=domain_not_renewable&message=O+dom%C3%ADnio+exemplo.com.br+n%C3%A3o+pode+ser+renovado.', 'Este domínio não pode ser renovado no momento.', ['Ir para Office', OFFICE]],
    ['?case=domain_not_renewable', 'Este domínio não pode ser renovado no momento.', ['Ir para Office', OFFICE]],
    ['', 'Este link de checkout não pode ser usado. Continue pelo seu Office.', ['Ir para Office', OFFICE]],
  ],
  en: [
    ['?case=wordpress', 'Invalid link. To access the WordPress plan, click the button below.', ['Go to WordPress PRO', `${OFFICE}/wordpress-pro`]],
    ['?case=template', 'Invalid link. To access the templates, click the button below.', ['Go to the template editor', `${OFFICE}/templates`]],
    ['?case=brl_outside_brazil', 'Plans in BRL are only available to users in Brazil.', ['Go to Office', OFFICE]],
    ['?case=domain_not_renewable&message=Domain+example.com+expired+too+long+ago.', "This domain can't be renewed at the moment.", ['Go to Office', OFFICE]],
    ['?case=unknown', "This checkout link can't be used. Please continue from your Office.", ['Go to Office', OFFICE]],
  ],
};

describe('part 1 §2: /unavailable shows the message and the action of its case', () => {
  it.each((['pt', 'en'] as const).flatMap((lang) => UNAVAILABLE[lang].map(([search, message, action]) => [lang, search || 'no case', search, message, action] as const)))(
    '%s, %s',
    (lang, _name, search, message, action) => {
      const { doc } = opened(lang, '/unavailable', search);
      expect(cardText(doc)).toContain(message);
      expect(actions(doc)).toEqual([action]);
    },
  );

  it('DESIGN.md Security: a text in the URL is never shown; the pre-rendered one is (en)', () => {
    const { doc } = opened('en', '/unavailable', `?case=domain_not_renewable&message=${encodeURIComponent('Call +1 555 0100 to pay')}`);
    expect(cardText(doc)).toContain("This domain can't be renewed at the moment.");
    expect(cardText(doc)).not.toContain('555');
  });

  it('part 1 §2: without JavaScript the page shows the generic message and the office button (pt)', () => {
    const doc = built('pt', '/unavailable');
    expect(heading(doc)).toBe('Link indisponível');
    expect(actions(doc)).toEqual([['Ir para Office', OFFICE]]);
  });
});

const INACTIVE: Record<Lang, { title: string; action: string }> = {
  en: { title: 'This promotion has ended', action: 'See the available plan' },
  pt: { title: 'Esta promoção foi encerrada', action: 'Ver o plano disponível' },
};
// [why, built page, query, target]; a slug not built is served the generic page by the CDN (public/_redirects).
const INACTIVE_PAGES = [
  ["part 1 §2: the plan's redir_on_inactive", '/plan-or-fee-inactive/black-friday-plan', '', `${HOME}/plans`],
  ['part 1 §9: EUR falls back to the EUR 59 premium plan', '/plan-or-fee-inactive/hidden-plan', '', '/payment/premium-plan-59-eur'],
  ['part 1 §9: BRL falls back to the BRL 149 premium plan', '/plan-or-fee-inactive/launch-offer-plan-brl', '', '/payment/premium-plan-149-brl'],
  ['part 1 §9: USD falls back to the USD 69 premium plan', '/plan-or-fee-inactive/premium-plus-plan-trial', '', '/payment/premium-plan-69-usd'],
  ['an unknown slug gets the generic page with the USD premium plan', '/plan-or-fee-inactive', '', '/payment/premium-plan-69-usd'],
  ['an unknown slug with ?currency=BRL gets the BRL premium plan', '/plan-or-fee-inactive', '?currency=BRL', '/payment/premium-plan-149-brl'],
] as const;

describe('part 1 §2, §9: /plan-or-fee-inactive offers the plan that replaces the ended one', () => {
  it.each((['pt', 'en'] as const).flatMap((lang) => INACTIVE_PAGES.map((row) => [lang, ...row] as const)))('%s: %s', (lang, _why, path, search, href) => {
    const { doc } = opened(lang, path, search);
    expect(heading(doc)).toBe(INACTIVE[lang].title);
    expect(actions(doc)).toEqual([[INACTIVE[lang].action, href]]);
  });
});

const CURRENCY: Record<Lang, [string, string][]> = {
  pt: [
    ['?currency=BRL', 'Pagamentos em Real não estão disponíveis no momento.'],
    ['?currency=USD', 'Pagamentos em Dólar não estão disponíveis no momento.'],
    ['?currency=EUR', 'Pagamentos em Euro não estão disponíveis no momento.'],
    ['?currency=GHS', 'Pagamentos em GHS não estão disponíveis no momento.'],
  ],
  en: [
    ['?currency=BRL', 'Payments in Brazilian real are not available at the moment.'],
    ['?currency=GHS', 'Payments in GHS are not available at the moment.'],
    ['?currency=WIN', 'Payments in this currency are not available at the moment.'],
    ['', 'Payments in this currency are not available at the moment.'],
  ],
};

describe('part 1 §2: /currency-not-available names the currency and links to support', () => {
  it.each((['pt', 'en'] as const).flatMap((lang) => CURRENCY[lang].map(([search, text]) => [lang, search || 'no query', search, text] as const)))('%s, %s', (lang, _name, search, text) => {
    const { doc } = opened(lang, '/currency-not-available', search);
    expect(cardText(doc)).toContain(text);
    expect(actions(doc)[0]?.[1]).toBe(`${OFFICE}/support`);
  });

  it('DESIGN.md Security: a description in the URL is not shown; the title the checkout hands over is (pt)', () => {
    expect(cardText(opened('pt', '/currency-not-available', '?currency=GHS&description=Ligue+para+pagar').doc)).not.toContain('Ligue para pagar');
    handNoticeText({ page: 'currency', match: 'GHS', text: 'Ghana Plan' });
    expect(cardText(opened('pt', '/currency-not-available', '?currency=GHS').doc)).toContain('Plano ou taxa: Ghana Plan');
  });
});

const BLOCKED: Record<Lang, [string, string][]> = {
  pt: [
    ['', 'Você foi avisado 3 vezes sobre suspeita de fraude e sua conta foi bloqueada.'],
    ['?warnings=5', 'Você foi avisado 5 vezes sobre suspeita de fraude e sua conta foi bloqueada.'],
    ['?warnings=1', 'Você foi avisado 1 vez sobre suspeita de fraude e sua conta foi bloqueada.'],
  ],
  en: [
    ['?warnings=2', 'You were warned 2 times about suspected fraud, and your account has been blocked.'],
    ['?warnings=<b>', 'You were warned 3 times about suspected fraud, and your account has been blocked.'],
  ],
};

describe('part 1 §2, part 2 §9: /block-user says how many warnings', () => {
  it.each((['pt', 'en'] as const).flatMap((lang) => BLOCKED[lang].map(([search, text]) => [lang, search || 'no query', search, text] as const)))('%s, %s', (lang, _name, search, text) => {
    expect(cardText(opened(lang, '/block-user', search).doc)).toContain(text);
  });
});

const NOT_FOUND: Record<Lang, { title: string; action: string }> = {
  en: { title: 'Plan not found', action: 'Go to the home page' },
  pt: { title: 'Plano não encontrado', action: 'Ir para a página inicial' },
};

describe('part 1 §2: the not-found page', () => {
  it.each(['pt', 'en'] as const)('sends the browser to the company home (%s)', (lang) => {
    expect(opened(lang, '/not-found-plan-or-fee').navigate).toHaveBeenCalledWith(HOME);
  });

  it.each(['pt', 'en'] as const)('without JavaScript shows the not-found message and the home link, in its language (%s)', (lang) => {
    const doc = built(lang, '/not-found-plan-or-fee');
    expect(heading(doc)).toBe(NOT_FOUND[lang].title);
    expect(actions(doc)).toEqual([[NOT_FOUND[lang].action, HOME]]);
    expect(doc.documentElement.lang).toBe(lang);
  });

  it('the English catch-all 404.html is the same page (public/_redirects)', () => {
    const doc = new DOMParser().parseFromString(readFileSync('dist/404.html', 'utf8'), 'text/html');
    expect(heading(doc)).toBe(NOT_FOUND.en.title);
    expect(actions(doc)).toEqual([[NOT_FOUND.en.action, HOME]]);
  });
});
