// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '~/config/env';
import type { PaidPurchase } from '~/stores/checkout/purchase/paid-before';
import { seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { PaidBefore } from './PaidBefore';

afterEach(() => cleanup());

const attempt = (outcome: PaidPurchase['outcome'], method = 'creditCard'): PaidPurchase => ({
  purchase: '1002|premium-plus-plan|plan|',
  method,
  amount: 19900,
  currency: 'USD',
  paidAt: Date.parse('2026-11-30T14:05:00Z'),
  outcome,
});

function renderNotice(outcome: PaidPurchase['outcome'], lang: 'pt' | 'en', method?: string) {
  seedCheckout({ lang });
  return render(
    <TestI18n lang={lang}>
      <PaidBefore paid={attempt(outcome, method)} />
    </TestI18n>,
  );
}

describe('<PaidBefore />: what this browser knows of the purchase (decision 012)', () => {
  it('an attempt nobody could answer for: says it may have gone through, with amount, method and time, the way to the invoices, and paying again as the buyer\'s choice with its warning', () => {
    renderNotice('unknown', 'pt');
    const heading = screen.getByRole('heading', { name: 'Um pagamento desta compra pode ter sido feito' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/Um pagamento de .*199,00 com Cartão de crédito foi iniciado aqui em 30 de novembro de 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver minhas faturas no Office' }).getAttribute('href')).toBe(env.PUBLIC_OFFICE_URL);
    const again = screen.getByRole('button', { name: 'Não fui cobrado: pagar de novo' });
    expect(again.getAttribute('aria-describedby')).toBe('buy-again-hint');
    expect(document.getElementById('buy-again-hint')?.textContent).toBe('Se você foi cobrado, pagar de novo cobra uma segunda vez.');
  });

  it('a paid purchase keeps its own words (en)', () => {
    renderNotice('paid', 'en');
    expect(screen.getByRole('heading', { name: 'You have already paid for this purchase' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy it again' })).toBeTruthy();
    expect(screen.queryByText(/may have gone through/)).toBeNull();
  });

  it.each([
    ['pt', 'Um pagamento desta compra está esperando por você', /Um pagamento de .*199,00 com Boleto foi gerado aqui em 30 de novembro de 2026/, 'Ver minhas faturas no Office', 'Gerar um novo pagamento', 'Só se você não for pagar o primeiro: pagar os dois cobra duas vezes.'],
    ['en', 'A payment for this purchase is waiting for you', /A payment of \$199\.00 with Boleto was generated here on November 30, 2026/, 'See my invoices in Office', 'Generate a new payment instead', 'Only if you will not pay the first one: paying both charges you twice.'],
  ] as const)('decision 033 addendum: a boleto made here that the office cannot give back says where it waits, and a new one is the buyer\'s choice with its warning (%s)', (lang, title, summary, invoices, again, hint) => {
    renderNotice('pending', lang, 'boleto');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: title }));
    expect(screen.getByText(summary)).toBeTruthy();
    expect(screen.getByRole('link', { name: invoices }).getAttribute('href')).toBe(env.PUBLIC_OFFICE_URL);
    expect(screen.getByRole('button', { name: again }).getAttribute('aria-describedby')).toBe('buy-again-hint');
    expect(document.getElementById('buy-again-hint')?.textContent).toBe(hint);
  });
});
