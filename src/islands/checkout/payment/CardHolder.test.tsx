// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '~/stores/checkout/attempt/dispatch';
import { seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { CardHolder } from './CardHolder';

afterEach(() => cleanup());

describe('<CardHolder /> (part 2 §5 "Titular inválido"; WCAG 3.3.1)', () => {
  it.each([
    ['missing', 'payment:errors.card_holder_missing', 'O Titular do cartão esta incorreto'],
    ['refused by the tokeniser', 'payment:errors.token_holder_name', 'O nome do titular não pode conter caracteres especiais.'],
  ])('a press the holder held back (%s) marks the field and puts the message beside it', (_row, key, text) => {
    seedCheckout({ lang: 'pt' });
    render(
      <TestI18n lang="pt">
        <CardHolder />
      </TestI18n>,
    );
    const input = screen.getByRole('textbox', { name: 'Nome do titular (como está no cartão)' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    act(() => {
      dispatch({ type: 'press' });
      dispatch({ type: 'invalid', message: { key } });
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(text);
  });

  it('another refusal (the card number) leaves the holder unmarked', () => {
    seedCheckout({ lang: 'pt' });
    render(
      <TestI18n lang="pt">
        <CardHolder />
      </TestI18n>,
    );
    act(() => {
      dispatch({ type: 'press' });
      dispatch({ type: 'invalid', message: { key: 'payment:errors.token_number' } });
    });
    expect(screen.getByRole('textbox').hasAttribute('aria-invalid')).toBe(false);
  });
});
