// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCheckoutOptions } from '~/domain/flow-params';
import { enterConfirmation } from '~/stores/checkout/confirmation/enter';
import { $aid, $options, $product, $slug, $user } from '~/stores/checkout/session';
import { resetStores } from '~/stores/reset';
import { testProduct, testUser } from '../../../../tests/setup/account-stores';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { PaymentDone } from './PaymentDone';

describe('step 3 after a payment (part 2 §2 "Confirmation screens", §4.5)', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    resetStores('load');
    resetStores('page');
    vi.useFakeTimers();
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', assign });
    $options.set(readCheckoutOptions(new URLSearchParams()));
    $product.set(testProduct());
    $slug.set('premium-plus-plan');
    $user.set(testUser());
    $aid.set('1');
  });
  afterEach(() => {
    cleanup();
    resetStores('page');
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('pt: a paid card shows the thanks, counts down from 5 s with a link to go now, then leaves for the office', async () => {
    await enterConfirmation({ method: 'creditCard', kind: 'paid', gatewayIdentifier: 'g', artifact: null });
    render(<TestI18n lang="pt"><PaymentDone /></TestI18n>);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pagamento aprovado!' }));
    expect(screen.getByText('Você será redirecionado em 5 segundos.').isConnected).toBe(true);
    expect(screen.getByRole('link', { name: 'Continuar agora' }).getAttribute('href')).toBe('https://office.example.com/?aid=1');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Você será redirecionado em 1 segundo.').isConnected).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Redirecionando…').isConnected).toBe(true);
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://office.example.com/?aid=1');
  });

  it('en: the countdown speaks the page language', async () => {
    await enterConfirmation({ method: 'paypal', kind: 'paid', gatewayIdentifier: null, artifact: null });
    render(<TestI18n lang="en"><PaymentDone /></TestI18n>);
    expect(screen.getByText('You will be redirected in 5 seconds.').isConnected).toBe(true);
    expect(screen.getByRole('link', { name: 'Continue now' }).isConnected).toBe(true);
  });

  it('a pending boleto shows no countdown and never leaves by itself', async () => {
    await enterConfirmation({
      method: 'boleto', kind: 'pending', gatewayIdentifier: 'b',
      artifact: { kind: 'boleto', barCode: '1', barCodeImage: null, qrCode: null, dueDate: null, downloadPdf: null },
    });
    render(<TestI18n lang="pt"><PaymentDone /></TestI18n>);
    expect(screen.getByRole('heading', { name: 'Boleto gerado' }).isConnected).toBe(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByTestId('redirect-countdown')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
