// The live visit's trace, split into waits: pure functions over a Chromium trace's events and the
// page's Resource/Navigation/Paint timing and marks, unit-tested in scripts/bench.test.mjs. trace.mjs records them.

/** Main-thread trace events shorter than this (ms) are left out of the waits (they still count in the sums). */
const MIN_TASK_MS = 20;
const fileOf = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/_astro\//, '') || url : '(no url)');

/**
 * Which trace events belong to the page's main thread, and the offset that puts a trace timestamp (µs) on the page's
 * performance timeline (ms since navigation start): read from a user-timing mark's trace event, whose args carry its
 * startTime, else from the page's navigationStart.
 * Example: timeBase([{ name: 'checkout:ready', cat: 'blink.user_timing', pid: 1, tid: 1, ts: 5_000_000, args: { data: { startTime: 1000 } } }], 'checkout:ready')
 * gives { pid: 1, tid: 1, offsetMs: 4000 }.
 * @param {any[]} events @param {string} mark
 */
export function timeBase(events, mark) {
  const marked = events.find((e) => e.name === mark && typeof e.args?.data?.startTime === 'number');
  if (marked) return { pid: marked.pid, tid: marked.tid, offsetMs: marked.ts / 1000 - marked.args.data.startTime };
  const nav = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame).pop();
  if (!nav) throw new Error(`the trace has neither the '${mark}' mark nor a main-frame navigationStart`);
  return { pid: nav.pid, tid: nav.tid, offsetMs: nav.ts / 1000 };
}

/**
 * Script work on the main thread, grouped by script URL: compile (v8.compile, v8.compileModule), evaluation
 * (EvaluateScript; v8.evaluateModule, which names no URL: it is put on the last module compiled before it, the one that
 * completed its module graph), and later calls into the script (FunctionCall: handlers, timers, React's scheduler).
 * Returns one row per URL ({ url, compileMs, evaluateMs, callMs }), largest total first, the timed events
 * ({ kind, url, start, end }, ms on the page's timeline) the waits are made of, and the main thread's tasks
 * (RunTask, overlaps merged: { start, end }) that say how busy it was during each wait.
 * @param {any[]} events @param {{ pid: number, tid: number, offsetMs: number }} base
 */
export function scriptWork(events, base) {
  const main = events.filter((e) => e.pid === base.pid && e.tid === base.tid && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts);
  const at = (e) => ({ start: e.ts / 1000 - base.offsetMs, end: (e.ts + e.dur) / 1000 - base.offsetMs });
  const byUrl = new Map();
  const add = (url, key, ms) => {
    const rowFor = byUrl.get(url) ?? { url, compileMs: 0, evaluateMs: 0, callMs: 0 };
    rowFor[key] += ms;
    byUrl.set(url, rowFor);
  };
  const timed = [];
  const tasks = [];
  let lastModule = null;
  for (const e of main) {
    if (e.name === 'RunTask') {
      const t = at(e);
      const last = tasks.at(-1);
      if (last && t.start <= last.end) last.end = Math.max(last.end, t.end);
      else tasks.push(t);
      continue;
    }
    const url = e.args?.data?.url ?? null;
    const ms = e.dur / 1000;
    if (e.name === 'v8.compile' || e.name === 'v8.compileModule') {
      add(url, 'compileMs', ms);
      if (e.name === 'v8.compileModule') lastModule = url;
      if (ms >= MIN_TASK_MS) timed.push({ kind: 'compile', url, ...at(e) });
    } else if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') {
      const owner = url ?? lastModule;
      add(owner, 'evaluateMs', ms);
      timed.push({ kind: e.name === 'v8.evaluateModule' ? 'evaluate-module' : 'evaluate', url: owner, ...at(e) });
    } else if (e.name === 'FunctionCall') {
      add(url, 'callMs', ms);
      if (ms >= MIN_TASK_MS) timed.push({ kind: 'call', url, ...at(e) });
    } else if ((e.name === 'Layout' || e.name === 'UpdateLayoutTree') && ms >= MIN_TASK_MS) {
      timed.push({ kind: 'layout', url: null, ...at(e) });
    }
  }
  const rows = [...byUrl.values()].sort((a, b) => b.compileMs + b.evaluateMs + b.callMs - (a.compileMs + a.evaluateMs + a.callMs));
  return { rows, timed, tasks };
}

/**
 * The visit's waits ({ kind, label, start, end }, ms since navigation start): the HTML, each file's download (from
 * the cache or not), the main thread's script work (scriptWork), hydration (the island's scripts evaluated, i.e. the
 * end of the last script evaluation before Astro called the renderer, 'bench:astro-hydrate', to React's first commit,
 * 'bench:react-commit'), each office call, and render (from the later of the last office answer and React's first
 * commit to the ready mark).
 * @param {{ navigation: { requestStart: number, responseStart: number, responseEnd: number, transferSize: number },
 *   resources: { name: string, startTime: number, responseEnd: number, transferSize: number, encodedBodySize: number }[],
 *   marks: Record<string, number>, timed: { kind: string, url: string | null, start: number, end: number }[],
 *   siteOrigin: string, apiOrigins: string[], readyMark: string }} visit
 */
