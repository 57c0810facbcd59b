// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLogin } from '~/stores/checkout/account/switch';
import { seedAccountStep, testProduct } from '~/../tests/setup/account-stores';
import { $product } from '~/stores/checkout/session';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { StepOne } from './StepOne';

// No preload here: every screen loads when first shown, as in the browser (DESIGN.md performance budgets). The order matters:
// each test is the first to show the screens it checks.
describe('step 1 screens on demand (DESIGN.md performance budgets)', () => {
  beforeEach(() => {
    seedAccountStep();
    $product.set(testProduct());
  });
  afterEach(() => cleanup());

  it('part 1 §8: Novo cadastro loads first; a hand-over (email_already_exists) opens the login, still loading, with the e-mail filled', async () => {
    const { container } = render(<TestI18n lang="pt"><StepOne /></TestI18n>);
    expect(container.querySelector('.account-screen-loading[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Novo cadastro' })).toBeTruthy();
    act(() => openLogin('ana@sandbox.test'));
    expect(container.querySelector('.account-screen-loading')).toBeTruthy();
    const title = await screen.findByRole('heading', { name: 'Efetuar login' });
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@sandbox.test');
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('part 1 §7: recovery loads when asked for, with the e-mail typed in the login, and its title takes the focus', async () => {
    act(() => openLogin('ana@sandbox.test'));
    render(<TestI18n lang="en"><StepOne /></TestI18n>);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'I forgot my password' }));
    expect(document.querySelector('.account-screen-loading')).toBeTruthy();
    const title = await screen.findByRole('heading', { name: 'Recover your password' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@sandbox.test');
  });
});
