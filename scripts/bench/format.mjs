// The table and its cells: pure functions, unit-tested in scripts/bench.test.mjs.

export const kb = (bytes) => bytes / 1024;
export const fmtKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;

export const fileName = (path) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The median of some numbers (the mean of the middle two for an even count).
 * Example: median([1300, 900, 1100]) === 1100.
 * @param {number[]} values
 */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * A time row's "Measured" cell: the median, then every run in the order run.
 * Example: fmtRuns([1320.4, 980.2, 1101.9]) === '1102 ms median (runs 1320, 980, 1102)'.
 * @param {number[]} values milliseconds
 */
export function fmtRuns(values) {
  return `${Math.round(median(values))} ms median (runs ${values.map((v) => Math.round(v)).join(', ')})`;
}

/**
 * A time row's cell with its ratio to the bare React page's figure of the same kind and run (bare.mjs): medians.
 * Example: fmtVsBare([1843, 1900, 1800], [1500, 1523, 1510]) === '1843 ms median (runs 1843, 1900, 1800), 1.22x bare'.
 * @param {number[]} values milliseconds @param {number[]} bare the bare page's, same kind (first or repeat visit, FCP)
 */
export function fmtVsBare(values, bare) {
  return `${fmtRuns(values)}, ${(median(values) / median(bare)).toFixed(2)}x bare`;
}

/**
 * The provider chunks' part of a JS cell: DESIGN.md's checkout budget leaves out the provider SDKs, each loaded only
 * for its method, so the adapters' chunks (an SDK is bundled in provider A's) are shown apart and not counted.
 * Example: fmtProviders([{ path: '/_astro/StripeFields.X.js', gzip: 2048 }]) === ' (+ 2.0 KB provider chunks, not counted: StripeFields.X.js 2.0)'.
 * @param {{ path: string, gzip: number }[]} providers
 */
export function fmtProviders(providers) {
  if (providers.length === 0) return '';
  const sum = providers.reduce((total, f) => total + f.gzip, 0);
  return ` (+ ${fmtKb(sum)} provider chunks, not counted: ${providers.map((f) => `${fileName(f.path)} ${kb(f.gzip).toFixed(1)}`).join(', ')})`;
}

/**
 * The preselected method's panel parts, shown apart like the provider chunks (decision 038).
 * Example: fmtMethodParts([{ path: '/_astro/AddressBlock.X.js', gzip: 2048 }]) === ' (+ 2.0 KB the preselected method\'s panel parts, not counted: AddressBlock.X.js 2.0)'.
 * @param {{ path: string, gzip: number }[]} parts
 */
export function fmtMethodParts(parts) {
  if (parts.length === 0) return '';
  const sum = parts.reduce((total, f) => total + f.gzip, 0);
  return ` (+ ${fmtKb(sum)} the preselected method's panel parts, not counted: ${parts.map((f) => `${fileName(f.path)} ${kb(f.gzip).toFixed(1)}`).join(', ')})`;
}

/**
 * A live checkout row's "Measured" cell: the counted total, the three largest counted files, and the provider chunks
 * and method panel parts apart (see fmtProviders, fmtMethodParts).
 * Example: fmtCheckoutJs({ total: 2048, files: [{ path: '/_astro/a.X.js', gzip: 2048 }] }) === '2.0 KB in 1 file(s); largest a.X.js 2.0'.
 * @param {{ total: number, files: { path: string, gzip: number }[], providers?: { path: string, gzip: number }[] }} m
 */
export function fmtCheckoutJs(m) {
  const largest = [...m.files].sort((a, b) => b.gzip - a.gzip).slice(0, 3).map((f) => `${fileName(f.path)} ${kb(f.gzip).toFixed(1)}`);
  return `${fmtKb(m.total)} in ${m.files.length} file(s); largest ${largest.join(', ')}${fmtProviders(m.providers ?? [])}${fmtMethodParts(m.parts ?? [])}${fmtTexts(m.texts ?? [])}`;
}

/**
 * The text files a visit fetched (decision 037: JSON, not JavaScript), shown apart so the figure hides nothing.
 * Example: fmtTexts([{ path: '/_astro/checkout.X.json', gzip: 2048 }]) === ' (+ 2.0 KB texts, JSON, not JavaScript: 1 file(s))'.
 * @param {{ path: string, gzip: number }[]} texts
 */
export function fmtTexts(texts) {
  if (texts.length === 0) return '';
  const total = texts.reduce((sum, f) => sum + f.gzip, 0);
  return ` (+ ${fmtKb(total)} texts, JSON, not JavaScript: ${texts.length} file(s))`;
}

/**
 * The load row: a 4x CPU slowdown on a machine already busy with other work measures that work too.
 * Example: fmtLoad([0.4, 1.2], 2) === '0.4 and 1.2 on 2 cores'; fmtLoad([5, 3], 2) ends with '(busy: the times are inflated)'.
 * @param {number[]} loads @param {number} cores
 */
export function fmtLoad(loads, cores) {
  const busy = Math.max(...loads) > cores;
  return `${loads.map((l) => l.toFixed(1)).join(' and ')} on ${cores} cores${busy ? ' (busy: the times are inflated)' : ''}`;
}

/**
 * The table, one line per row, columns padded to their widest cell.
 * @param {{ check: string, page: string, budget: string, measured: string, ok: boolean | null }[]} tableRows
 */
export function formatTable(tableRows) {
  const head = ['Check', 'Page', 'Budget', 'Measured', 'Within'];
  const body = tableRows.map((r) => [r.check, r.page, r.budget, r.measured, r.ok === null ? '-' : r.ok ? 'yes' : 'NO']);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

/**
 * The payment-step row's "Measured" cell (sandbox build): the counted total, the provider chunks (here the sandbox
 * twins, standing in for the live adapters) and the sandbox-only code (start-up, handlers, fixtures) apart.
 * Example: fmtPaymentStepJs({ total: 3072, files: 3, sandbox: 2048, providers: [{ path: '/_astro/SandboxCardS.X.js', gzip: 1024 }] })
 * === '3.0 KB in 3 file(s) (+ 1.0 KB provider chunks, not counted: SandboxCardS.X.js 1.0) (+ 2.0 KB sandbox-only, not counted)'.
 * @param {{ total: number, files: number, sandbox: number, providers: { path: string, gzip: number }[] }} m total: counted bytes
 */
export function fmtPaymentStepJs(m) {
  const apart = m.sandbox > 0 ? ` (+ ${fmtKb(m.sandbox)} sandbox-only, not counted)` : '';
  return `${fmtKb(m.total)} in ${m.files} file(s)${fmtProviders(m.providers)}${apart}${fmtTexts(m.texts ?? [])}`;
}

/**
 * A provider chunk row's "Measured" cell: the chunk, plus the chunks it imports statically that the payment step
 * has not already loaded (what choosing the method fetches on top).
 * Example: fmtProviderChunk({ path: 'AdyenFields.X.js', gzip: 2048 }, [{ path: 'SepaFields.Y.js', gzip: 1024 }])
 * === '3.0 KB: AdyenFields.X.js 2.0 + SepaFields.Y.js 1.0'.
 * @param {{ path: string, gzip: number }} chunk @param {{ path: string, gzip: number }[]} extra
 */
export function fmtProviderChunk(chunk, extra) {
  const parts = [chunk, ...extra].map((f) => `${fileName(f.path)} ${kb(f.gzip).toFixed(1)}`);
  return `${fmtKb(chunk.gzip + extra.reduce((sum, f) => sum + f.gzip, 0))}: ${parts.join(' + ')}`;
}
