// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '~/stores/checkout/attempt/dispatch';
import { walletBridge } from '~/stores/checkout/attempt/wallet';
import { startMethodSelection, stopMethodSelection } from '~/stores/checkout/choice/selection';
import { seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { WalletSlot } from './WalletSlot';

afterEach(() => {
  stopMethodSelection();
  cleanup();
});

const PAUSED = 'A carteira digital fica pausada enquanto este pagamento é processado ou verificado.';

function renderSlot() {
  seedCheckout({ lang: 'pt' });
  startMethodSelection();
  const view = render(
    <TestI18n lang="pt">
      <WalletSlot />
    </TestI18n>,
  );
  act(() => walletBridge.onAvailability(true));
  return { buttons: () => view.container.querySelector('.wallet-slot__buttons')! };
}

describe('<WalletSlot />: the wallet cannot start a payment beside one under way (decision 012)', () => {
  it('is pressable while editing, then inert with its reason beside it while paying, "being checked" and after a refusal it is pressable again', () => {
    const { buttons } = renderSlot();
    expect(buttons().hasAttribute('inert')).toBe(false);
    expect(screen.queryByText(PAUSED)).toBeNull();

    act(() => void dispatch({ type: 'press' }));
    expect(buttons().hasAttribute('inert')).toBe(true);
    expect(screen.getByText(PAUSED)).toBeTruthy();

    act(() => void dispatch({ type: 'lost', message: { key: 'payment:status.checking' } }));
    expect(buttons().hasAttribute('inert')).toBe(true);
    expect(screen.getByText(PAUSED)).toBeTruthy();

    act(() => void dispatch({ type: 'press' }));
    act(() => void dispatch({ type: 'answered', answer: { state: 'refused', message: { key: 'payment:errors.payment_refused' } } }));
    expect(buttons().hasAttribute('inert')).toBe(false);
    expect(screen.queryByText(PAUSED)).toBeNull();
  });

  it('is inert while an attempt left open is asked for and while another tab pays', () => {
    const { buttons } = renderSlot();
    act(() => void dispatch({ type: 'resolve' }));
    expect(buttons().hasAttribute('inert')).toBe(true);
    act(() => void dispatch({ type: 'elsewhere' }));
    expect(buttons().hasAttribute('inert')).toBe(true);
  });
});
