// Parsers for the CDN rule files shipped in public/: `_redirects` (from to [status]) and
// `_headers` (a path pattern line, then indented `Name: value` lines). `*` matches any rest
// of the path and `:splat` in the target stands for it. Used by scripts/serve.mjs and tests.

/** @param {string} text */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10) };
    });
}

/** @param {string} pattern @param {string} pathname */
function match(pattern, pathname) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '(.*)');
  const found = new RegExp(`^${escaped}$`).exec(pathname);
  return found ? (found[1] ?? '') : null;
}

/** @param {ReturnType<typeof parseRedirects>} rules @param {string} pathname */
export function rewriteFor(rules, pathname) {
  for (const rule of rules) {
    const splat = match(rule.from, pathname);
    if (splat !== null) return { ...rule, to: rule.to.replace(':splat', splat) };
  }
  return null;
}

/** @param {string} text */
export function parseHeaders(text) {
  /** @type {{ pattern: string, headers: Record<string, string> }[]} */
  const rules = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: raw.trim(), headers: {} });
      continue;
    }
    const at = raw.indexOf(':');
    const current = rules.at(-1);
    if (current && at > 0) current.headers[raw.slice(0, at).trim().toLowerCase()] = raw.slice(at + 1).trim();
  }
  return rules;
}

/** @param {ReturnType<typeof parseHeaders>} rules @param {string} pathname */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) if (match(rule.pattern, pathname) !== null) Object.assign(headers, rule.headers);
  return headers;
}
