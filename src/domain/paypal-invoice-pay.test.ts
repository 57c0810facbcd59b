import { describe, expect, it } from 'vitest';
import { paypalInvoicePayUrl } from './paypal-invoice-pay';

const base = { officeUrl: 'https://office.example.com', returnUrl: 'https://checkout.example.com/payment/premium-plus-plan?period=y&tp_slug=x', invoiceId: 50001, lang: 'es' };

describe('paypalInvoicePayUrl (part 2 §4.4: the office invoice-pay page with a forced return URL)', () => {
  it('carries the invoice id and a return to the same checkout, its purchase’s query kept, with the country-price values', () => {
    const url = new URL(paypalInvoicePayUrl({ ...base, priceCountry: 'mx' }));
    expect(url.origin + url.pathname).toBe('https://office.example.com/invoice-pay/50001');
    const back = new URL(url.searchParams.get('force_return_url')!);
    expect(back.origin + back.pathname).toBe('https://checkout.example.com/payment/premium-plus-plan');
    expect([...back.searchParams]).toEqual([['period', 'y'], ['tp_slug', 'x'], ['country', 'mx'], ['lang', 'es']]);
  });

  it('has no country when the purchase has none; the country and language in force replace the link’s', () => {
    const url = paypalInvoicePayUrl({ ...base, returnUrl: 'https://checkout.example.com/payment/premium-plus-plan?lang=pt&country=ar', priceCountry: null });
    const back = new URL(new URL(url).searchParams.get('force_return_url')!);
    expect(Object.fromEntries(back.searchParams)).toEqual({ country: 'ar', lang: 'es' });
    const priced = new URL(new URL(paypalInvoicePayUrl({ ...base, returnUrl: 'https://checkout.example.com/payment/p?country=ar', priceCountry: 'mx' })).searchParams.get('force_return_url')!);
    expect(priced.searchParams.getAll('country')).toEqual(['mx']);
  });
});
