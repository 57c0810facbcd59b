// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { pixNotificationPath } from '~/api/payment/payment-endpoints';
import { readCheckoutOptions } from '~/domain/flow-params';
import { sandboxServer } from '~/sandbox/node';
import { $paymentResult, type PaymentResult } from '~/stores/checkout/payment-result';
import { $aid, $lang, $options, $product, $slug, $user } from '~/stores/checkout/session';
import { $newPixAsked, $step } from '~/stores/checkout/steps';
import { $selection } from '~/stores/checkout/choice/selection';
import { resumeNewPix } from '~/stores/checkout/attempt/pay-entry';
import { $paymentStatus } from '~/stores/checkout/attempt/status';
import { resetStores } from '~/stores/reset';
import { testProduct, testUser } from '../../../../tests/setup/account-stores';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import type { Locale } from '~/i18n/languages';
import { PaymentDone } from '../payment/PaymentDone';
import { DOCUMENT_SCREENS } from './ConfirmationScreen';

const OFFICE = 'https://office.example.com/?aid=1';
const pix = (hashToken = 'pix_unit_1'): PaymentResult => ({
  method: 'pix', kind: 'pending', gatewayIdentifier: 'p', hashToken,
  artifact: { kind: 'pix', qrCode: '00020126580014br.gov.bcb.pix', qrCodeUrl: 'data:image/svg+xml,%3Csvg%3E' },
});