export function waits({ navigation, resources, marks, timed, siteOrigin, apiOrigins, readyMark }) {
  const ready = marks[readyMark];
  const list = [{ kind: 'html', label: `HTML (first byte ${Math.round(navigation.responseStart)} ms, ${navigation.transferSize === 0 ? 'from the cache' : `${(navigation.transferSize / 1024).toFixed(1)} KB`})`, start: 0, end: navigation.responseEnd }];
  for (const r of resources) {
    const origin = new URL(r.name).origin;
    const cached = r.transferSize === 0 && r.encodedBodySize > 0;
    if (apiOrigins.includes(origin)) {
      list.push({ kind: 'office', label: `office call ${r.name.replace(origin, new URL(origin).hostname.split('.')[0])}`, start: r.startTime, end: r.responseEnd });
    } else if (origin === siteOrigin) {
      const kind = /\.m?js(\?|$)/.test(r.name) ? 'script' : 'file';
      list.push({ kind, label: `${kind === 'script' ? 'script' : 'file'} download ${fileOf(r.name)} (${cached ? 'from the cache' : `${(r.transferSize / 1024).toFixed(1)} KB`})`, start: r.startTime, end: r.responseEnd, cached });
    }
  }
  const names = { compile: 'compile', evaluate: 'evaluate', 'evaluate-module': 'evaluate module graph up to', call: 'run', layout: 'style and layout' };
  for (const t of timed) list.push({ kind: t.kind, label: `${names[t.kind] ?? t.kind}${t.url ? ` ${fileOf(t.url)}` : ''}`, start: t.start, end: t.end });
  const hydrate = marks['bench:astro-hydrate'];
  const commit = marks['bench:react-commit'];
  if (hydrate !== undefined && commit !== undefined) {
    const evaluated = timed.filter((t) => t.kind.startsWith('evaluate') && t.end <= hydrate + 1).reduce((latest, t) => Math.max(latest, t.end), -Infinity);
    list.push({ kind: 'hydration', label: "hydration (the island's scripts evaluated -> React's first commit)", start: Number.isFinite(evaluated) ? evaluated : hydrate, end: commit });
  }
  if (ready !== undefined) {
    const answers = list.filter((w) => w.kind === 'office' && w.end <= ready);
    const last = answers.reduce((latest, w) => Math.max(latest, w.end), -Infinity);
    // Render starts when both are there: the office's answers and the island (React's first commit). With answers
    // in before the island's files (the page asks early, decision 048), starting at the answers would hide the
    // downloads, evaluation and hydration behind "render".
    const from = commit !== undefined && commit > last && commit <= ready ? commit : last;
    const label = from === last ? 'last office answer' : "React's first commit, after the office's answers";
    if (Number.isFinite(from)) list.push({ kind: 'render', label: `render (${label} -> ${readyMark})`, start: from, end: ready });
  }
  return list.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * How long the main thread was busy between `start` and `end` (ms), from merged task intervals.
 * Example: busyWithin([{ start: 0, end: 50 }, { start: 80, end: 200 }], 40, 100) === 30.
 * @param {{ start: number, end: number }[]} tasks @param {number} start @param {number} end
 */
export function busyWithin(tasks, start, end) {
  return tasks.reduce((sum, t) => sum + Math.max(0, Math.min(end, t.end) - Math.max(start, t.start)), 0);
}

/**
 * The critical path to `end`: from the end back, the wait that ended last before the current point, then the one
 * that ended last before that wait started, and so on; a stretch no wait covers is a gap. Time order.
 * Example: criticalPath([{ label: 'a', start: 0, end: 100 }, { label: 'b', start: 100, end: 300 }, { label: 'c', start: 10, end: 50 }], 300)
 * gives a (0-100), b (100-300): b ended last before 300, and a ended last before b started (c ended earlier).
 * Waits ending within 1 ms of each other count as ending together: the one that began first is taken. With `tasks`
 * (scriptWork), each step says how long the main thread was busy during it (`busy`, ms).
 * @param {{ kind?: string, label: string, start: number, end: number }[]} list @param {number} end
 * @param {{ start: number, end: number }[] | null} [tasks]
 */
export function criticalPath(list, end, tasks = null) {
  const path = [];
  let at = end;
  const used = new Set();
  while (at > 1) {
    const candidates = list.filter((w) => !used.has(w) && w.end <= at + 1 && w.start < at - 0.5);
    if (candidates.length === 0) break;
    const best = candidates.reduce((a, b) => (b.end > a.end + 1 || (Math.abs(b.end - a.end) <= 1 && b.start < a.start) ? b : a));
    used.add(best);
    if (at - best.end > 1) path.unshift({ kind: 'gap', label: 'gap (no measured wait: tasks under 20 ms, parsing, or idle)', start: best.end, end: at });
    path.unshift(best);
    at = best.start;
  }
  if (at > 1) path.unshift({ kind: 'gap', label: 'gap (before any measured wait)', start: 0, end: at });
  return tasks ? path.map((w) => ({ ...w, busy: busyWithin(tasks, w.start, w.end) })) : path;
}

/**
 * The critical path as printed lines: start, end, length, what, and how busy the main thread was meanwhile.
 * Example: fmtCriticalPath([{ label: 'HTML', start: 0, end: 651.3, busy: 12 }]) === ['     0 ->    651 ms  (651 ms)  HTML [main thread busy 12 ms]'].
 * @param {{ label: string, start: number, end: number, busy?: number }[]} path
 */
export function fmtCriticalPath(path) {
  const n = (v) => String(Math.round(v)).padStart(6);
  return path.map((w) => `${n(w.start)} -> ${n(w.end)} ms  (${Math.round(w.end - w.start)} ms)  ${w.label}${w.busy === undefined ? '' : ` [main thread busy ${Math.round(w.busy)} ms]`}`);
}
