import { describe, expect, it } from 'vitest';
import { infoOf, type Graph } from '../setup/module-graph';
import { dominates, lazyRootsOf, lazySharedGroupOf } from '../../integrations/lazy-shared-chunks';

// Decision 026: modules a lazy part always loads, shared only with parts loaded after it, come in one chunk.

// The checkout loads the step on demand; the step's rules load the pay module and two adapters on demand; the
// address block is loaded by the step and by the pay module; the VAT widget and the step share the formats; two
// parts load each other and the start loads both. Step 3 (Done) can open without the step: it shares the machine
// with the step and with pay.
const graph: Graph = {
  '/src/Checkout.tsx': { entry: true, imports: ['/src/start.ts'], lazy: ['/src/Step.tsx', '/src/VatWidget.tsx', '/src/Cycle.tsx', '/src/CycleB.tsx', '/src/Done.tsx'] },
  '/src/Done.tsx': { imports: ['/src/machine.ts'] },
  '/src/machine.ts': {},
  '/src/start.ts': {},
  '/src/Step.tsx': { imports: ['/src/rules.ts', '/src/start.ts', '/src/formats.ts', '/src/machine.ts'], lazy: ['/src/Address.tsx'] },
  '/src/rules.ts': { imports: ['/src/status.ts'], lazy: ['/src/pay.ts', '/src/AdapterS.tsx', '/src/AdapterA.tsx'] },
  '/src/status.ts': {},
  '/src/pay.ts': { imports: ['/src/status.ts', '/src/body.ts', '/src/machine.ts'], lazy: ['/src/Address.tsx'] },
  '/src/body.ts': {},
  '/src/Address.tsx': { imports: ['/src/status.ts'] },
  '/src/AdapterS.tsx': { imports: ['/src/provider.ts', '/src/sdk-loader.ts'] },
  '/src/AdapterA.tsx': { imports: ['/src/provider.ts', '/src/sdk-loader.ts'] },
  '/src/provider.ts': {},
  '/src/sdk-loader.ts': {},
  '/src/VatWidget.tsx': { imports: ['/src/formats.ts'] },
  '/src/formats.ts': {},
  '/src/Cycle.tsx': { lazy: ['/src/CycleB.tsx'], imports: ['/src/cycle-shared.ts'] },
  '/src/CycleB.tsx': { lazy: ['/src/Cycle.tsx'], imports: ['/src/cycle-shared.ts'] },
  '/src/cycle-shared.ts': {},
};
const info = infoOf(graph);

describe('lazy shared chunks (decision 026)', () => {
  it.each([
    ['a module the step and its later parts (pay, address block) import', '/src/status.ts', 'lazy-Step'],
    ['a module the step imports through its rules only: the step has a shared chunk, its own code goes there', '/src/rules.ts', 'lazy-Step'],
    ['the step itself (the bundler leaves it a facade chunk)', '/src/Step.tsx', 'lazy-Step'],
    ['a module only pay imports: pay has no shared chunk, it keeps its one file', '/src/body.ts', null],
    ['a part without a shared chunk', '/src/VatWidget.tsx', null],
    ['a module two adapters share, neither loaded before the other', '/src/provider.ts', null],
    ['a module the step and the VAT widget share (either can come first)', '/src/formats.ts', null],
    ['a module step 3 and the step load first (either can come first), pay later', '/src/machine.ts', null],
    ['a lazy entry itself, even when dominated (it has no shared chunk)', '/src/pay.ts', null],
    ['a module of the start', '/src/start.ts', null],
    ['a module of two parts that load each other and that the start loads too', '/src/cycle-shared.ts', null],
    ['a module the bundler does not know', '/src/unknown.ts', null],
  ])('%s -> %s', (_case, id, group) => {
    expect(lazySharedGroupOf(id, info)).toBe(group);
  });

  it('a part that some module also imports statically keeps its own chunk (it must not become a facade)', () => {
    const part = (alsoStatic: boolean) =>
      infoOf({
        '/start.tsx': { entry: true, lazy: ['/Part.tsx', '/Other.tsx'] },
        '/Part.tsx': { imports: ['/own.ts', '/shared.ts'], lazy: ['/later.ts'] },
        '/own.ts': {},
        '/shared.ts': {},
        '/later.ts': { imports: ['/shared.ts'] },
        '/Other.tsx': { imports: alsoStatic ? ['/Part.tsx'] : [] },
      });
    expect(['/shared.ts', '/Part.tsx', '/own.ts'].map((id) => lazySharedGroupOf(id, part(false)))).toEqual(['lazy-Part', 'lazy-Part', 'lazy-Part']);
    expect(['/Part.tsx', '/own.ts'].map((id) => lazySharedGroupOf(id, part(true)))).toEqual([null, null]);
  });

  it('finds the lazy entries reaching a module, and whether the start does', () => {
    expect([...lazyRootsOf('/src/status.ts', info).roots].sort()).toEqual(['/src/Address.tsx', '/src/Step.tsx', '/src/pay.ts']);
    expect(lazyRootsOf('/src/status.ts', info).fromStart).toBe(false);
    expect(lazyRootsOf('/src/start.ts', info).fromStart).toBe(true);
  });

  it('an entry imported from two dominated places is dominated; one imported from the start is not', () => {
    expect(dominates('/src/Step.tsx', '/src/Address.tsx', info)).toBe(true);
    expect(dominates('/src/Step.tsx', '/src/AdapterS.tsx', info)).toBe(true);
    expect(dominates('/src/pay.ts', '/src/Address.tsx', info)).toBe(false);
    expect(dominates('/src/Step.tsx', '/src/VatWidget.tsx', info)).toBe(false);
    expect(dominates('/src/Cycle.tsx', '/src/CycleB.tsx', info)).toBe(false);
    // An import cycle with nothing else above it: each part is loaded only after the other.
    const cycle = infoOf({ '/a.ts': { lazy: ['/b.ts'] }, '/b.ts': { lazy: ['/a.ts'] } });
    expect(dominates('/a.ts', '/b.ts', cycle)).toBe(true);
    expect(dominates('/c.ts', '/b.ts', cycle)).toBe(false);
  });
});
