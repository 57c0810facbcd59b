// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import type { Locale } from '~/i18n/languages';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { $couponInput, removeCoupon } from '~/stores/checkout/coupon/coupon';
import { setInitialPeriod } from '~/stores/checkout/period';
import { fastTimeouts } from '../../../../tests/setup/account-stores';
import { PRODUCTS, seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { CartSummary } from './CartSummary';
import { CouponBox } from './CouponBox';

const APPLY = { pt: 'Aplicar', en: 'Apply' } as const;

function renderBox(lang: Locale) {
  render(
    <TestI18n lang={lang}>
      <CartSummary />
      <CouponBox />
    </TestI18n>,
  );
  return { input: screen.getByRole('textbox', { name: lang === 'pt' ? 'Código do cupom' : 'Coupon code' }), apply: screen.getByRole('button', { name: APPLY[lang as 'pt' | 'en'] }) };
}

function totalText(): string {
  const term = screen.getByText('Total', { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByRole('definition').textContent ?? '';
}

async function typeAndApply(lang: 'pt' | 'en', code: string) {
  const user = userEvent.setup();
  const { input, apply } = renderBox(lang);
  await user.type(input, code);
  await user.click(apply);
  return { user, input };
}

beforeEach(() => {
  setInitialPeriod('MONTHLY');
  removeCoupon();
  $couponInput.set('');
});
afterEach(cleanup);

describe('<CouponBox /> (part 1 §2, §5)', () => {
  it.each([
    ['pt', 'INVALID', 'O cupom INVALID, é invaldio.'],
    ['pt', 'ERR312', '[312] Cupom ERR312 Inválido'],
    ['pt', 'ERR314', '[314] Cupom ERR314 Inválido'],
    ['pt', 'EXPIRED', 'O cupom EXPIRED expirou.'],
    ['pt', 'USED', 'O cupom USED já foi utilizado.'],
    ['pt', 'CATEGORYUSED', 'Você já utilizou um cupom desta categoria.'],
    ['pt', 'NOTFORYOU', 'O cupom NOTFORYOU não pode ser utilizado por esta conta.'],
    ['pt', 'NOTTHISPLAN', 'O cupom NOTTHISPLAN não é válido para este plano.'],
    ['pt', 'BADDATE', 'Data de cupom inválida.'],
    ['en', 'INVALID', 'The coupon INVALID is invalid.'],
    ['en', 'ERR312', '[312] Invalid coupon ERR312'],
    ['en', 'ERR314', '[314] Invalid coupon ERR314'],
    ['en', 'EXPIRED', 'The coupon EXPIRED has expired.'],
    ['en', 'USED', 'The coupon USED has already been used.'],
    ['en', 'CATEGORYUSED', 'You have already used a coupon from this category.'],
    ['en', 'NOTFORYOU', "The coupon NOTFORYOU can't be used with this account."],
    ['en', 'NOTTHISPLAN', 'The coupon NOTTHISPLAN is not valid for this plan.'],
    ['en', 'BADDATE', 'Invalid coupon date.'],
  ] as const)('part 1 §5: in %s, %s shows its reason and keeps the code', async (lang, code, message) => {
    seedCheckout({ lang });
    const { input } = await typeAndApply(lang, code);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect((input as HTMLInputElement).value).toBe(code);
    expect(document.activeElement).toBe(input);
  });

  it.each([
    ['pt', 'Não foi possivel localizar o usuario para este cupom.'],
    ['en', "We couldn't find the user for this coupon."],
  ] as const)('part 1 §5: in %s a visitor gets user_id_is_required', async (lang, message) => {
    seedCheckout({ lang, user: null });
    await typeAndApply(lang, 'OFF10');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it.each([
    ['pt', 'Parametros insuficientes para verificação do codigo de cupom.'],
    ['en', 'Not enough information to check the coupon code.'],
  ] as const)('part 1 §5: in %s an office answer coupon_code_is_required is shown', async (lang, message) => {
    sandboxServer.use(http.post(apiUrl('office', '/br/office/check-coupon'), () => HttpResponse.json({ isValid: false, reason: 'coupon_code_is_required', coupon: null })));
    seedCheckout({ lang });
    await typeAndApply(lang, 'OFF10');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('part 1 §5: the button is disabled while the input is empty or blank, and after a coupon is applied', async () => {
    seedCheckout();
    const user = userEvent.setup();
    const { input, apply } = renderBox('pt');
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    await user.type(input, '   ');
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    await user.clear(input);
    await user.type(input, 'OFF10{Enter}');
    expect(await screen.findByText('Cupom OFF10 aplicado')).toBeTruthy();
    expect((apply as HTMLButtonElement).disabled).toBe(true);
  });

  // premium-plus-plan: 199.00 a month.
  it.each([
    ['part 1 §5: OFF10, 10% forever', 'OFF10', 'US$\u00a0179,10'],
    ['part 1 §5: FREE100, full discount', 'FREE100', 'US$\u00a00,00'],
    ['part 1 §5: SAVE10, 10.00 off', 'SAVE10', 'US$\u00a0189,00'],
    ['part 2 §3: HALF3MONTHS, 50% for 3 months', 'HALF3MONTHS', 'US$\u00a099,50'],
    ['part 2 §3: OFF25FIRST on a monthly plan', 'OFF25FIRST', 'US$\u00a0149,25'],
  ])('%s shows the discounted total', async (_row, code, total) => {
    seedCheckout();
    await typeAndApply('pt', code);
    expect(await screen.findByText(`Cupom ${code} aplicado`)).toBeTruthy();
    expect(totalText()).toBe(total);
  });

  it('part 1 §4: switching to yearly clears the coupon, keeps the code and changes the total', async () => {
    seedCheckout({ lang: 'en' });
    const { user, input } = await typeAndApply('en', 'OFF10');
    await screen.findByText('Coupon OFF10 applied');
    expect(totalText()).toBe('$179.10');
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(totalText()).toBe('$2,388.00');
    expect(screen.queryByText('Coupon OFF10 applied')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('OFF10');
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('part 1 §4: removing the coupon restores the total', async () => {
    seedCheckout();
    const { user } = await typeAndApply('pt', 'SAVE10');
    await user.click(await screen.findByRole('button', { name: 'Remover cupom' }));
    expect(totalText()).toBe('US$\u00a0199,00');
  });

  it.each([
    ['pt', 'http500', 'O servidor respondeu com um erro. Tente novamente.', 'Tentar novamente', 'Cupom OFF10 aplicado'],
    ['en', 'http500', 'The server responded with an error. Please try again.', 'Try again', 'Coupon OFF10 applied'],
    ['en', 'malformed', 'We received an unexpected response from the server. Please try again.', 'Try again', 'Coupon OFF10 applied'],
    ['pt', 'offline', 'Sem conexão. Verifique sua internet e tente novamente.', 'Tentar novamente', 'Cupom OFF10 aplicado'],
    ['en', 'timeout', 'The server took too long to respond. Please try again.', 'Try again', 'Coupon OFF10 applied'],
  ] as const)('DESIGN.md Failures: in %s, %s on check-coupon shows its message and the retry applies the kept code', async (lang, fault, message, retry, applied) => {
    fastTimeouts();
    seedCheckout({ lang });
    setScenario({ fault, faultTimes: 1, faultPath: 'check-coupon' });
    const { user, input } = await typeAndApply(lang, 'OFF10');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((input as HTMLInputElement).value).toBe('OFF10');
    await user.click(screen.getByRole('button', { name: retry }));
    expect(await screen.findByText(applied)).toBeTruthy();
  });

  it.each([
    ['part 1 §2: hidden on the upwork fee', PRODUCTS.upworkFee(), false],
    ['part 1 §2: shown on a plan', PRODUCTS.essentials(), true],
  ])('%s', (_row, product, shown) => {
    seedCheckout({ product });
    render(<TestI18n lang="pt"><CouponBox /></TestI18n>);
    expect(screen.queryByRole('textbox', { name: 'Código do cupom' }) !== null).toBe(shown);
  });
});
