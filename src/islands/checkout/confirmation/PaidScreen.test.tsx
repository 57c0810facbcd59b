// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCheckoutOptions } from '~/domain/flow-params';
import type { PaymentResult } from '~/stores/checkout/payment-result';
import { $aid, $lang, $options, $product, $slug, $user } from '~/stores/checkout/session';
import { resetStores } from '~/stores/reset';
import { testProduct, testUser } from '../../../../tests/setup/account-stores';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import type { Locale } from '~/i18n/languages';
import { PaidScreen } from './PaidScreen';

const OFFICE = 'https://office.example.com/?aid=1';
const paid: PaymentResult = { method: 'creditCard', kind: 'paid', gatewayIdentifier: 'pay_1', artifact: null };

const TEXTS = {
  pt: {
    announced: 'Você será redirecionado em 5 segundos. Para interromper, escolha “Ficar nesta página”.',
    stay: 'Ficar nesta página',
    stopped: 'O redirecionamento foi interrompido. Continue quando quiser.',
    now: 'Continuar agora',
    seconds: (n: number) => `Você será redirecionado em ${n} segundo${n === 1 ? '' : 's'}.`,
  },
  en: {
    announced: 'You will be redirected in 5 seconds. To stop this, choose “Stay on this page”.',
    stay: 'Stay on this page',
    stopped: 'The redirect is stopped. Continue when you are ready.',
    now: 'Continue now',
    seconds: (n: number) => `You will be redirected in ${n} second${n === 1 ? '' : 's'}.`,
  },
} as const;

/** Everything that changed inside `node` since the last call (text, children). */
function changesIn(node: Node): () => MutationRecord[] {
  const observer = new MutationObserver(() => {});
  observer.observe(node, { childList: true, characterData: true, subtree: true });
  return () => observer.takeRecords();
}

describe.each(['pt', 'en'] as const)('the redirect countdown after a payment (part 2 §2 "Confirmation screens", §9; WCAG 2.2.1) (%s)', (lang: Locale & keyof typeof TEXTS) => {
  const texts = TEXTS[lang];
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    resetStores('load');
    resetStores('page');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', assign });
    $options.set(readCheckoutOptions(new URLSearchParams()));
    $product.set(testProduct());
    $slug.set('premium-plus-plan');
    $user.set(testUser());
    $aid.set('1');
    $lang.set(lang);
  });
  afterEach(() => {
    cleanup();
    resetStores('page');
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('part 2 §2: the live region says the 5-second wait once; the seconds shown each second are not announced', () => {
    render(<TestI18n lang={lang}><PaidScreen result={paid} /></TestI18n>);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe(texts.announced);
    const regionChanges = changesIn(region);
    const visible = screen.getByTestId('redirect-countdown').querySelector('span');
    for (const left of [4, 3, 2, 1]) {
      act(() => vi.advanceTimersByTime(1000));
      expect(visible?.textContent).toBe(texts.seconds(left));
    }
    // The per-second text sits in no live region; the live one was not touched while the seconds went by.
    expect(visible?.closest('[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]')).toBeNull();
    expect(regionChanges()).toEqual([]);
    expect(region.textContent).toBe(texts.announced);
  });

  it('part 2 §2, §9: "Stay on this page" (by keyboard) stops it; the focus goes to "Continue now", which still leads on; nothing redirects', () => {
    render(<TestI18n lang={lang}><PaidScreen result={paid} /></TestI18n>);
    act(() => vi.advanceTimersByTime(2000));
    const stay = screen.getByRole('button', { name: texts.stay });
    stay.focus();
    // A button's Enter is its click (the browser journey presses the real key).
    act(() => fireEvent.click(stay));
    const now = screen.getByRole('link', { name: texts.now });
    expect(document.activeElement).toBe(now);
    expect(now.getAttribute('href')).toBe(OFFICE);
    expect(screen.queryByRole('button', { name: texts.stay })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(texts.stopped);
    expect(screen.getByTestId('redirect-countdown').querySelector('span')?.textContent).toBe(texts.stopped);
    act(() => vi.advanceTimersByTime(60_000));
    expect(assign).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(now);
  });

  it('part 2 §9: without the button pressed, the 5 seconds stay the default and it redirects', () => {
    render(<TestI18n lang={lang}><PaidScreen result={paid} /></TestI18n>);
    act(() => vi.advanceTimersByTime(4999));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: texts.stay }).isConnected).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledExactlyOnceWith(OFFICE);
    // Leaving: there is nothing left to stop.
    expect(screen.queryByRole('button', { name: texts.stay })).toBeNull();
  });
});
