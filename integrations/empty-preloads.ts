/*
 * Vite wraps every dynamic import in its preload helper, `P(()=>import(…),deps)`, which first loads `deps` (the lazy
 * chunk's style sheets and modules) and then runs the import. The chunk-retry rewrite (decision 011) leaves the
 * helper only the style sheets, so most wrappers preload nothing: `P(()=>__chunkRetryImport(…),[])`. Such a wrapper
 * only defers the import by a microtask and, on a failure, fires `vite:preloadError`, which nothing on our pages
 * listens to. Its call is about 12 bytes in every lazy import of the start chunks: this removes the empty ones
 * after the rewrite, leaving the import itself. A wrapper with a style sheet in its list is kept.
 */

/** The import binding names a chunk gives to the exports of `helperFile` (`import{t as O}from"./H.js"` -> ['O']). */
export function importedNames(code: string, helperFile: string): string[] {
  const base = helperFile.split('/').pop() ?? helperFile;
  const names: string[] = [];
  const statement = /import\{([^}]*)\}from(["'`])\.{1,2}\/(?:[^"'`]*\/)?([^/"'`]+)\2/g;
  for (const match of code.matchAll(statement)) {
    if (match[3] !== base) continue;
    for (const binding of (match[1] ?? '').split(',')) {
      const local = binding.trim().split(/\s+as\s+/).pop()?.trim();
      if (local) names.push(local);
    }
  }
  return names;
}

/** The index just past the bracket that closes the one at `open`, skipping string and template literals; -1 if none. */
function closing(code: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const stack: string[] = [];
  for (let i = open; i < code.length; i++) {
    const c = code[i] as string;
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++;
      continue;
    }
    if (pairs[c]) stack.push(pairs[c]);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

/**
 * The chunk with every `helper(()=>EXPR,[])` of a retried import replaced by `EXPR`, for each helper name in `helpers`.
 * Example: unwrapEmptyPreloads('O(()=>__chunkRetryImport(u=>import(u),`./a.js`,import.meta.url).then(e=>e.A),[])', ['O'])
 * -> '__chunkRetryImport(u=>import(u),`./a.js`,import.meta.url).then(e=>e.A)'.
 */
export function unwrapEmptyPreloads(code: string, helpers: readonly string[], retried = '__chunkRetryImport'): string {
  if (helpers.length === 0) return code;
  const escaped = helpers.map((name) => name.replace(/[$]/g, '\\$')).join('|');
  const call = new RegExp(`(?<![\\w$.])(?:${escaped})\\(\\(\\)=>(?=${retried}\\()`, 'g');
  let out = '';
  let from = 0;
  for (const match of code.matchAll(call)) {
    const start = match.index;
    if (start < from) continue;
    const open = start + match[0].indexOf('(');
    const end = closing(code, open);
    if (end === -1) continue;
    const body = code.slice(start + match[0].length, end - 1);
    if (!body.endsWith(',[]')) continue;
    const expr = body.slice(0, -3);
    // The expression must end where the wrapper's first argument did: its own brackets closed, no top-level comma.
    if (closing(`(${expr})`, 0) !== expr.length + 2 || topLevelComma(expr)) continue;
    out += code.slice(from, start) + expr;
    from = end;
  }
  return out + code.slice(from);
}

function topLevelComma(expr: string): boolean {
  for (let i = 0; i < expr.length; i++) {
    const c = expr[i] as string;
    if (c === ',') return true;
    if (c === '(' || c === '[' || c === '{') {
      const end = closing(expr, i);
      if (end === -1) return true;
      i = end - 1;
    } else if (c === '"' || c === "'" || c === '`') {
      for (i++; i < expr.length && expr[i] !== c; i++) if (expr[i] === '\\') i++;
    }
  }
  return false;
}
