// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutFlow } from '~/domain/flows';
import type { Locale } from '~/i18n/languages';
import { seedAccountStep, testProduct, testUser } from '~/../tests/setup/account-stores';
import { $flow, $product, $user } from '~/stores/checkout/session';
import { $step, addStepGuard } from '~/stores/checkout/steps';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { StepOne, preloadVisitorForms } from './StepOne';

function renderStep(lang: Locale = 'pt') {
  return render(
    <TestI18n lang={lang}>
      <StepOne />
    </TestI18n>,
  );
}

describe('step 1 logged in (part 1 §2, §6)', () => {
  // The component loads these as a separate chunk; load it ahead so renders are synchronous.
  beforeAll(() => preloadVisitorForms());
  let removeGuard: (() => void) | null = null;
  beforeEach(() => {
    seedAccountStep();
    $product.set(testProduct());
  });
  afterEach(() => {
    cleanup();
    removeGuard?.();
    removeGuard = null;
  });

  it.each([
    ['part 1 §2: the account card shows name, e-mail and Continuar (pt)', 'pt', 'Sua conta', 'Continuar'],
    ['part 1 §2: the account card shows name, e-mail and Continuar (en)', 'en', 'Your account', 'Continue'],
  ] as const)('%s', (_row, lang, title, button) => {
    $user.set(testUser());
    renderStep(lang);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText('Ana Souza')).toBeTruthy();
    expect(screen.getByText('ana@sandbox.test')).toBeTruthy();
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
  });

  it.each([
    ['part 1 §2: the avatar shows when the account has one', 'https://cdn.sandbox.test/ana.png', 1, null],
    ['part 1 §2: initials stand in for a missing avatar', null, 0, 'AS'],
  ])('%s', (_row, avatar, images, initials) => {
    $user.set(testUser({ avatar }));
    const { container } = renderStep();
    expect(container.querySelectorAll('img')).toHaveLength(images);
    expect(container.querySelector('.account-identity__avatar--initials')?.textContent ?? null).toBe(initials);
  });

  it('part 1 §4: Continuar, by keyboard, moves to the payment step', async () => {
    $user.set(testUser());
    renderStep();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continuar' }));
    await user.keyboard('{Enter}');
    expect($step.get()).toBe('payment');
  });

  it('part 1 §4: a guard holding Continuar shows its message in an alert', async () => {
    removeGuard = addStepGuard(() => 'errors:vat.choice_required');
    $user.set(testUser());
    renderStep();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Para prosseguir para a etapa de pagamento, é preciso escolher a taxa de VAT do seu país, ou adicionar um número de VAT válido.',
    );
    expect($step.get()).toBe('planOrFee');
  });

  it.each([
    ['part 1 §1: a team account buying a plan is blocked (pt)', 'pt', { kind: 'plan' }, 'Não é possivel efetuar compra com conta time!'],
    ['part 1 §1: a team account buying a fee is blocked (en)', 'en', { kind: 'fee' }, "Purchases can't be made with a team account."],
  ] as const)('%s, with no Continuar', (_row, lang, flow, message) => {
    $user.set(testUser({ is_team_account: true }));
    $flow.set(flow as CheckoutFlow);
    renderStep(lang);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('part 1 §1: a team account buying storage may continue', () => {
    $user.set(testUser({ is_team_account: true }));
    $flow.set({ kind: 'storage', quantity: 2 });
    renderStep();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('part 1 §2: a visitor sees Novo cadastro first and can switch to Efetuar login', async () => {
    renderStep();
    expect(screen.getByRole('heading', { name: 'Novo cadastro' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Efetuar login' }));
    expect(screen.getByRole('heading', { name: 'Efetuar login' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Efetuar login' }));
  });
});
