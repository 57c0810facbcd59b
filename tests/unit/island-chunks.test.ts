import { describe, expect, it } from 'vitest';
import { infoOf, type Graph } from '../setup/module-graph';
import { chunkGroupOf } from '../../integrations/island-chunks';

// Decision 009: modules an island loads at start share a chunk with the modules of the same reach.
const graph: Graph = {
  '/src/islands/checkout/Checkout.tsx': { entry: true, imports: ['/src/stores/start.ts', '/src/domain/money.ts'], lazy: ['/src/vat/VatWidget.tsx'] },
  '/src/islands/plans/PlansOffer.tsx': { entry: true, imports: ['/src/domain/money.ts'], lazy: ['/src/stores/plans/coupon-check.ts'] },
  '/node_modules/@astrojs/react/dist/client.js': { entry: true, imports: ['/node_modules/react/index.js'] },
  '/src/components/SiteHeader.astro?astro&type=script&index=0&lang.ts': { entry: true, imports: ['/src/i18n/languages.ts'] },
  '/src/stores/start.ts': { imports: ['/src/stores/login-status.ts', '/src/stores/cycle-a.ts', '/src/i18n/languages.ts'] },
  '/src/stores/cycle-a.ts': { imports: ['/src/stores/cycle-b.ts'] },
  '/src/stores/cycle-b.ts': { imports: ['/src/stores/cycle-a.ts'] },
  '/src/stores/login-status.ts': {},
  '/src/domain/money.ts': { imports: ['/node_modules/react/index.js'] },
  '/node_modules/react/index.js': {},
  '/src/i18n/languages.ts': {},
  '/src/vat/VatWidget.tsx': { imports: ['/src/domain/vat-formats.ts', '/src/domain/money.ts'] },
  '/src/domain/vat-formats.ts': {},
  '/src/stores/plans/coupon-check.ts': { imports: ['/src/stores/login-status.ts'] },
};

describe('island chunk groups (decision 009)', () => {
  it.each([
    ['a module only the checkout loads at start', '/src/stores/start.ts', 'Checkout'],
    ['modules in an import cycle under the checkout', '/src/stores/cycle-b.ts', 'Checkout'],
    ['a module both islands load at start', '/src/domain/money.ts', 'Checkout_PlansOffer'],
    ['a module the checkout loads at start and the plans island only on demand', '/src/stores/login-status.ts', 'Checkout_lazy-PlansOffer'],
    ['decision 026: a module the renderer and both islands load at start goes with the renderer', '/node_modules/react/index.js', 'client'],
    ['a module of an island and a page script', '/src/i18n/languages.ts', 'Checkout_SiteHeader'],
    ['the entry itself', '/src/islands/checkout/Checkout.tsx', 'Checkout'],
  ])('%s -> %s', (_case, id, group) => {
    expect(chunkGroupOf(id, infoOf(graph))).toBe(group);
  });

  it('an internal page\'s island (/pAdmn) does not split the buyers\' groups; what only it loads keeps the default chunking', () => {
    const withLookup: Graph = {
      ...graph,
      '/src/islands/admin/PaymentLookup.tsx': { entry: true, imports: ['/src/domain/money.ts', '/src/stores/admin/lookup.ts'] },
      '/src/stores/admin/lookup.ts': {},
    };
    expect(chunkGroupOf('/src/domain/money.ts', infoOf(withLookup))).toBe('Checkout_PlansOffer');
    expect(chunkGroupOf('/src/stores/admin/lookup.ts', infoOf(withLookup))).toBeNull();
  });

  it('decision 026: a module the renderer shares with a page script (a page without React) keeps its own group', () => {
    const withScript: Graph = {
      ...graph,
      '/src/components/SiteHeader.astro?astro&type=script&index=0&lang.ts': { entry: true, imports: ['/src/i18n/languages.ts', '/node_modules/shared/dom.js'] },
      '/node_modules/@astrojs/react/dist/client.js': { entry: true, imports: ['/node_modules/react/index.js', '/node_modules/shared/dom.js'] },
      '/node_modules/shared/dom.js': {},
    };
    expect(chunkGroupOf('/node_modules/shared/dom.js', infoOf(withScript))).toBe('SiteHeader_client');
    expect(chunkGroupOf('/node_modules/react/index.js', infoOf(withScript))).toBe('client');
  });

  it('decision 026: a module only an island reaches, lazily, next to the renderer goes with the renderer too', () => {
    const lazyShared: Graph = {
      ...graph,
      '/node_modules/@astrojs/react/dist/client.js': { entry: true, imports: ['/node_modules/react/index.js', '/node_modules/react/jsx.js'] },
      '/src/stores/plans/coupon-check.ts': { imports: ['/src/stores/login-status.ts', '/node_modules/react/jsx.js'] },
      '/node_modules/react/jsx.js': {},
    };
    expect(chunkGroupOf('/node_modules/react/jsx.js', infoOf(lazyShared))).toBe('client');
  });

  it.each([
    ['a module reached only through dynamic imports keeps the default chunking', '/src/domain/vat-formats.ts'],
    ['a lazy entry point keeps the default chunking', '/src/vat/VatWidget.tsx'],
    ['a module the bundler does not know', '/src/unknown.ts'],
  ])('%s', (_case, id) => {
    expect(chunkGroupOf(id, infoOf(graph))).toBeNull();
  });
});
