// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '~/i18n/languages';
import { $invoiceOwner } from '~/stores/checkout/session';
import { seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { TestI18n } from '../../../../tests/setup/test-i18n';
import { CheckoutAside, preloadAsideBlocks } from './CheckoutAside';
import { InvoiceOwner } from './InvoiceOwner';

function renderOwner(lang: Locale, owner: { id: string; name: string } | null) {
  $invoiceOwner.set(owner);
  return render(<TestI18n lang={lang}><InvoiceOwner /></TestI18n>);
}

afterEach(() => {
  cleanup();
  $invoiceOwner.set(null);
});

describe('<InvoiceOwner /> (part 1 §6 anyone-can-pay: "the owner\'s name is shown")', () => {
  it.each([
    ['pt', 'Você está pagando a Invoice de John Miller'],
    ['en', 'You are paying the invoice of John Miller'],
    ['es', 'Está pagando la factura de John Miller'],
    ['it', 'Sta pagando la fattura di John Miller'],
    ['fr', 'Vous payez la facture de John Miller'],
    ['de', 'Sie bezahlen die Rechnung von John Miller'],
  ] as const)('part 1 §6 anyone-can-pay: names the owner in %s', (lang, text) => {
    renderOwner(lang, { id: '1002', name: 'John Miller' });
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('part 1 §6 anyone-can-pay: no owner, no line', () => {
    const { container } = renderOwner('pt', null);
    expect(container.textContent).toBe('');
  });

  it('part 1 §6 anyone-can-pay: the name is text, never HTML', () => {
    const { container } = renderOwner('en', { id: '1002', name: '<img src=x onerror=alert(1)> & <b>Bob</b>' });
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toBe('You are paying the invoice of <img src=x onerror=alert(1)> & <b>Bob</b>');
  });

  describe('in the left column', () => {
    beforeAll(() => preloadAsideBlocks());
    it('part 1 §6 anyone-can-pay: the aside shows the line before the order summary', () => {
      seedCheckout({ lang: 'pt' });
      $invoiceOwner.set({ id: '1002', name: 'John Miller' });
      render(<TestI18n lang="pt"><CheckoutAside /></TestI18n>);
      const line = screen.getByText('Você está pagando a Invoice de John Miller');
      const cart = screen.getByRole('region', { name: 'Resumo do pedido' });
      expect(line.compareDocumentPosition(cart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });
});
