// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '~/stores/checkout/attempt/dispatch';
import type { PaymentMessage } from '~/stores/checkout/attempt/status';
import { fieldsSummary } from '~/stores/checkout/attempt/validation-summary';
import { $lang } from '~/stores/checkout/session';
import type { Locale } from '~/i18n/languages';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { PaymentFeedback } from './PaymentFeedback';

afterEach(() => {
  cleanup();
  dispatch({ type: 'edit' });
});

/** The feedback beside a field that holds the focus, as after a press that refused it. */
function renderWithFocusedField(lang: Locale = 'pt') {
  $lang.set(lang);
  render(
    <TestI18n lang={lang}>
      <input aria-label="CPF/CNPJ" />
      <PaymentFeedback />
    </TestI18n>,
  );
  const field = screen.getByRole('textbox', { name: 'CPF/CNPJ' });
  field.focus();
  return field;
}

/** The event pay() sends when the check before paying refuses the press. */
const refuse = (message: PaymentMessage) => void dispatch({ type: 'invalid', message });

describe('<PaymentFeedback /> (part 2 §4.4, §5)', () => {
  it.each([
    ['pt', 3, 'Corrija 3 campos para continuar.'],
    ['pt', 2, 'Corrija 2 campos para continuar.'],
    ['de', 6, 'Korrigieren Sie 6 Felder, um fortzufahren.'],
  ] as const)('WCAG 3.3.1: the summary of refused fields is an alert with the count (%s, %i) and leaves the focus on the first refused field', (lang, count, text) => {
    const field = renderWithFocusedField(lang);
    act(() => refuse(fieldsSummary(count, { key: 'errors:validation.email' })));
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(document.activeElement).toBe(field);
  });

  it('part 2 §5: one refused field keeps its own message in the alert, and the focus stays on it', () => {
    const field = renderWithFocusedField();
    act(() => refuse(fieldsSummary(1, { key: 'errors:validation.cpf_cnpj_invalid' })));
    expect(screen.getByRole('alert').textContent).toBe('O CPF/CNPJ informado não esta correto. Verifique e tente novamente.');
    expect(document.activeElement).toBe(field);
  });

  it('part 2 §8: any other refusal takes the focus to its alert', () => {
    renderWithFocusedField();
    act(() => refuse({ key: 'errors:validation.address_required' }));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
