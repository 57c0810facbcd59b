// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Part 1 §2: what the built plans pages hold against the spec and the sandbox prices (docs/sandbox.md "Country
 * prices": USD 19/49/99/199, BRL x5, the yearly price 12 months less 10%), in en and pt. Every view the toggles can
 * show is in the page (radios and CSS, decision 015: the page works without JavaScript), so each is read here from
 * the sandbox build's HTML: a kind's panel, and in each card the price and the subscribe link of a period.
 * tests/e2e/plans.spec.ts keeps the toggles working in the browser (with and without JavaScript), the island loading
 * when asked, the coupon journey and axe.
 */
const LANGS = {
  en: {
    prefix: '', heading: 'One platform to build, sell and grow', trialHeading: 'Try any plan free for 14 days',
    subscribe: 'SUBSCRIBE NOW', trial: '14-DAY FREE TRIAL', saving: 'Save 10% with yearly billing', cloud: 'Cloud server (WordPress & WooCommerce)',
    monthly: ['$19.00', '$49.00', '$99.00', '$199.00'], yearlyPrices: ['$17.10', '$44.10', '$89.10', '$179.10'],
    wordpress: ['$59.00', '$109.00', '$209.00'], usd: ['$19.00', '$49.00', '$99.00', '$199.00'], country: 'us', query: '', domains: '10 domains',
  },
  pt: {
    prefix: '/pt', heading: 'Uma plataforma para criar, vender e crescer', trialHeading: 'Teste qualquer plano grátis por 14 dias',
    subscribe: 'ASSINAR AGORA', trial: 'TESTE GRATUITO DE 14 DIAS', saving: 'Economize anualmente 10%', cloud: 'Servidor cloud (WordPress & WooCommerce)',
    monthly: ['R$ 95,00', 'R$ 245,00', 'R$ 495,00', 'R$ 995,00'], yearlyPrices: ['R$ 85,50', 'R$ 220,50', 'R$ 445,50', 'R$ 895,50'],
    wordpress: ['US$ 59,00', 'US$ 109,00', 'US$ 209,00'], usd: ['US$ 19,00', 'US$ 49,00', 'US$ 99,00', 'US$ 199,00'], country: 'br', query: '&lang=pt', domains: '10 domínios',
  },
} as const;
const STANDARD = ['core-account', 'essentials-plan', 'advanced-plan', 'premium-plus-plan'];
type Lang = keyof typeof LANGS;
type Kind = 'standard' | 'trial' | 'wordpress';
type Period = 'MONTHLY' | 'YEARLY';

const pages = new Map<string, Document>();
function built(path: string): Document {
  if (!pages.has(path)) pages.set(path, new DOMParser().parseFromString(readFileSync(`dist${path}/index.html`, 'utf8'), 'text/html'));
  return pages.get(path)!;
}
/** Text with the formatter's no-break spaces as normal ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** What the toggles show for a kind and a period: each card's title, price, subscribe link and saving badge. */
function view(doc: Document, kind: Kind, period: Period) {
  return [...doc.querySelectorAll(`.offer__panel[data-kind-panel="${kind}"] article`)].map((card) => {
    const link = card.querySelector(`a[data-subscribe][data-period="${period}"]`);
    return {
      title: plain(card.querySelector('h3')?.textContent),
      price: plain(card.querySelector(`.plan-card__price[data-period="${period}"] strong`)?.textContent),
      cta: plain(link?.textContent),
      href: link?.getAttribute('href'),
      saving: plain(card.querySelector('[data-annual-saving]')?.textContent),
      text: plain(card.textContent),
    };
  });
}
const checked = (doc: Document) => [...doc.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((r) => r.checked).map((r) => r.value);
const comparisonRows = (doc: Document, kind: Kind) =>
  [...doc.querySelectorAll(`.comparison__panel[data-kind-panel="${kind}"] tr`)].map((row) => plain(row.textContent));

describe.each(['en', 'pt'] as const)('the plans page in %s (part 1 §2)', (lang: Lang) => {
  const l = LANGS[lang];
  const page = () => built(`${l.prefix}/plans`);

  it(`cards by ascending price with ${l.subscribe} linking to the checkout; standard monthly is what the page opens on`, () => {
    expect(page().documentElement.lang).toBe(lang);
    expect(plain(page().querySelector('h1')?.textContent)).toBe(l.heading);
    expect(checked(page())).toEqual(['standard', 'MONTHLY']);
    const cards = view(page(), 'standard', 'MONTHLY');
    expect(cards.map(({ title, price, cta }) => [title, price, cta])).toEqual(
      ['Core Account', 'Essentials', 'Advanced', 'Premium Plus'].map((title, i) => [title, l.monthly[i], l.subscribe]),
    );
    expect(cards.map((card) => card.href)).toEqual(STANDARD.map((slug) => `/payment/${slug}?country=${l.country}${l.query}`));
    // Decision 020: every standard card saves 10% yearly, so each one says so.
    expect(cards.map((card) => card.saving)).toEqual(Array(4).fill(l.saving));
    expect(cards[2]?.text).toContain(l.domains);
  });

  it('yearly: the prices of 12 months less 10% and period=y on every subscribe link', () => {
    const cards = view(page(), 'standard', 'YEARLY');
    expect(cards.map((card) => card.price)).toEqual(l.yearlyPrices);
    expect(cards.map((card) => card.href)).toEqual(STANDARD.map((slug) => `/payment/${slug}?period=y&country=${l.country}${l.query}`));
  });

  it('the trial plans keep the plan\'s USD price and promise no saving; the WordPress plans, their three prices and the cloud server', () => {
    const trial = view(page(), 'trial', 'MONTHLY');
    expect(trial.map((card) => card.cta)).toEqual(Array(4).fill(l.trial));
    // Decision 020: trial yearly prices are 12 x monthly; trial slugs have no country price (decision 005).
    expect(trial.map((card) => card.saving)).toEqual(Array(4).fill(''));
    expect(trial.map((card) => card.href)).toEqual(STANDARD.map((slug) => `/payment/${slug}-trial${l.query.replace('&', '?')}`));
    const wordpress = view(page(), 'wordpress', 'MONTHLY');
    expect(wordpress.map((card) => card.price)).toEqual(l.wordpress);
    expect(wordpress.map((card) => card.saving)).toEqual(Array(3).fill(''));
    expect(wordpress[0]?.href).toMatch(/^\/payment\/wp-essentials-plan(\?lang=pt)?$/);
    expect(comparisonRows(page(), 'wordpress')[1]).toContain(l.cloud);
  });

  it(`/plans-trial opens on the trial plans with ${l.trial}`, () => {
    const trialPage = built(`${l.prefix}/plans-trial`);
    expect(plain(trialPage.querySelector('h1')?.textContent)).toBe(l.trialHeading);
    expect(checked(trialPage)).toEqual(['trial', 'MONTHLY']);
    const cards = view(trialPage, 'trial', 'MONTHLY');
    expect(cards.map((card) => card.cta)).toEqual(Array(4).fill(l.trial));
    expect(cards.map((card) => card.price)).toEqual(l.usd);
  });
});

it('part 1 §2: the feature comparison lists tools in more plans first (en)', () => {
  const rows = [...built('/plans').querySelectorAll('.comparison__panel[data-kind-panel="standard"] tbody tr')].map((row) => plain(row.querySelector('th')?.textContent));
  const tools = rows.slice(rows.findIndex((row) => row.toLowerCase() === 'tools') + 1);
  expect(tools.slice(0, 3)).toEqual(['Site Builder', 'Funnel Builder', 'Blog']);
  expect(tools.at(-1)).toBe('Automation');
});
