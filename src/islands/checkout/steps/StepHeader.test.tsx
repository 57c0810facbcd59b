// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '~/i18n/languages';
import { seedAccountStep, testProduct } from '~/../tests/setup/account-stores';
import { $product } from '~/stores/checkout/session';
import { $step, type Step } from '~/stores/checkout/steps';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { StepHeader } from './StepHeader';

function renderHeader(lang: Locale) {
  render(
    <TestI18n lang={lang}>
      <StepHeader />
    </TestI18n>,
  );
}

const labels = () => within(screen.getByRole('navigation')).getAllByRole('listitem').map((item) => item.querySelector('.step-header__label')?.textContent);

describe('step header (part 1 §2, §4 "Steps")', () => {
  beforeEach(() => seedAccountStep());
  afterEach(() => cleanup());

  it.each([
    ['part 1 §2: a plan reads Plano, Pagamento, Confirmação', 'pt', 'plan', ['Plano', 'Pagamento', 'Confirmação']],
    ['part 1 §2: a fee reads Taxa, Pagamento, Confirmação', 'pt', 'fee', ['Taxa', 'Pagamento', 'Confirmação']],
    ['part 1 §2: a plan in English', 'en', 'plan', ['Plan', 'Payment', 'Confirmation']],
    ['part 1 §2: a fee in English', 'en', 'fee', ['Fee', 'Payment', 'Confirmation']],
  ] as const)('%s', (_row, lang, kind, expected) => {
    $product.set(testProduct({ kind }));
    renderHeader(lang);
    expect(labels()).toEqual(expected);
  });

  it.each([
    ['part 1 §4: step 1 is the current step', 'planOrFee', 0, [], false],
    ['part 1 §4: on payment, step 1 is finished and Voltar shows', 'payment', 1, [0], true],
    ['part 1 §4: on confirmation, both steps before are finished', 'paymentConfirmation', 2, [0, 1], false],
  ] as const)('%s', (_row, step: Step, current, finished, back) => {
    $product.set(testProduct());
    $step.set(step);
    renderHeader('pt');
    const items = within(screen.getByRole('navigation', { name: 'Etapas da compra' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual(items.map((_, i) => (i === current ? 'step' : null)));
    expect(items.flatMap((item, i) => (item.textContent?.includes('(concluída)') ? [i] : []))).toEqual(finished);
    expect(screen.queryAllByRole('button', { name: /Voltar/ })).toHaveLength(back ? 1 : 0);
  });

  it('part 1 §4: Voltar, by keyboard, goes back to step 1', async () => {
    $step.set('payment');
    renderHeader('pt');
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Voltar/ }));
    await user.keyboard('{Enter}');
    expect($step.get()).toBe('planOrFee');
    expect(screen.queryByRole('button', { name: /Voltar/ })).toBeNull();
  });
});
