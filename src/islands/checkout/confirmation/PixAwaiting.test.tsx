// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentResult } from '~/stores/checkout/payment-result';
import { $lang } from '~/stores/checkout/session';
import { resetStores } from '~/stores/reset';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { PixAwaiting } from './PixAwaiting';

const MINUTE = 60_000;
const pix = { kind: 'pix', qrCode: '00020126580014br.gov.bcb.pix', qrCodeUrl: 'data:image/svg+xml,%3Csvg%3E' } as const;
// No hash token: nothing is polled, so only the clock moves this pix (the polls are ConfirmationScreen.test.tsx's).
const result: PaymentResult = { method: 'pix', kind: 'pending', gatewayIdentifier: 'p', artifact: pix };

describe('the pix wait warns before it ends (part 2 §4.5, §9: 10 minutes; WCAG 2.2.1)', () => {
  beforeEach(() => {
    resetStores('page');
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    cleanup();
    resetStores('page');
    vi.useRealTimers();
  });

  it.each([
    ['pt', 'Este PIX expira em 1 minuto.', 'Este PIX expira em 9 minutos.'],
    ['en', 'This Pix expires in 1 minute.', 'This Pix expires in 9 minutes.'],
  ] as const)('§4.5 (%s): says once, politely, when one minute is left, and nothing at the minutes before', (lang, warning, nine) => {
    $lang.set(lang);
    render(<TestI18n lang={lang}><PixAwaiting result={result} pix={pix} /></TestI18n>);
    const region = screen.getByTestId('pix-expiry-warning');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe('');
    const changes = new MutationObserver(() => {});
    changes.observe(region, { childList: true, characterData: true, subtree: true });
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(screen.getByTestId('pix-time-left').textContent).toBe(nine);
    act(() => vi.advanceTimersByTime(8 * MINUTE - 1));
    // Nine minutes of steps shown, none announced.
    expect(changes.takeRecords()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe(warning);
    expect(changes.takeRecords()).toHaveLength(1);
    // The minutes shown are no live region of their own.
    expect(screen.getByTestId('pix-time-left').closest('[role="status"], [aria-live="polite"], [aria-live="assertive"]')).toBeNull();
    act(() => vi.advanceTimersByTime(30_000));
    expect(changes.takeRecords()).toEqual([]);
    changes.disconnect();
  });
});
