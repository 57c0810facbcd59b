import { describe, expect, it } from 'vitest';
import { fileKind } from './bench/responses.mjs';
import { fmtCheckoutJs, fmtLoad, fmtMethodParts, fmtPaymentStepJs, fmtProviderChunk, fmtRuns, fmtVsBare, formatTable, median } from './bench/format.mjs';
import { hostResolverRules } from './bench/live-hosts.mjs';
import { corsHeaders } from './bench/sites.mjs';
import { busyWithin, criticalPath, fmtCriticalPath, scriptWork, timeBase, waits } from './bench/trace-parse.mjs';
import { downloadedAgain, layoutShiftUntil, workerStartUp } from './bench/visit-timing.mjs';
import { cdpNetworkConditions, MOBILE } from './bench/interactive.mjs';
import { chunkCost, chunkNamed, isMethodPartChunk, isProviderChunk, methodPartFiles, moduleScripts, providerFiles } from './bench/payment-chunks.mjs';
import { paymentStepFigures, withoutStartDeps } from './bench/payment-step.mjs';
import { jsMeasured, renderBlockingScripts, sandboxOnlyFiles } from './bench/plans.mjs';

describe('renderBlockingScripts (DESIGN.md budgets: no render-blocking script)', () => {
  it.each([
    ['a classic external script in head blocks', '<head><script src="/a.js"></script></head>', 1],
    ['a classic inline script in head blocks', '<head><script>var a = 1;</script></head>', 1],
    ['a module script does not block', '<head><script type="module" src="/a.js"></script></head>', 0],
    ['a deferred script does not block', '<head><script defer src="/a.js"></script></head>', 0],
    ['an async script does not block', '<head><script async src="/a.js"></script></head>', 0],
    ['JSON data does not run', '<head><script type="application/ld+json">{}</script></head>', 0],
    ['an explicit text/javascript type still blocks', "<head><script type='text/javascript' src=/a.js></script></head>", 1],
    ['a script in the body is not counted', '<head></head><body><script src="/a.js"></script></body>', 0],
  ])('%s', (_name, html, count) => {
    expect(renderBlockingScripts(html)).toBe(count);
  });
});

describe('jsMeasured (a JS row, live-build figure first)', () => {
  it.each([
    ['files only', { files: 13, total: 76_185, sandbox: 0 }, 0, '74.4 KB in 13 file(s)'],
    ['files and inline scripts', { files: 2, total: 1024, sandbox: 0 }, 2048, '3.0 KB: 1.0 KB in 2 file(s) + 2.0 KB inline'],
    ['sandbox-only files shown apart', { files: 3, total: 3072, sandbox: 2048 }, 0, '1.0 KB in 3 file(s) (+ 2.0 KB sandbox-only, not in a live build)'],
  ])('%s', (_name, m, inline, cell) => {
    expect(jsMeasured(m, inline)).toBe(cell);
  });
});

