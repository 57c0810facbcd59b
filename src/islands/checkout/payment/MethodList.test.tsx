// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletBridge } from '~/stores/checkout/attempt/wallet';
import { startMethodSelection, stopMethodSelection } from '~/stores/checkout/choice/selection';
import { $options } from '~/stores/checkout/session';
import { seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { MethodList } from './MethodList';

afterEach(() => {
  stopMethodSelection();
  cleanup();
});

/** The checked method now (each act() below commits one render, so every state the buyer could see is read). */
const checkedNow = () => document.querySelector<HTMLInputElement>('input[name="payment-method"]:checked')?.value ?? null;

function renderList() {
  seedCheckout({ lang: 'pt' });
  startMethodSelection();
  return render(
    <TestI18n lang="pt">
      <MethodList locked={false} />
    </TestI18n>,
  );
}

describe('<MethodList />: the list is decided before it is shown (decision 044, part 2 §4.2)', () => {
  it('holds the place of every row it can have, announced as loading, until the browser says whether it has a wallet; then the wallet is checked first', () => {
    const { container } = renderList();
    expect(checkedNow()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Carregando as formas de pagamento…');
    expect(container.querySelectorAll('.method-list__option--placeholder')).toHaveLength(3);
    expect(screen.queryAllByRole('radio')).toEqual([]);

    act(() => walletBridge.onAvailability(true));
    const group = screen.getByRole('group', { name: 'Como você quer pagar?' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['googlePay', 'creditCard', 'paypal']);
    expect(within(group).getByRole('radio', { name: 'Carteira digital' })).toHaveProperty('checked', true);
  });

  it('without a wallet the card is checked, and a wallet answering later adds no row and takes nothing away', () => {
    renderList();
    act(() => walletBridge.onAvailability(false));
    expect(checkedNow()).toBe('creditCard');
    act(() => walletBridge.onAvailability(true));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['creditCard', 'paypal']);
    expect(screen.getByRole('radio', { name: 'Cartão de crédito' })).toHaveProperty('checked', true);
  });

  it('part 2 §8: a link whose paymentMethod names no method says "O metodo de pagamento …, não existe" above the list it can pay with', () => {
    renderList();
    act(() => {
      $options.set({ ...$options.get()!, unknownPaymentMethod: 'cheque' });
      walletBridge.onAvailability(false);
    });
    const message = screen.getByText('O metodo de pagamento cheque, não existe');
    expect(message.getAttribute('role')).toBe('status');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['creditCard', 'paypal']);
  });
});
