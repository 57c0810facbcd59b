// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '~/stores/checkout/attempt/dispatch';
import { walletBridge } from '~/stores/checkout/attempt/wallet';
import { chooseMethod, startMethodSelection, stopMethodSelection } from '~/stores/checkout/choice/selection';
import { seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { PayButton } from './PayButton';

afterEach(() => {
  stopMethodSelection();
  cleanup();
});

describe('<PayButton />: "check payment" for every method (decision 012)', () => {
  it('part 2 §2: the wallet has no continue button, but once its outcome is unknown the step offers "Verificar pagamento"', () => {
    seedCheckout({ lang: 'pt' });
    startMethodSelection();
    render(
      <TestI18n lang="pt">
        <PayButton />
      </TestI18n>,
    );
    act(() => walletBridge.onAvailability(true));
    expect(screen.queryByRole('button')).toBeNull();
    act(() => {
      dispatch({ type: 'press' });
      dispatch({ type: 'lost', message: { key: 'payment:status.checking' }, resume: 'lookup' });
    });
    expect(screen.getByRole('button', { name: 'Verificar pagamento' })).toHaveProperty('disabled', false);
  });
});

describe('<PayButton /> with card fields missing (part 2 §5; WCAG 2.1.1, 3.3.1)', () => {
  it('part 2 §5: stays in the Tab order, marked aria-disabled, so a press can say what is missing', () => {
    seedCheckout({ lang: 'pt' });
    startMethodSelection();
    act(() => chooseMethod('creditCard'));
    render(
      <TestI18n lang="pt">
        <PayButton />
      </TestI18n>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });
});
