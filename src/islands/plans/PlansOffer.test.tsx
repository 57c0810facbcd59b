// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { couponStrings } from '~/components/plans/coupon-strings';
import { createI18n } from '~/i18n/i18n';
import { allResources } from '~/i18n/resources';
import { setScenario } from '~/sandbox/scenario';
import { removePlanCoupon } from '~/stores/plans/coupon';
import PlansOffer from './PlansOffer';

// The node sandbox answers every call in tests; the browser worker is not started here.
vi.mock('~/sandbox/browser', () => ({ startSandbox: async () => {} }));

const { t } = createI18n('pt', allResources());
const plans = [
  { kind: 'standard', slug: 'core-account', id: 3001, currency: 'BRL', perMonth: { MONTHLY: 9500, YEARLY: 8550 } },
  { kind: 'standard', slug: 'premium-plus-plan', id: 3004, currency: 'BRL', perMonth: { MONTHLY: 99500, YEARLY: 89550 } },
  { kind: 'wordpress', slug: 'wp-essentials-plan', id: 3012, currency: 'USD', perMonth: { MONTHLY: 5900, YEARLY: 5900 } },
] as const;

/** The static page around the island: a coupon slot and subscribe links per card. */
function page() {
  document.body.innerHTML = plans
    .map((p) => `<article><p data-coupon-slot="${p.slug}"></p><a data-subscribe data-slug="${p.slug}" href="/payment/${p.slug}?country=br&lang=pt">ASSINAR AGORA</a></article>`)
    .join('');
  const container = document.body.appendChild(document.createElement('div'));
  return render(
    <PlansOffer
      kind={{ legend: 'Tipo de plano', initial: 'standard', options: [{ value: 'standard', label: 'Planos' }, { value: 'trial', label: 'Teste grátis' }, { value: 'wordpress', label: 'WordPress' }] }}
      period={{ legend: 'Cobrança', monthly: 'Mensal', yearly: 'Anual', saving: 'Economize anualmente 10%' }}
      coupon={{ locale: 'pt', plans, strings: couponStrings(t) }}
    />,
    { container },
  );
}
/** A slot's text with the formatter's non-breaking spaces read as spaces. */
const slot = (slug: string) => (document.querySelector(`[data-coupon-slot="${slug}"]`)?.textContent ?? '').replace(/\u00a0/g, ' ');
const link = (slug: string) => document.querySelector<HTMLAnchorElement>(`a[data-slug="${slug}"]`)?.getAttribute('href');

async function apply(code: string) {
  const user = userEvent.setup();
  await user.click(screen.getByText('Tem um cupom?'));
  await user.type(screen.getByLabelText('Código do cupom'), code);
  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
  return user;
}

beforeEach(() => {
  history.replaceState(null, '', '/pt/plans');
  setScenario({ user: 'br' });
});
afterEach(() => {
  removePlanCoupon();
});

