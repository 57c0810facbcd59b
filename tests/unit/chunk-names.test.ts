import { describe, expect, it } from 'vitest';
import { entryLabel, startLoaders } from '../../integrations/chunk-names';

// Decision 009: a start chunk is named for the entries that load it, so a built file says who loads it at start.
describe('chunk names', () => {
  it.each([
    ['/work/src/islands/checkout/Checkout.tsx', 'Checkout'],
    ['/work/node_modules/@astrojs/react/dist/client.js', 'client'],
    ['/work/src/components/SiteHeader.astro?astro&type=script&index=0&lang.ts', 'SiteHeader'],
    ['C:\\work\\src\\islands\\plans\\PlansOffer.tsx', 'PlansOffer'],
  ])('labels the entry %s as %s', (id, label) => {
    expect(entryLabel(id)).toBe(label);
  });

  it.each([
    ['Checkout_lazy-PlansOffer.CONvKbtC.js', ['Checkout']],
    ['_astro/Checkout_PlansOffer_client.C1eXT9gT.js', ['Checkout', 'PlansOffer', 'client']],
    ['vat-formats.D9QbjAEZ.js', ['vat-formats']],
  ])('reads who loads %s at start from its name', (file, loaders) => {
    expect(startLoaders(file)).toEqual(loaders);
  });
});
