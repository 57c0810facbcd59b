// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '~/stores/checkout/attempt/dispatch';
import { $paymentStatus } from '~/stores/checkout/attempt/status';
import { $methods } from '~/stores/checkout/choice/methods';
import { $newPixAsked } from '~/stores/checkout/steps';
import { $lang } from '~/stores/checkout/session';
import { PRODUCTS, seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { I18nProvider } from '../i18n';
import { useCheckoutI18n } from '../use-checkout-i18n';
import { PaymentStep } from './PaymentStep';

// The payment namespace's file fails as many times as asked (offline, a deploy that removed it).
const paymentFailures = vi.hoisted(() => ({ left: 0 }));
vi.mock('~/i18n/checkout-resources', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/i18n/checkout-resources')>();
  const { localeFileFromDisk } = await import('../../../../tests/setup/locale-files');
  return {
    ...actual,
    loadNamespace: (locale: Parameters<typeof actual.loadNamespace>[0], ns: Parameters<typeof actual.loadNamespace>[1]) => {
      if (ns === 'payment' && paymentFailures.left > 0) {
        paymentFailures.left -= 1;
        return Promise.reject(new Error('payment chunk failed'));
      }
      return actual.loadNamespace(locale, ns, localeFileFromDisk);
    },
  };
});

/** The island as Checkout.tsx builds it: the island's translator (start namespaces only) above the step. */
function Island() {
  const i18n = useCheckoutI18n();
  return i18n ? (
    <I18nProvider i18n={i18n}>
      <PaymentStep />
    </I18nProvider>
  ) : (
    <p>texts loading</p>
  );
}

/** Every text the page showed, render after render, to prove no key ever showed (not only at the end). */
function recordTexts(container: HTMLElement) {
  const seen = new Set<string>([container.textContent ?? '']);
  const observer = new MutationObserver(() => seen.add(container.textContent ?? ''));
  observer.observe(container, { subtree: true, childList: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

// A key of the payment namespace, shown raw by the translator as its path ('panel.title', 'method.creditCard').
const RAW_KEY = /\b(method|panel|button|confirmation|errors|status|card|done)\.[a-zA-Z_]+/;

afterEach(() => cleanup());
afterAll(() => $lang.set('en'));

// The block and the island's texts are module state, as in the browser: these run in order, as one visit.
describe('<PaymentStep /> loads its code and the payment namespace together (DESIGN.md performance budgets)', () => {
  it('DESIGN.md performance budgets: a failed load of the step\'s code or texts shows the no-connection message and a retry that loads both', async () => {
    seedCheckout({ lang: 'pt' });
    paymentFailures.left = 1;
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the error the boundary caught
    const { container } = render(<Island />);
    const texts = recordTexts(container);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Sem conexão. Verifique sua internet e tente novamente.');
    expect(document.activeElement).toBe(alert);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByRole('heading', { name: 'Forma de pagamento segura' })).toBeTruthy();
    texts.stop();
    expect([...texts.seen].filter((text) => RAW_KEY.test(text))).toEqual([]);
  });

  it('part 2 §4.2: the step shows its translated texts, never keys, in pt', async () => {
    seedCheckout({ lang: 'pt' });
    expect($methods.get()).toEqual(expect.arrayContaining(['creditCard', 'paypal']));
    render(<Island />);
    const region = await screen.findByRole('region', { name: 'Forma de pagamento segura' });
    // Part 2 §2: the header's badges, then one option per method.
    expect(within(region).getByText('100% Seguro')).toBeTruthy();
    expect(within(region).getByText('SSL Certificado')).toBeTruthy();
    // The options show once the wallet's check has answered (decision 044): on a busy machine, after the title.
    const items = (await within(region).findAllByRole('radio', {}, { timeout: 5000 })).map((radio) => radio.closest('label')?.textContent);
    expect(within(region).getByRole('group', { name: 'Como você quer pagar?' }).contains(within(region).getAllByRole('radio')[0]!)).toBe(true);
    expect(items).toHaveLength($methods.get().length);
    expect(items).toEqual(expect.arrayContaining(['Cartão de crédito', 'PayPal']));
    expect(region.textContent).not.toMatch(RAW_KEY);
    // DESIGN.md "Tests" (keyboard): Continuar is gone once the step opens; the focus lands on the step's title.
    expect(document.activeElement).toBe(within(region).getByRole('heading', { name: 'Forma de pagamento segura' }));
  });

  it('part 2 §4.5: reopened by step 3\'s "generate a new pix", the step shows pix chosen and its button ready from its first paint', async () => {
    seedCheckout({ lang: 'pt', product: { ...PRODUCTS.premiumPlus(), currency: 'BRL' } });
    expect($methods.get()).toContain('pix');
    // As after a pix: its attempt answered with the document (paid), then step 3's button asked for a new one.
    dispatch({ type: 'press' });
    dispatch({ type: 'answered', answer: { state: 'paid', gatewayIdentifier: 'pix_1', document: true } });
    $newPixAsked.set(true);
    const checked: (string | undefined)[] = [];
    const observer = new MutationObserver(() => checked.push(document.querySelector<HTMLInputElement>('input[name="payment-method"]:checked')?.value));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    render(<Island />);
    const region = await screen.findByRole('region', { name: 'Forma de pagamento segura' });
    expect(await within(region).findByRole('radio', { name: 'Pix' }, { timeout: 5000 })).toHaveProperty('checked', true);
    observer.disconnect();
    expect([...new Set(checked.filter((value) => value !== undefined))]).toEqual(['pix']);
    expect([$paymentStatus.get().state, $newPixAsked.get()]).toEqual(['editing', false]);
  });

  it('part 1 §1: a language switch while the step is open reloads its texts, and no key shows meanwhile', async () => {
    seedCheckout({ lang: 'pt' });
    const { container } = render(<Island />);
    await screen.findByRole('heading', { name: 'Forma de pagamento segura' });
    const texts = recordTexts(container);

    act(() => $lang.set('de'));
    const region = await screen.findByRole('region', { name: 'Sichere Zahlungsart' });
    expect((await within(region).findAllByRole('radio', {}, { timeout: 5000 })).map((radio) => radio.closest('label')?.textContent)).toEqual(expect.arrayContaining(['Kreditkarte', 'PayPal']));
    texts.stop();
    expect([...texts.seen].filter((text) => RAW_KEY.test(text))).toEqual([]);
  });
});
