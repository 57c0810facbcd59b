// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Part 1 §2 "Plans pages" (legacy), §3 prices, §9 limits: what the built legacy page holds in en and pt, read from the
 * sandbox build's HTML. Both card sets are in the page; the standard/WordPress toggle is radios and CSS, with no
 * script, so this is also the page without JavaScript. Expected texts are written out from the spec.
 * tests/e2e/legacy.spec.ts keeps the toggle (JavaScript off and keyboard), a subscribe link followed and axe.
 */
const LANGS = {
  en: {
    subscribe: 'Subscribe now',
    firstPayment: '+ $199.00 on the first payment',
    prices: { standard: ['$17.90', '$77.90', '$87.90', '$87.90'], wordpress: ['$27.90', '$87.90', '$97.90', '$97.90'] },
    limits: [
      ['1 domain', '3 subdomains', '2,000 subscribers', '2 GB of disk space'],
      ['3 domains', '5 subdomains', '5,000 subscribers', '5 GB of disk space'],
      ['15 domains', 'Unlimited subdomains', '10,000 subscribers', '10 GB of disk space'],
      ['15 domains', 'Unlimited subdomains', '25,000 subscribers', '10 GB of disk space'],
    ],
    guarantee: 'Request a refund within 7 days of your first payment.',
    feature: 'Feature',
  },
  pt: {
    subscribe: 'Assinar agora',
    firstPayment: '+ US$ 199,00 no primeiro pagamento',
    prices: { standard: ['US$ 17,90', 'US$ 77,90', 'US$ 87,90', 'US$ 87,90'], wordpress: ['US$ 27,90', 'US$ 87,90', 'US$ 97,90', 'US$ 97,90'] },
    limits: [
      ['1 domínio', '3 subdomínios', '2.000 assinantes', '2 GB de espaço em disco'],
      ['3 domínios', '5 subdomínios', '5.000 assinantes', '5 GB de espaço em disco'],
      ['15 domínios', 'Subdomínios ilimitados', '10.000 assinantes', '10 GB de espaço em disco'],
      ['15 domínios', 'Subdomínios ilimitados', '25.000 assinantes', '10 GB de espaço em disco'],
    ],
    guarantee: 'Solicite o reembolso em até 7 dias após o primeiro pagamento.',
    feature: 'Recurso',
  },
} as const;
const TITLES = ['STARTER', 'MARKETER', 'PREMIUM', 'FUNNEL CLUB'];
const SLUGS = {
  standard: ['starter-plan', 'marketer-plan', 'premium-plan', 'funnel-club-plan'],
  wordpress: ['wp-starter-plan', 'wp-marketer-plan', 'wp-premium-plan', 'wp-funnel-club-plan'],
} as const;

type Lang = keyof typeof LANGS;
const pages = new Map<Lang, Document>();
function page(lang: Lang): Document {
  if (!pages.has(lang)) {
    const html = readFileSync(lang === 'en' ? 'dist/plans-legacy/index.html' : `dist/${lang}/plans-legacy/index.html`, 'utf8');
    pages.set(lang, new DOMParser().parseFromString(html, 'text/html'));
  }
  return pages.get(lang)!;
}
/** Text with the formatter's no-break spaces and line breaks as one space. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe.each(['en', 'pt'] as const)('the legacy plans page (%s)', (lang) => {
  const text = LANGS[lang];

  it.each(['standard', 'wordpress'] as const)('part 1 §3: the four %s plans, their prices and subscribe links, Funnel Club\'s first payment', (kind) => {
    const cards = [...page(lang).querySelectorAll(`.cards[data-kind="${kind}"] article`)];
    expect(cards.map((card) => ({
      title: plain(card.querySelector('h3')?.textContent),
      price: plain(card.querySelector('.amount')?.textContent),
      href: [...card.querySelectorAll('a')].find((a) => plain(a.textContent) === text.subscribe)?.getAttribute('href'),
    }))).toEqual(TITLES.map((title, i) => ({ title, price: text.prices[kind][i], href: `/payment/${SLUGS[kind][i]}` })));
    expect(cards.map((card) => plain(card.querySelector('.first-payment')?.textContent))).toEqual(['', '', '', text.firstPayment]);
  });

  it('part 1 §2: the standard plans are the ones checked at first (the page without JavaScript)', () => {
    expect(page(lang).querySelector<HTMLInputElement>('#legacy-kind-standard')?.checked).toBe(true);
    expect(page(lang).querySelector<HTMLInputElement>('#legacy-kind-wordpress')?.checked).toBe(false);
  });

  it.each(['standard', 'wordpress'] as const)("part 1 §9: each %s plan's domains, subdomains, subscribers and disk space", (kind) => {
    const cards = [...page(lang).querySelectorAll(`.cards[data-kind="${kind}"] article`)];
    expect(cards.map((card) => [...card.querySelectorAll('.info li')].map((li) => plain(li.textContent)))).toEqual(text.limits);
  });

  it('part 1 §2: the guarantee, five card brands, three comparison groups (the second closed) with a column per plan, five FAQs', () => {
    const doc = page(lang);
    expect(plain(doc.body.textContent)).toContain(text.guarantee);
    for (const brand of ['Visa', 'Master Card', 'American Express', 'Discover', 'Diners Club']) {
      expect(doc.querySelector(`img[alt="${brand}"], [role="img"][aria-label="${brand}"]`), brand).not.toBeNull();
    }
    const groups = [...doc.querySelectorAll('.compare details')];
    expect(groups).toHaveLength(3);
    expect(groups[1]!.hasAttribute('open')).toBe(false); // opened by its summary, natively
    expect([...groups[1]!.querySelectorAll('th[scope="col"], thead th')].map((th) => plain(th.textContent))).toEqual([text.feature, ...TITLES]);
    const faqs = [...doc.querySelectorAll('.faq details')];
    expect(faqs).toHaveLength(5);
    expect(faqs.every((faq) => plain(faq.querySelector('p')?.textContent) !== '')).toBe(true);
  });

  it('part 1 §2: the footer links the contact e-mail; the page names its language', () => {
    const mail = [...page(lang).querySelectorAll('footer a')].find((a) => plain(a.textContent) === 'support@example.com');
    expect(mail?.getAttribute('href')).toBe('mailto:support@example.com');
    expect(page(lang).documentElement.lang).toBe(lang);
  });
});

it('SEO: the legacy page names its language variants and canonical URL (pt)', () => {
  const doc = page('pt');
  expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/pt\/plans-legacy$/);
  expect([...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => l.getAttribute('hreflang'))).toEqual(['en', 'pt', 'es', 'it', 'fr', 'de', 'x-default']);
  expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Starter, Marketer, Premium/);
});