describe('PlansOffer: the coupon price check (part 1 §2)', () => {
  it('part 1 §2: a valid coupon shows the first payment with the coupon on each plan in view', async () => {
    page();
    await apply('OFF10');
    await screen.findByText('Cupom OFF10 aplicado. Os preços com desconto aparecem em cada plano.');
    expect(slot('core-account')).toBe('Com OFF10: R$ 85,50 no primeiro pagamento');
    expect(slot('premium-plus-plan')).toBe('Com OFF10: R$ 895,50 no primeiro pagamento');
    expect(slot('wp-essentials-plan')).toBe('');
    expect(link('core-account')).toBe('/payment/core-account?country=br&lang=pt&coupon=OFF10');
  });

  it('part 1 §4: the yearly switch checks again with the annual amounts (ANUAL)', async () => {
    page();
    const user = await apply('OFF10');
    await screen.findByText(/Cupom OFF10 aplicado/);
    await user.click(screen.getByLabelText('Anual'));
    await waitFor(() => expect(slot('core-account')).toBe('Com OFF10: R$ 923,40 no primeiro pagamento'));
    expect(location.search).toBe('?period=y');
  });

  it.each([
    ['part 1 §5: an expired coupon', 'EXPIRED', 'O cupom EXPIRED expirou.'],
    ['part 1 §5: an unknown coupon', 'NOPE', 'O cupom NOPE, é invaldio.'],
    ['part 1 §5: reason 312', 'ERR312', '[312] Cupom ERR312 Inválido'],
  ])('%s shows the reason in the page language', async (_row, code, message) => {
    page();
    await apply(code);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(slot('core-account')).toBe('');
  });

  it('part 1 §5: a visitor gets the office reason user_id_is_required', async () => {
    setScenario({ user: null });
    page();
    await apply('OFF10');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possivel localizar o usuario para este cupom. Entre ou cadastre-se ao assinar: o cupom segue com o plano e é verificado na sua conta.',
    );
    // Decision 042: the refusal is about the visitor, not the code: the checkout checks it again after the sign-up.
    expect(link('core-account')).toBe('/payment/core-account?country=br&lang=pt&coupon=OFF10');
  });

  it('part 1 §5: a coupon for one plan prices that plan and explains the others', async () => {
    page();
    await apply('ONLYPREMIUM');
    await screen.findByText(/Cupom ONLYPREMIUM aplicado/);
    expect(slot('premium-plus-plan')).toBe('Com ONLYPREMIUM: R$ 845,75 no primeiro pagamento');
    expect(slot('core-account')).toBe('O cupom ONLYPREMIUM não é válido para este plano.');
    expect(link('core-account')).toBe('/payment/core-account?country=br&lang=pt');
  });

  it('DESIGN.md "Tests": a network failure keeps the code and a retry succeeds', async () => {
    setScenario({ user: 'br', fault: 'offline', faultTimes: 1, faultPath: 'check-coupon' });
    page();
    const user = await apply('OFF10');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sem conexão. Verifique sua internet e tente novamente.');
    expect(screen.getByLabelText<HTMLInputElement>('Código do cupom').value).toBe('OFF10');
    // Decision 042: a code the office could not check still goes to the checkout, which checks it again.
    expect(link('core-account')).toBe('/payment/core-account?country=br&lang=pt&coupon=OFF10');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByText(/Cupom OFF10 aplicado/);
    expect(slot('core-account')).toBe('Com OFF10: R$ 85,50 no primeiro pagamento');
  });

  it('part 1 §2: a coupon in the address is checked on arrival', async () => {
    history.replaceState(null, '', '/pt/plans?coupon=SAVE10');
    page();
    await screen.findByText(/Cupom SAVE10 aplicado/);
    expect(screen.getByLabelText<HTMLInputElement>('Código do cupom').value).toBe('SAVE10');
    expect(slot('core-account')).toBe('Com SAVE10: R$ 85,00 no primeiro pagamento');
  });

  it('removing the coupon clears the prices, the links and the address', async () => {
    history.replaceState(null, '', '/pt/plans?coupon=OFF10');
    page();
    await screen.findByText(/Cupom OFF10 aplicado/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remover cupom' }));
    expect(slot('core-account')).toBe('');
    expect(link('core-account')).toBe('/payment/core-account?country=br&lang=pt');
    expect(location.search).toBe('');
  });
});

describe('PlansOffer: the toggles (part 1 §2)', () => {
  it('part 1 §2: opens on the kind the page asks for and on yearly for period=y', () => {
    history.replaceState(null, '', '/pt/plans?period=y');
    page();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Planos' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Anual' }).checked).toBe(true);
  });

  it('part 1 §2: choosing monthly takes period=y out of the address', async () => {
    history.replaceState(null, '', '/pt/plans?period=y');
    page();
    await userEvent.setup().click(screen.getByLabelText('Mensal'));
    expect(location.search).toBe('');
  });
});