describe('sandboxOnlyFiles (DESIGN.md budgets are for a live build, which has no sandbox)', () => {
  const files = [
    { path: '/_astro/page.A.js', text: 'import{x}from"./shared.B.js";const s=()=>import("./sandbox-start.C.js")' },
    { path: '/_astro/shared.B.js', text: 'export const x=1' },
    { path: '/_astro/sandbox-start.C.js', text: 'import"./handlers.D.js";import"./shared.B.js";register("/mockServiceWorker.js")' },
    { path: '/_astro/handlers.D.js', text: 'import"./fixtures.E.js"' },
    { path: '/_astro/fixtures.E.js', text: 'export default []' },
  ];
  const html = '<script type="module" src="/_astro/page.A.js"></script>';

  it('counts the module the checkout imports the sandbox from as start-up, with what only it imports', () => {
    const split = [
      { path: '/_astro/page.A.js', text: 'const s=()=>import("./browser.F.js")' },
      { path: '/_astro/browser.F.js', text: 'import{t}from"./msw.G.js";import{n}from"./fees.H.js";export{n as LISTS,t as startSandbox}' },
      { path: '/_astro/msw.G.js', text: 'register("/mockServiceWorker.js")' },
      { path: '/_astro/fees.H.js', text: 'export const n=[]' },
    ];
    expect([...sandboxOnlyFiles(html, split)].sort()).toEqual(['/_astro/browser.F.js', '/_astro/fees.H.js', '/_astro/msw.G.js']);
  });

  it.each([
    ['the sandbox start-up chunk is sandbox-only', '/_astro/sandbox-start.C.js', true],
    ['a chunk reached only through it is sandbox-only', '/_astro/fixtures.E.js', true],
    ['a chunk the page also imports is not', '/_astro/shared.B.js', false],
    ['the page entry is not', '/_astro/page.A.js', false],
  ])('%s', (_name, path, sandboxOnly) => {
    expect(sandboxOnlyFiles(html, files).has(path)).toBe(sandboxOnly);
  });
});

