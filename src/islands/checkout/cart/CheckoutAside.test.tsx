// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBumpSellItems } from '~/stores/checkout/cart/bump-sell';
import { $product } from '~/stores/checkout/session';
import { $status } from '~/stores/checkout/load/status';
import { PRODUCTS, seedCheckout, SPONSORS, type CheckoutSeed } from '../../../../tests/setup/checkout-fixtures';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { $firstPaintPending } from '../first-paint';
import { CheckoutAside, preloadAsideBlocks, preloadShownAsideBlocks } from './CheckoutAside';

const STAMPS_PT = ['30 dias de garantia', '30 horas de cursos', 'Grupo com 60 mil membros', 'Funciona para todos os negócios'];

function renderAside(seed: CheckoutSeed, lang: 'pt' | 'en' = 'pt') {
  seedCheckout({ ...seed, lang });
  render(<TestI18n lang={lang}><CheckoutAside /></TestI18n>);
}

const has = (name: string | RegExp) => screen.queryByRole('region', { name }) !== null;

beforeEach(() => {
  setBumpSellItems([]);
});
afterEach(cleanup);

describe('<CheckoutAside /> (part 1 §1, §2)', () => {
  // The component loads these as a separate chunk; load it ahead so renders are synchronous.
  beforeAll(() => preloadAsideBlocks());
  it('part 1 §2: a plan shows cart, coupon, stamps and the security message in pt', () => {
    renderAside({ product: PRODUCTS.premiumPlus() });
    expect(has('Resumo do pedido')).toBe(true);
    expect(has('Cupom de desconto')).toBe(true);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining(STAMPS_PT));
    expect(has('Compra 100% segura')).toBe(true);
    expect(has('VAT')).toBe(false);
  });

  it('part 1 §2: stamps in en', () => {
    renderAside({ product: PRODUCTS.premiumPlus() }, 'en');
    expect(screen.getByText('30-day money-back guarantee')).toBeTruthy();
  });

  it.each([
    ['part 1 §2: product 63 (upwork fee) hides stamps and the coupon box', PRODUCTS.upworkFee()],
    ['part 2 §9: product 64 hides the stamps', { ...PRODUCTS.upworkFee(), id: 64, slug: 'pause-account' }],
  ])('%s', (_row, product) => {
    renderAside({ product, flow: { kind: 'fee' } });
    expect(screen.queryByText(STAMPS_PT[0] ?? '')).toBeNull();
    expect(has('Cupom de desconto')).toBe(product.id !== 63);
  });

  it.each([
    ['part 1 §1: a referrer shows the sponsor box', SPONSORS.upline(), true],
    ['part 1 §1: the company itself hides it', SPONSORS.company(), false],
    ['part 1 §1: no sponsor, no box', null, false],
  ])('%s', (_row, sponsor, shown) => {
    renderAside({ sponsor });
    expect(has('Seu patrocinador')).toBe(shown);
    expect(screen.queryByText('Você foi indicado por Marina Costa') !== null).toBe(shown);
  });

  it.each([
    ['pt', 'Registro de domínio', 'minhaloja.com', '1 ano', 'Incluída'],
    ['en', 'Domain registration', 'minhaloja.com', '1 year', 'Included'],
  ] as const)('part 1 §2: in %s the domain-registry flow shows its detail', (lang, title, domain, years, protection) => {
    renderAside({ product: PRODUCTS.domainRegistry(), flow: { kind: 'domainRegistry', order: 'ORD-1001' } }, lang);
    expect(has(title)).toBe(true);
    expect(screen.getByText(domain)).toBeTruthy();
    expect(screen.getByText(years)).toBeTruthy();
    expect(screen.getByText(protection)).toBeTruthy();
  });

  it('part 1 §4: ticking a bump-sell item adds its price to the total', async () => {
    setBumpSellItems([{ slug: 'contract-review', title: 'Contract review', description: 'Revisão do contrato', price: 2500, check: false }]);
    renderAside({ product: PRODUCTS.upworkFee(), flow: { kind: 'fee' } });
    const user = userEvent.setup();
    const total = () => screen.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent;
    const checkbox = await screen.findByRole('checkbox', { name: /Contract review/ });
    expect(total()).toBe('US$\u00a0100,00');
    await user.click(checkbox);
    expect(total()).toBe('US$\u00a0125,00');
    await user.click(checkbox);
    expect(total()).toBe('US$\u00a0100,00');
  });

  it('part 1 §2: EUR shows the VAT widget', () => {
    renderAside({ product: PRODUCTS.eurPremium() });
    expect(has('VAT')).toBe(true);
  });
});

describe('DESIGN.md budgets (CLS 0): the first paint waits for the aside blocks it shows', () => {
  afterEach(() => $status.set({ state: 'loading', phase: 'translations' }));

  it('a tool purchase known during the load counts the carousel as pending until its file is here', async () => {
    $product.set(null);
    $status.set({ state: 'loading', phase: 'product' });
    const stop = preloadShownAsideBlocks();
    expect($firstPaintPending.get()).toBe(0);
    seedCheckout({ product: PRODUCTS.funnelBuilderTool() });
    expect($firstPaintPending.get()).toBe(1);
    await vi.waitFor(() => expect($firstPaintPending.get()).toBe(0));
    stop();
  });

  it('a block that first shows once the checkout is on screen loads in place: nothing waits', () => {
    $product.set(null);
    $status.set({ state: 'ready' });
    const stop = preloadShownAsideBlocks();
    seedCheckout({ product: PRODUCTS.funnelBuilderTool() });
    expect($firstPaintPending.get()).toBe(0);
    stop();
  });
});