describe('step 3 screens (part 2 §2 "Confirmation screens", §4.5)', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    resetStores('load');
    resetStores('page');
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', assign });
    $options.set(readCheckoutOptions(new URLSearchParams()));
    $product.set(testProduct());
    $slug.set('premium-plus-plan');
    $user.set(testUser());
    $aid.set('1');
    $lang.set('pt');
  });
  afterEach(() => {
    cleanup();
    resetStores('page');
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('§2 "Confirmation screens": boleto, cash, the MXN transfer and Nequi show their document, pix its wait; the COP transfer counts down', () => {
    expect(Object.keys(DOCUMENT_SCREENS).sort()).toEqual(['bankTransferMxn', 'boleto', 'cash', 'nequi', 'pix']);
  });

  it('§2: the boleto shows its typed line, image, due date and PDF; copy by keyboard announces "Codigo de barra copiado com sucesso"', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    $paymentResult.set({
      method: 'boleto', kind: 'pending', gatewayIdentifier: 'b',
      artifact: { kind: 'boleto', barCode: '34191.79001', barCodeImage: 'data:image/svg+xml,%3Csvg%3E', qrCode: null, dueDate: '2026-11-29', downloadPdf: 'https://office.example.com/doc/b.pdf' },
    });
    render(<TestI18n lang="pt"><PaymentDone /></TestI18n>);
    expect(screen.getByRole('textbox', { name: 'Linha digitável' })).toHaveProperty('value', '34191.79001');
    expect(screen.getByRole('img', { name: 'Código de barras do boleto' }).isConnected).toBe(true);
    expect(screen.getByTestId('due-date').textContent).toBe('Vencimento: 29 de novembro de 2026');
    expect(screen.getByRole('link', { name: 'Visualizar boleto (PDF)' }).getAttribute('href')).toBe('https://office.example.com/doc/b.pdf');
    const copy = screen.getByRole('button', { name: 'Copiar código' });
    copy.focus();
    // A button's Enter is its click (the browser suite presses the real key).
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith('34191.79001');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Codigo de barra copiado com sucesso');
  });

  it('a clipboard that refuses gives the failure message', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    $paymentResult.set(pix());
    render(<TestI18n lang="pt"><PaymentDone /></TestI18n>);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copiar código PIX' })));
    expect(screen.getByTestId('copy-feedback').textContent).toBe('Não foi possível copiar. Selecione o código e copie manualmente.');
  });

  it('§4.5: a view link outside the bank allow-list is not offered; back-to-start leaves after 1.5 s', () => {
    $paymentResult.set({ method: 'cash', kind: 'pending', gatewayIdentifier: 'c', artifact: { kind: 'cash', barCode: '9999', dueDate: null, downloadPdf: 'https://evil.example.net/x.pdf' } });
    render(<TestI18n lang="es"><PaymentDone /></TestI18n>);
    expect(screen.queryByTestId('view-document')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Volver al inicio' }));
    act(() => vi.advanceTimersByTime(1499));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledExactlyOnceWith(OFFICE);
  });

  it('§3: the MXN transfer shows the CLABE and the SPEI reference; Nequi offers its access page', () => {
    $paymentResult.set({ method: 'bankTransfer', kind: 'pending', gatewayIdentifier: 't', artifact: { kind: 'bankTransferMxn', barCode: '646180000000000001', dueDate: null, downloadPdf: null, speiReference: 'SPEI0001' } });
    const { unmount } = render(<TestI18n lang="en"><PaymentDone /></TestI18n>);
    expect(screen.getByRole('textbox', { name: 'CLABE' })).toHaveProperty('value', '646180000000000001');
    expect(screen.getByTestId('spei-reference').textContent).toBe('SPEI reference: SPEI0001');
    unmount();
    resetStores('page');
    $paymentResult.set({ method: 'nequi', kind: 'pending', gatewayIdentifier: 'n', artifact: { kind: 'nequi', urlAccess: 'https://office.example.com/nequi/1' } });
    render(<TestI18n lang="en"><PaymentDone /></TestI18n>);
    expect(screen.getByRole('link', { name: 'Open Nequi' }).getAttribute('href')).toBe('https://office.example.com/nequi/1');
    act(() => vi.advanceTimersByTime(10_000));
    expect(assign).not.toHaveBeenCalled();
  });

  it('§4.5: pix shows "Aguardando pagamento", the QR and 10 minutes; paid after the polls, then the 5 s countdown', async () => {
    // The sandbox's pix answer (docs/sandbox.md): "not yet" twice, then paid; counted here, on this page's origin.
    let polls = 0;
    sandboxServer.use(
      http.get(apiUrl('gateway', pixNotificationPath('pix_unit_paid')), () => {
        polls += 1;
        return HttpResponse.json(polls > 2 ? { status: true, message: 'notification_exists' } : { status: false, message: 'notification_not_found' });
      }),
    );
    $paymentResult.set(pix('pix_unit_paid'));
    render(<TestI18n lang="pt"><PaymentDone /></TestI18n>);
    expect(screen.getByRole('heading', { name: 'Aguardando pagamento' }).isConnected).toBe(true);
    expect(screen.getByRole('img', { name: 'QR code do PIX' }).isConnected).toBe(true);
    expect(screen.getByTestId('pix-time-left').textContent).toBe('Este PIX expira em 10 minutos.');
    for (let poll = 0; poll < 2; poll += 1) await act(() => vi.advanceTimersByTimeAsync(5000));
    await vi.waitFor(() => expect(polls).toBe(2));
    expect(screen.getByRole('heading', { name: 'Aguardando pagamento' }).isConnected).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Pagamento do PIX recebido!' }).isConnected).toBe(true));
    expect(screen.getByText('Você será redirecionado em 5 segundos.').isConnected).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(assign).toHaveBeenCalledExactlyOnceWith(OFFICE);
  });

  it('§4.5: the pix wait reaches zero and stops; generate-new goes back to step 2 with pix chosen', async () => {
    sandboxServer.use(http.get(apiUrl('gateway', pixNotificationPath('pix_unit_never')), () => HttpResponse.json({ status: false, message: 'no' })));
    $step.set('paymentConfirmation');
    $paymentResult.set(pix('pix_unit_never'));
    render(<TestI18n lang="pt"><PaymentDone /></TestI18n>);
    await act(() => vi.advanceTimersByTimeAsync(9 * 60_000));
    expect(screen.getByTestId('pix-time-left').textContent).toBe('Este PIX expira em 1 minuto.');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('heading', { name: 'Este PIX expirou' }).isConnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Gerar novo PIX' }));
    expect($step.get()).toBe('payment');
    expect($paymentResult.get()).toBeNull();
    // The step, once open, goes back to editing with pix chosen before its first paint (PaymentStepView's layout
    // effect; views/PaymentStep.test.tsx renders it).
    expect($newPixAsked.get()).toBe(true);
    resumeNewPix();
    expect([$selection.get().method, $paymentStatus.get().state, $newPixAsked.get()]).toEqual(['pix', 'editing', false]);
  });

  it.each<[Locale, string, string]>([
    ['pt', 'Visita de teste: nenhum pagamento foi feito', 'Pagamento aprovado!'],
    ['en', 'Test visit: no payment was made', 'Payment approved!'],
    ['de', 'Testbesuch: Es wurde keine Zahlung geleistet', 'Zahlung bestätigt!'],
  ])('§2 skipStepConfirmation=testUrl (%s): step 3 without a payment says it is a test visit, thanks for no payment, and starts no countdown', (lang, title, paidTitle) => {
    $paymentResult.set(null);
    $lang.set(lang);
    render(<TestI18n lang={lang}><PaymentDone /></TestI18n>);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: paidTitle })).toBeNull();
    expect(screen.queryByText('Obrigado! Recebemos o seu pagamento.')).toBeNull();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByTestId('redirect-countdown')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
