import { describe, expect, it } from 'vitest';
import { paypalInvoicePayUrl } from './paypal-invoice-pay';

const base = { officeUrl: 'https://office.example.com', siteUrl: 'https://checkout.example.com', invoiceId: 50001, slug: 'premium-plus-plan', lang: 'es' };

describe('paypalInvoicePayUrl (part 2 §4.4: the office invoice-pay page with a forced return URL)', () => {
  it('carries the invoice id and a return to the same checkout with the country-price values', () => {
    const url = new URL(paypalInvoicePayUrl({ ...base, priceCountry: 'mx', yearly: true }));
    expect(url.origin + url.pathname).toBe('https://office.example.com/invoice-pay/50001');
    const back = new URL(url.searchParams.get('force_return_url')!);
    expect(back.origin + back.pathname).toBe('https://checkout.example.com/payment/premium-plus-plan');
    expect(Object.fromEntries(back.searchParams)).toEqual({ country: 'mx', period: 'y', lang: 'es' });
  });

  it('has no country or period when the purchase has none', () => {
    const back = new URL(new URL(paypalInvoicePayUrl({ ...base, priceCountry: null, yearly: false })).searchParams.get('force_return_url')!);
    expect(Object.fromEntries(back.searchParams)).toEqual({ lang: 'es' });
  });
});
