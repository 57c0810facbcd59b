// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '~/i18n/languages';
import { setScenario } from '~/sandbox/scenario';
import { runLoadSequence } from '~/stores/checkout/load/load-sequence';
import { $lang } from '~/stores/checkout/session';
import { loadInput } from '../../../../tests/setup/load-input';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { StepHeader } from '../steps/StepHeader';
import { CartSummary } from './CartSummary';
import { CheckoutAside, preloadAsideBlocks } from './CheckoutAside';
import { DomainRegistryDetail } from './DomainRegistryDetail';

/*
 * Part 1 §4 and §9: every purchase flow loads over the sandbox office and the cart shows its product, price and
 * total, and the step header names the first step, in the page language the load chose (the office language of
 * the account: br -> pt, us -> en, mx -> es, de -> de; a visitor reads the browser's). Titles are the sandbox
 * office's data, so they do not change with the language.
 */

const BROWSER: Record<Locale, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-MX', de: 'de-DE', it: 'it-IT', fr: 'fr-FR' };

/** Formatter spaces (non-breaking, narrow) read as plain spaces, as a buyer reads them. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

function totalShown(): string {
  const term = screen.getAllByRole('term').find((dt) => ['Total', 'Gesamt'].includes(plain(dt.textContent)));
  return plain(term?.nextElementSibling?.textContent);
}

afterEach(cleanup);

describe('the cart of every purchase flow, loaded over the sandbox (part 1 §4, §9)', () => {
  it.each<[string, Locale, string | null, string, string, string, string, string]>([
    ['part 1 §4: plan', 'pt', 'br', 'premium-plus-plan', '', 'Premium Plus', 'US$ 199,00', 'Plano'],
    ['part 1 §4: plan', 'en', null, 'premium-plus-plan', '', 'Premium Plus', '$199.00', 'Plan'],
    ['part 1 §4: fee with a plan to activate', 'pt', 'br', 'implementation-fee', '', 'Implementation + Essentials', 'US$ 97,00', 'Taxa'],
    ['part 1 §4: fee with a plan to activate', 'en', 'us', 'implementation-fee', '', 'Implementation + Essentials', '$97.00', 'Fee'],
    ['part 1 §4: tool', 'pt', 'br', 'funnel-builder-tool', '', 'Funnel Builder', 'US$ 29,00', 'Plano'],
    ['part 1 §4: tool', 'en', 'us', 'funnel-builder-tool', '', 'Funnel Builder', '$29.00', 'Plan'],
    ['part 1 §7: domain purchase', 'pt', 'br', 'domain-purchase', '?payDomain=1&domain=minhaloja.com.br', 'Registro de domínio', 'R$ 40,00', 'Taxa'],
    ['part 1 §7: domain purchase', 'en', 'us', 'domain-purchase', '?payDomain=1&domain=minhaloja.com', 'Registro de domínio', '$17.98', 'Fee'],
    ['part 1 §7: extra storage', 'pt', 'br', 'extra-storage', '?extraStorage=1&extraStorageQtd=2', 'Armazenamento extra', 'US$ 10,00', 'Taxa'],
    ['part 1 §7: extra storage', 'en', 'us', 'extra-storage', '?extraStorage=1&extraStorageQtd=3', 'Armazenamento extra', '$15.00', 'Fee'],
    ['part 1 §7: extra connection', 'pt', 'br', 'extra-connection', '?extraConnection=1&extraConnectionQtd=2', 'Conexão de domínio extra', 'US$ 6,00', 'Taxa'],
    ['part 1 §7: extra connection', 'en', 'us', 'extra-connection', '?extraConnection=1&extraConnectionQtd=1', 'Conexão de domínio extra', '$3.00', 'Fee'],
    ['part 2 §3: domain registry', 'pt', 'br', 'domain-registry', '?order=ORD-1001', 'Domain registry order', 'US$ 12,99', 'Taxa'],
    ['part 2 §3: domain registry (charged amount in MXN)', 'es', 'mx', 'premium-plus-plan', '?order=ORD-1005', 'Premium Plus', 'MXN$3,383.00', 'Plan'],
    ['part 2 §7: WordPress cloud', 'pt', 'br', 'wordpress-cloud-plan', '?stn_wp_order_id=wp-1001', 'WordPress Cloud', 'US$ 29,90', 'Plano'],
    ['part 2 §7: WordPress cloud', 'en', 'us', 'wordpress-cloud-plan', '?stn_wp_order_id=wp-2002', 'WordPress Cloud', '$59.90', 'Plan'],
    ['part 2 §7: premium template', 'pt', 'br', 'premium-template-plan', '?tp_slug=agency-pro', 'Premium Template', 'US$ 49,00', 'Plano'],
    ['part 2 §7: premium template', 'en', null, 'premium-template-plan', '?tp_slug=restaurant-deluxe', 'Premium Template', '$29.00', 'Plan'],
    ['part 1 §9: pause account (USD 15 converted to EUR)', 'pt', 'br', 'pause-account', '?pause_account=1&currency=EUR', 'Pausar conta', '€ 13,80', 'Taxa'],
    ['part 1 §9: pause account (USD 15 converted to EUR)', 'de', 'de', 'pause-account', '?pause_account=1&currency=EUR', 'Pausar conta', '13,80 €', 'Gebühr'],
    ['part 1 §3: country price', 'pt', 'br', 'essentials-plan', '?country=br', 'Essentials', 'R$ 245,00', 'Plano'],
    ['part 1 §3: country price', 'en', null, 'essentials-plan', '?country=de', 'Essentials', '€45.08', 'Plan'],
    ['part 1 §4: bundle plan', 'pt', 'br', 'bundle-plan', '', 'Bundle', 'US$ 27,00', 'Plano'],
    ['part 1 §4: bundle plan', 'en', null, 'bundle-plan', '', 'Bundle', '$27.00', 'Plan'],
  ])('%s (%s, %s): %s%s shows %s at %s on the step %s', async (_row, lang, user, slug, search, title, price, step) => {
    if (user) setScenario({ user });
    await expect(runLoadSequence(loadInput(slug, search, { browserLanguages: [BROWSER[lang]] }))).resolves.toEqual({ state: 'ready' });
    expect($lang.get()).toBe(lang);
    const { container } = render(
      <TestI18n lang={lang}>
        <StepHeader />
        <CartSummary />
      </TestI18n>,
    );
    expect(plain(screen.getAllByRole('heading', { level: 3 })[0]?.textContent)).toBe(title);
    expect(plain(container.querySelector('.cart-product__amount')?.textContent)).toBe(price);
    expect(totalShown()).toBe(price);
    expect(plain(container.querySelector('[aria-current="step"] .step-header__label')?.textContent)).toBe(step);
  });
});

describe('flow details, loaded over the sandbox (part 1 §2, part 2 §3, §9)', () => {
  beforeAll(() => preloadAsideBlocks());

  it.each<[string, Locale, string, string, string, string[] | null]>([
    ['part 2 §3: a domain order shows its detail', 'pt', 'br', 'domain-registry', '?order=ORD-1001', ['minhaloja.com', '1 ano', 'Não incluída']],
    ['part 2 §3: an order that is not a domain shows none', 'es', 'mx', 'premium-plus-plan', '?order=ORD-1005', null],
  ])('%s (%s, %s)', async (_row, lang, user, slug, search, detail) => {
    setScenario({ user });
    await runLoadSequence(loadInput(slug, search, { browserLanguages: [BROWSER[lang]] }));
    const { container } = render(<TestI18n lang={lang}><DomainRegistryDetail /></TestI18n>);
    const shown = [...container.querySelectorAll('dd')].map((dd) => plain(dd.textContent));
    expect(detail === null ? shown.length : shown).toEqual(detail === null ? 0 : detail);
  });

  it.each<[string, Locale, string, string, number]>([
    ['part 2 §9: the fee with a plan to activate (product 65) hides the trust stamps', 'pt', 'br', 'implementation-fee', 0],
    ['part 2 §9: the fee with a plan to activate (product 65) hides the trust stamps', 'en', 'us', 'implementation-fee', 0],
    ['part 1 §2: a plan shows its four trust stamps', 'pt', 'br', 'premium-plus-plan', 4],
    ['part 1 §2: a plan shows its four trust stamps', 'en', 'us', 'premium-plus-plan', 4],
  ])('%s (%s, %s)', async (_row, lang, user, slug, stamps) => {
    setScenario({ user });
    await runLoadSequence(loadInput(slug, '', { browserLanguages: [BROWSER[lang]] }));
    render(<TestI18n lang={lang}><CheckoutAside /></TestI18n>);
    const region = screen.queryByRole('region', { name: lang === 'pt' ? 'Nossas garantias' : 'Our guarantees' });
    expect(region === null ? 0 : region.querySelectorAll('li').length).toBe(stamps);
  });
});