describe('median and fmtRuns (DESIGN.md: interactive in under 1.5 s, median of 3 runs)', () => {
  it.each([
    ['one value', [1200], 1200],
    ['an odd count takes the middle one, whatever the order', [1300, 900, 1100], 1100],
    ['an even count takes the mean of the middle two', [1000, 1400, 1200, 2000], 1300],
    ['an outlier does not move it', [1000, 1010, 99_999], 1010],
  ])('%s', (_name, values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('refuses no values rather than reporting a figure', () => {
    expect(() => median([])).toThrow();
  });

  it('does not reorder the runs it is given', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });

  it('shows the median and every run, rounded, in the order run', () => {
    expect(fmtRuns([1320.4, 980.2, 1101.9])).toBe('1102 ms median (runs 1320, 980, 1102)');
  });
});

describe('cdpNetworkConditions (the simulated mobile network, as Lighthouse applies it through DevTools)', () => {
  it('converts kbit/s to bytes/s as Lighthouse does and keeps the latency', () => {
    expect(cdpNetworkConditions({ requestLatencyMs: 150, downloadKbps: 1600, uploadKbps: 750 })).toEqual({
      offline: false,
      latency: 150,
      downloadThroughput: 204_800,
      uploadThroughput: 96_000,
    });
  });

  it("uses Lighthouse's mobile profile: 562.5 ms per request, 1.44 Mbit/s down, 675 kbit/s up, 4x CPU", () => {
    expect(MOBILE.cpuSlowdown).toBe(4);
    expect(cdpNetworkConditions(MOBILE)).toEqual({ offline: false, latency: 562.5, downloadThroughput: 188_743, uploadThroughput: 86_400 });
  });
});

describe('fmtCheckoutJs (the live checkout row)', () => {
  it('shows the total and the three largest files, largest first', () => {
    const files = [
      { path: '/_astro/small.A.js', gzip: 512 },
      { path: '/_astro/client.B.js', gzip: 64 * 1024 },
      { path: '/_astro/Checkout.C.js', gzip: 25.6 * 1024 },
      { path: '/_astro/money.D.js', gzip: 12 * 1024 },
    ];
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    expect(fmtCheckoutJs({ total, files })).toBe('102.1 KB in 4 file(s); largest client.B.js 64.0, Checkout.C.js 25.6, money.D.js 12.0');
  });

  it('shows the provider chunks apart, not in the total (DESIGN.md: provider SDKs excluded)', () => {
    const files = [{ path: '/_astro/client.B.js', gzip: 64 * 1024 }];
    const providers = [{ path: '/_astro/AdyenFields.X.js', gzip: 62 * 1024 }, { path: '/_astro/SepaFields.Y.js', gzip: 1434 }];
    expect(fmtCheckoutJs({ total: 64 * 1024, files, providers })).toBe('64.0 KB in 1 file(s); largest client.B.js 64.0 (+ 63.4 KB provider chunks, not counted: AdyenFields.X.js 62.0, SepaFields.Y.js 1.4)');
  });

  it('decision 037: shows the text files the visit fetched apart, as JSON, with their size', () => {
    const files = [{ path: '/_astro/client.B.js', gzip: 64 * 1024 }];
    const texts = [{ path: '/_astro/checkout.X.json', gzip: 2048 }, { path: '/_astro/errors.Y.json', gzip: 1024 }];
    expect(fmtCheckoutJs({ total: 64 * 1024, files, texts })).toBe('64.0 KB in 1 file(s); largest client.B.js 64.0 (+ 3.0 KB texts, JSON, not JavaScript: 2 file(s))');
    expect(fmtCheckoutJs({ total: 64 * 1024, files, texts: [] })).toBe('64.0 KB in 1 file(s); largest client.B.js 64.0');
  });
});

describe('formatTable (one table for every budget)', () => {
  const table = formatTable([
    { check: 'JS loaded (gzip)', page: '/plans', budget: '< 75 KB', measured: '40.0 KB in 3 file(s)', ok: true },
    { check: 'interactive', page: '/payment/premium-plus-plan', budget: '< 1500 ms', measured: '2100 ms median', ok: false },
    { check: 'build time', page: '(site)', budget: '< 60 s', measured: 'not built', ok: null },
  ]);
  const lines = table.split('\n');

  it('has a head, a rule and one line per row, all as wide as each other', () => {
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^\| Check +\| Page +\| Budget +\| Measured +\| Within \|$/);
    expect(lines[1]).toMatch(/^\|-+\|-+\|-+\|-+\|-+\|$/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });

  it('says yes, NO or - in the last column', () => {
    expect(lines.slice(2).map((l) => l.split('|').at(-2)?.trim())).toEqual(['yes', 'NO', '-']);
  });
});

describe('fmtLoad (timings on a busy machine are not the page\'s)', () => {
  it.each([
    ['a quiet machine', [0.4, 1.2], 2, '0.4 and 1.2 on 2 cores'],
    ['a load up to the core count is not busy', [2, 1.9], 2, '2.0 and 1.9 on 2 cores'],
    ['more runnable work than cores, before or after, is busy', [1, 2.5], 2, '1.0 and 2.5 on 2 cores (busy: the times are inflated)'],
  ])('%s', (_name, loads, cores, expected) => {
    expect(fmtLoad(loads, cores)).toBe(expected);
  });
});

describe('the payment step rows (DESIGN.md budgets: JS before a method is chosen under 120 KB; provider chunks reported)', () => {
  it('fmtPaymentStepJs shows the counted total, then the provider chunks (the twins) and the sandbox-only code apart', () => {
    const m = { total: 100 * 1024, files: 30, sandbox: 50 * 1024, providers: [{ path: '/_astro/SandboxCardS.X.js', gzip: 1229 }, { path: '/_astro/SandboxCardFrame.Y.js', gzip: 717 }] };
    expect(fmtPaymentStepJs(m)).toBe('100.0 KB in 30 file(s) (+ 1.9 KB provider chunks, not counted: SandboxCardS.X.js 1.2, SandboxCardFrame.Y.js 0.7) (+ 50.0 KB sandbox-only, not counted)');
    expect(fmtPaymentStepJs({ total: 2048, files: 1, sandbox: 0, providers: [] })).toBe('2.0 KB in 1 file(s)');
  });

  it.each([
    ['a live adapter', '/_astro/AdyenFields.OGQCZwvM.js', true],
    ['the SEPA fields', '/_astro/SepaFields.CyGXqNPO.js', true],
    ['a sandbox twin', '/_astro/SandboxCardS.e62Zetc1.js', true],
    ['the payment step itself', '/_astro/PaymentStepView.CJyBXbVH.js', false],
    ['a shared chunk', '/_astro/Checkout_PlansOffer.B2yA8Kc_.js', false],
  ])('isProviderChunk: %s', (_name, path, expected) => {
    expect(isProviderChunk(path)).toBe(expected);
  });

  it('fmtProviderChunk adds the static imports not loaded before to the chunk, and names each', () => {
    expect(fmtProviderChunk({ path: 'AdyenFields.X.js', gzip: 62 * 1024 }, [{ path: 'SepaFields.Y.js', gzip: 1434 }])).toBe('63.4 KB: AdyenFields.X.js 62.0 + SepaFields.Y.js 1.4');
    expect(fmtProviderChunk({ path: 'StripeFields.X.js', gzip: 6861 }, [])).toBe('6.7 KB: StripeFields.X.js 6.7');
  });

  it.each([
    ['the chunk built from the module', ['StripeFields.BH7qbz2g.js', 'PaymentStepView.C1.js'], 'StripeFields', 'StripeFields.BH7qbz2g.js'],
    ['not a chunk whose name only starts alike', ['StripeFieldsExtra.A1.js', 'StripeFields.B2.js'], 'StripeFields', 'StripeFields.B2.js'],
    ['not a chunk of shared modules named after several', ['Checkout_StripeFields.A1.js'], 'StripeFields', null],
    ['none when missing', ['AdyenFields.A1.js'], 'StripeFields', null],
    ['none when ambiguous', ['SepaFields.A1.js', 'SepaFields.B2.js'], 'SepaFields', null],
  ])('chunkNamed: %s', (_name, names, module, expected) => {
    expect(chunkNamed(names, module)).toBe(expected);
  });

  it('chunkCost counts the static imports the step has not loaded, not the dynamic ones', () => {
    const code = {
      'AdyenFields.A.js': 'import{a}from"./shared.S.js";import{t}from"./SepaFields.B.js";const l=()=>import("./later.L.js")',
      'SepaFields.B.js': 'import{v}from"./validation-form.V.js";import{a}from"./shared.S.js"',
      'validation-form.V.js': 'export const v=1',
      'shared.S.js': 'export const a=1',
      'later.L.js': 'export default 1',
    };
    const cost = chunkCost(['AdyenFields.A.js'], (file) => code[file], new Set(['shared.S.js']));
    expect(cost).toEqual({ entries: ['AdyenFields.A.js'], extra: ['SepaFields.B.js', 'validation-form.V.js'] });
  });

  describe('providerFiles: a chunk only provider chunks import is provider code (DESIGN.md: provider SDKs not counted)', () => {
    const files = [
      { path: '/_astro/Checkout.C.js', text: 'import{s}from"./shared.S.js";__chunkRetryImport(u=>import(u),`./AdyenFields.A.js`,import.meta.url,["./use-latest.U.js"])' },
      { path: '/_astro/AdyenFields.A.js', text: 'import{s}from"./shared.S.js";import{u}from"./use-latest.U.js"' },
      { path: '/_astro/use-latest.U.js', text: 'import{f}from"./formats.F.js";import{s}from"./shared.S.js"' },
      { path: '/_astro/formats.F.js', text: 'export const f=1' },
      { path: '/_astro/shared.S.js', text: 'export const s=1' },
    ];

    it('counts apart the provider chunk and what only it imports, statically and further down', () => {
      expect(providerFiles(files, ['Checkout.C.js'])).toEqual(new Set(['/_astro/AdyenFields.A.js', '/_astro/use-latest.U.js', '/_astro/formats.F.js']));
    });

    it('keeps counted a chunk another loaded file imports statically too, and the page\'s own scripts', () => {
      const withAddress = [...files, { path: '/_astro/AddressBlock.B.js', text: 'import{f}from"./formats.F.js"' }];
      expect(providerFiles(withAddress, ['Checkout.C.js'])).toEqual(new Set(['/_astro/AdyenFields.A.js', '/_astro/use-latest.U.js']));
      expect(providerFiles(files, ['Checkout.C.js', 'use-latest.U.js'])).toEqual(new Set(['/_astro/AdyenFields.A.js']));
    });

    it('is empty without a provider chunk', () => {
      expect(providerFiles(files.filter((f) => !f.path.includes('AdyenFields')), ['Checkout.C.js'])).toEqual(new Set());
    });
  });

  describe('methodPartFiles: the preselected method\'s panel parts are counted apart like its provider chunk (decision 038)', () => {
    const files = [
      { path: '/_astro/Checkout.C.js', text: 'import{s}from"./shared.S.js";__chunkRetryImport(u=>import(u),`./AddressBlock.B.js`,import.meta.url,["./address.A.js"])' },
      { path: '/_astro/AddressBlock.B.js', text: 'import{a}from"./address.A.js";import{s}from"./shared.S.js"' },
      { path: '/_astro/address.A.js', text: 'export const a=1' },
      { path: '/_astro/shared.S.js', text: 'export const s=1' },
    ];

    it.each([
      ['the address block', '/_astro/AddressBlock.B1.js', true],
      ['the masked input the Brazilian address brings', '/_astro/MaskedInput.M1.js', true],
      ['the address state alone (only what a part imports goes with it)', '/_astro/address.A1.js', false],
      ['a provider adapter (providerFiles takes it)', '/_astro/AdyenFields.A1.js', false],
    ])('isMethodPartChunk: %s', (_name, path, expected) => {
      expect(isMethodPartChunk(path)).toBe(expected);
    });

    it('takes the part and what only it imports, and leaves what the step shares', () => {
      expect(methodPartFiles(files, ['Checkout.C.js'])).toEqual(new Set(['/_astro/AddressBlock.B.js', '/_astro/address.A.js']));
    });

    it('keeps counted a chunk the step itself imports statically', () => {
      const shared = files.map((f) => (f.path === '/_astro/Checkout.C.js' ? { ...f, text: `import{a}from"./address.A.js";${f.text}` } : f));
      expect(methodPartFiles(shared, ['Checkout.C.js'])).toEqual(new Set(['/_astro/AddressBlock.B.js']));
    });

    it('is empty when the method has no panel part (a US card)', () => {
      expect(methodPartFiles(files.filter((f) => !f.path.includes('AddressBlock')), ['Checkout.C.js'])).toEqual(new Set());
    });

    it('fmtMethodParts shows them apart with their sizes, and nothing without them', () => {
      expect(fmtMethodParts([{ path: '/_astro/AddressBlock.X.js', gzip: 2048 }, { path: '/_astro/address.Y.js', gzip: 1024 }])).toBe(
        " (+ 3.0 KB the preselected method's panel parts, not counted: AddressBlock.X.js 2.0, address.Y.js 1.0)",
      );
      expect(fmtMethodParts([])).toBe('');
    });
  });

  it('moduleScripts lists the page\'s own module scripts, not its preloads', () => {
    const html = '<link rel="modulepreload" href="/_astro/p.P.js"><script type="module" src="/_astro/frame.F.js"></script>';
    expect(moduleScripts(html)).toEqual(['frame.F.js']);
  });

  describe('paymentStepFigures: what a live build would not have is shown apart', () => {
    const start = { path: '/_astro/browser.S.js', gzip: 5000, text: 'import"./handlers.H.js";register("/mockServiceWorker.js")' };
    const files = [
      { path: '/_astro/Checkout.C.js', gzip: 1000, text: 'import("./PaymentStepView.P.js");__chunkRetryImport(u=>import(u),`./browser.S.js`,import.meta.url,["./handlers.H.js","./fixtures.F.js"])' },
      { path: '/_astro/PaymentStepView.P.js', gzip: 400, text: 'import("./SandboxCardS.T.js")' },
      { path: '/_astro/SandboxCardS.T.js', gzip: 100, text: 'export const Fields=1' },
      start,
      { path: '/_astro/handlers.H.js', gzip: 2000, text: 'import"./fixtures.F.js"' },
      { path: '/_astro/fixtures.F.js', gzip: 3000, text: 'export default []' },
    ];
    const html = '<astro-island component-url="/_astro/Checkout.C.js" client="load"></astro-island><link rel="modulepreload" href="/_astro/handlers.H.js">';

    it('withoutStartDeps drops the preload list of the start-up import only', () => {
      const text = withoutStartDeps(files[0].text, files);
      expect(text).toContain('`./browser.S.js`,import.meta.url,[])');
      expect(text).toContain('import("./PaymentStepView.P.js")');
    });

    it('the start-up, its handlers and fixtures are apart even when the page preloads them, and so is the twin', () => {
      expect(paymentStepFigures(html, files)).toEqual({ total: 1400, files: 2, sandbox: 10_000, providers: [{ path: '/_astro/SandboxCardS.T.js', gzip: 100 }] });
    });
  });
});

describe('fileKind (which responses the checkout rows count)', () => {
  it('decision 037: scripts by type or name are counted, the island\'s JSON text files are reported apart, the rest ignored', () => {
    expect(fileKind('/_astro/Checkout.X.js', 'text/javascript; charset=utf-8')).toBe('script');
    expect(fileKind('/_astro/a.mjs', '')).toBe('script');
    expect(fileKind('/_astro/checkout.Y.json', 'application/json')).toBe('text');
    expect(fileKind('/sandbox/fixtures.json', 'application/json')).toBeNull();
    expect(fileKind('/_astro/style.css', 'text/css')).toBeNull();
  });
});

describe('the live visits at their own hosts (no routing, so the HTTP cache works)', () => {
  it('maps each live host to its front and fails every other host at once', () => {
    expect(hostResolverRules({ 'www.example.com': 8443, 'office-api.example.com': 8444 })).toBe(
      'MAP www.example.com 127.0.0.1:8443, MAP office-api.example.com 127.0.0.1:8444, EXCLUDE 127.0.0.1, MAP * ~NOTFOUND',
    );
  });
  it('answers CORS as the office does for a credentialed call', () => {
    expect(corsHeaders('https://www.example.com')).toEqual({ 'access-control-allow-origin': 'https://www.example.com', 'access-control-allow-credentials': 'true', vary: 'Origin' });
  });
  it.each([
    ['a repeat visit from the cache is clean', 0, []],
    ['a hashed file downloaded again is named', 900, ['/_astro/x.js']],
  ])('%s', (_name, size, again) => {
    const first = [{ name: 'https://a/_astro/x.js', transferSize: 900 }, { name: 'https://a/payment', transferSize: 500 }];
    const repeat = [{ name: 'https://a/_astro/x.js', transferSize: size }, { name: 'https://a/payment', transferSize: 500 }, { name: 'https://a/_astro/new.js', transferSize: 300 }];
    expect(downloadedAgain(first, repeat, 'https://a')).toEqual(again);
  });
  it('counts layout shifts up to the ready mark, without those after input', () => {
    const shifts = [{ startTime: 10, value: 0.1, hadRecentInput: false }, { startTime: 20, value: 0.5, hadRecentInput: true }, { startTime: 900, value: 0.2, hadRecentInput: false }];
    expect(layoutShiftUntil(shifts, 500)).toBeCloseTo(0.1);
    expect(layoutShiftUntil([], 500)).toBe(0);
  });
  it.each([
    ['registered early: the worker\'s own start-up and msw\'s', { 'sandbox:register': 700, 'sandbox:controlled': 1300, 'sandbox:start': 3000, 'sandbox:ready': 3040 }, 640],
    ['registered by msw (a page without the early script)', { 'sandbox:start': 3000, 'sandbox:ready': 3650 }, 650],
    ['registered early, never in control', { 'sandbox:register': 700, 'sandbox:start': 3000, 'sandbox:ready': 3040 }, NaN],
    ['msw never ready', { 'sandbox:start': 3000 }, NaN],
  ])('sandbox worker start-up, %s', (_name, marks, expected) => {
    expect(workerStartUp(marks)).toBe(expected);
  });
  it('gives each checkout figure as a ratio to the bare page', () => {
    expect(fmtVsBare([1843, 1900, 1800], [1500, 1523, 1510])).toBe('1843 ms median (runs 1843, 1900, 1800), 1.22x bare');
  });
});

describe('the live visit trace (where the time goes: the critical path as a list of waits)', () => {
  // Trace timestamps in µs; the ready mark's event says its startTime (ms), which puts the trace on the page's timeline.
  const T0 = 10_000_000;
  const at = (ms) => T0 + ms * 1000;
  const main = { pid: 7, tid: 1 };
  const events = [
    { name: 'navigationStart', cat: 'blink.user_timing', ph: 'R', ...main, ts: at(0), args: { data: { isLoadingMainFrame: true } } },
    { name: 'v8.compileModule', ph: 'X', ...main, ts: at(700), dur: 30_000, args: { data: { url: 'https://www.example.com/_astro/client.A.js' } } },
    { name: 'v8.compileModule', ph: 'X', ...main, ts: at(740), dur: 5_000, args: { data: { url: 'https://www.example.com/_astro/Checkout.B.js' } } },
    { name: 'v8.evaluateModule', ph: 'X', ...main, ts: at(750), dur: 250_000, args: {} },
    { name: 'EvaluateScript', ph: 'X', ...main, ts: at(100), dur: 2_000, args: { data: { url: 'https://www.example.com/payment/premium-plus-plan' } } },
    { name: 'FunctionCall', ph: 'X', ...main, ts: at(1010), dur: 90_000, args: { data: { url: 'https://www.example.com/_astro/client.A.js' } } },
    { name: 'FunctionCall', ph: 'X', ...main, ts: at(1200), dur: 5_000, args: { data: { url: 'https://www.example.com/_astro/Checkout.B.js' } } },
    { name: 'Layout', ph: 'X', ...main, ts: at(1500), dur: 40_000, args: {} },
    { name: 'RunTask', ph: 'X', ...main, ts: at(700), dur: 300_000, args: {} },
    { name: 'RunTask', ph: 'X', ...main, ts: at(990), dur: 120_000, args: {} },
    { name: 'RunTask', ph: 'X', ...main, ts: at(1480), dur: 100_000, args: {} },
    { name: 'FunctionCall', ph: 'X', pid: 9, tid: 1, ts: at(300), dur: 900_000, args: { data: { url: 'chrome://other' } } },
    { name: 'checkout:ready', cat: 'blink.user_timing', ph: 'I', ...main, ts: at(1600), args: { data: { startTime: 1600 } } },
  ];
  const base = timeBase(events, 'checkout:ready');
  const work = scriptWork(events, base);
  const visit = {
    navigation: { requestStart: 5, responseStart: 560, responseEnd: 600, transferSize: 6000 },
    resources: [
      { name: 'https://www.example.com/_astro/client.A.js', startTime: 610, responseEnd: 690, transferSize: 60_000, encodedBodySize: 59_000 },
      { name: 'https://www.example.com/_astro/Checkout.B.js', startTime: 610, responseEnd: 735, transferSize: 20_000, encodedBodySize: 19_000 },
      { name: 'https://office-api.example.com/br/office/login-status', startTime: 1100, responseEnd: 1450, transferSize: 0, encodedBodySize: 0 },
      { name: 'https://office-api.example.com/br/office/plan-or-fee/x', startTime: 1100, responseEnd: 1420, transferSize: 0, encodedBodySize: 0 },
    ],
    marks: { 'bench:astro-hydrate': 1001, 'bench:react-commit': 1100, 'checkout:ready': 1600 },
  };
  const list = waits({ ...visit, timed: work.timed, siteOrigin: 'https://www.example.com', apiOrigins: ['https://office-api.example.com'], readyMark: 'checkout:ready' });

  it('puts the trace on the page timeline and keeps to the page main thread', () => {
    expect(base).toEqual({ pid: 7, tid: 1, offsetMs: T0 / 1000 });
    expect(work.timed.some((t) => t.url === 'chrome://other')).toBe(false);
  });
  it('adds up compile, evaluation and later calls per script; a module graph evaluation goes to the module that completed it', () => {
    const byUrl = Object.fromEntries(work.rows.map((r) => [r.url.replace(/^.*\//, ''), r]));
    expect(byUrl['Checkout.B.js']).toEqual({ url: 'https://www.example.com/_astro/Checkout.B.js', compileMs: 5, evaluateMs: 250, callMs: 5 });
    expect(byUrl['client.A.js']).toMatchObject({ compileMs: 30, evaluateMs: 0, callMs: 90 });
    expect(work.rows[0].url).toMatch(/Checkout\.B\.js$/);
  });
  it('splits the visit into HTML, downloads, script work, hydration, office calls and render', () => {
    const kinds = list.map((w) => w.kind);
    expect(kinds).toEqual(['html', 'evaluate', 'script', 'script', 'compile', 'evaluate-module', 'hydration', 'call', 'office', 'office', 'render', 'layout']);
    expect(list.find((w) => w.kind === 'hydration')).toMatchObject({ start: 1000, end: 1100 });
    expect(list.find((w) => w.kind === 'render')).toMatchObject({ start: 1450, end: 1600, label: 'render (last office answer -> checkout:ready)' });
    expect(list.find((w) => w.kind === 'office' && w.end === 1450).label).toBe('office call office-api/br/office/login-status');
    expect(list.find((w) => w.kind === 'html').label).toBe('HTML (first byte 560 ms, 5.9 KB)');
  });
  it('render starts at React\'s first commit when the office answered before the island was there (decision 048)', () => {
    const early = waits({ ...visit, marks: { ...visit.marks, 'bench:react-commit': 1500 }, timed: work.timed, siteOrigin: 'https://www.example.com', apiOrigins: ['https://office-api.example.com'], readyMark: 'checkout:ready' });
    expect(early.find((w) => w.kind === 'render')).toMatchObject({ start: 1500, end: 1600, label: "render (React's first commit, after the office's answers -> checkout:ready)" });
  });
  it('draws the critical path back from the ready mark: each wait is the one that ended last before the next began', () => {
    const path = criticalPath(list, 1600, work.tasks);
    expect(path.map((w) => w.kind)).toEqual(['html', 'gap', 'script', 'gap', 'evaluate-module', 'hydration', 'office', 'render']);
    expect(fmtCriticalPath(path)[0]).toBe('     0 ->    600 ms  (600 ms)  HTML (first byte 560 ms, 5.9 KB) [main thread busy 0 ms]');
    expect(fmtCriticalPath(path).at(-1)).toBe('  1450 ->   1600 ms  (150 ms)  render (last office answer -> checkout:ready) [main thread busy 100 ms]');
    expect(path.find((w) => w.kind === 'office').busy).toBe(10);
  });
  it('merges overlapping tasks and counts only their part inside a wait', () => {
    expect(work.tasks).toEqual([{ start: 700, end: 1110 }, { start: 1480, end: 1580 }]);
    expect(busyWithin(work.tasks, 1000, 1500)).toBe(130);
  });
  it('gives a gap from the start when no wait reaches back to it', () => {
    expect(criticalPath([{ label: 'a', start: 100, end: 200 }], 200)).toEqual([
      { kind: 'gap', label: 'gap (before any measured wait)', start: 0, end: 100 },
      { label: 'a', start: 100, end: 200 },
    ]);
  });
});
