import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIVE_ENV } from '../../tests/setup/live-env';
import { expandSource, originOf } from './csp-sources';
import { liveEnvSchema, parsePublicEnv, type PublicEnv } from './env-schema';
import { cspDirectives } from './security-headers';

// DESIGN.md "Security": every third-party origin the CSP allows is listed in docs/script-inventory.md with its
// reason, and nothing is listed that the CSP does not allow (decision 014). Compared as "directive origin" pairs.
const INVENTORY = readFileSync(join(process.cwd(), 'docs', 'script-inventory.md'), 'utf8');

interface Row {
  tokens: string[];
  directives: string[];
}

/** The rows of the table whose header starts `| Origin | Directives |`. */
function inventoryRows(markdown: string): Row[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^\|\s*Origin\s*\|\s*Directives\s*\|/.test(line));
  if (start < 0) throw new Error('docs/script-inventory.md has no "| Origin | Directives |" table');
  const rows: Row[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [origins = '', directives = ''] = line.split('|').slice(1).map((cell) => cell.trim());
    rows.push({ tokens: [...origins.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string), directives: directives.split(',').map((d) => d.trim()) });
  }
  return rows;
}

/** A row's token for one environment: the manifests' template rule (csp-sources.ts `expandSource`). */
const expand = (token: string, env: PublicEnv): string[] => expandSource(token, env as unknown as Record<string, unknown>);

const pair = (directive: string, source: string) => `${directive} ${source}`;

function inventoryPairs(env: PublicEnv): string[] {
  const rows = inventoryRows(INVENTORY);
  return [...new Set(rows.flatMap((row) => row.directives.flatMap((d) => row.tokens.flatMap((t) => expand(t, env).map((o) => pair(d, o))))))].sort();
}

/** Every host or scheme source of the CSP (not keywords, hashes or data:), report-uri as its origin. */
function cspPairs(env: PublicEnv): string[] {
  const pairs = cspDirectives(env, ['sha256-x']).flatMap(([name, sources]) =>
    name === 'report-to'
      ? []
      : sources
          .filter((s) => !s.startsWith("'") && s !== 'data:')
          .map((s) => pair(name, name === 'report-uri' ? (originOf(s) ?? s) : s)),
  );
  return [...new Set(pairs)].sort();
}

const OPTIONAL_SETTINGS = {
  PUBLIC_CSP_REPORT_URL: 'https://csp-reports.example.com/report',
  PUBLIC_CSP_IMAGE_ORIGINS: 'https://avatars.example.net,https://docs.example.org',
  PUBLIC_BRAZIL_PROVIDER_TOKEN_URL: 'https://tokens.example.net/core/v5/tokens',
  PUBLIC_ZIP_LOOKUP_EUROPE_URL: 'https://zip-eu.example.net',
  PUBLIC_ZIP_LOOKUP_BRAZIL_URL: 'https://zip-br.example.net/ws',
  PUBLIC_TRACKING_PIXEL_ORIGINS: 'https://px.example.net,https://funnels.example.org',
  PUBLIC_FRANCHISE_SHARE_URL: 'https://share.example.net/franchise/share',
  PUBLIC_AFFILIATE_TRACKER_URL: 'https://affiliate.example.net/events',
  PUBLIC_AFFILIATE_TRACKER_AID: '777',
  PUBLIC_SUPPORT_CHAT: '1',
  PUBLIC_SUPPORT_CHAT_URL: 'https://chat.example.net/loader.js',
  PUBLIC_CONSENT_PROVIDER_SCRIPT_URL: 'https://consent-cdn.example.net/cons.js',
  PUBLIC_CONSENT_PROVIDER_API_URL: 'https://consent-api.example.net',
};
const configurations = liveEnvSchema.shape.PUBLIC_ADYEN_ENVIRONMENT.options.flatMap((region) => [
  [`Adyen region ${region}, optional settings unset`, parsePublicEnv({ ...LIVE_ENV, PUBLIC_ADYEN_ENVIRONMENT: region })] as const,
  [`Adyen region ${region}, every optional setting given`, parsePublicEnv({ ...LIVE_ENV, ...OPTIONAL_SETTINGS, PUBLIC_ADYEN_ENVIRONMENT: region })] as const,
]);

describe('docs/script-inventory.md and the live CSP (DESIGN.md "Security")', () => {
  it('reads a table with a reason for every row', () => {
    const rows = inventoryRows(INVENTORY);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((row) => row.tokens.length === 0 || row.directives.some((d) => !/^[a-z-]+$/.test(d)))).toEqual([]);
  });

  it.each(configurations)('%s: every CSP origin is in the inventory', (_name, env) => {
    const listed = new Set(inventoryPairs(env));
    expect(cspPairs(env).filter((p) => !listed.has(p))).toEqual([]);
  });

  it.each(configurations)('%s: every inventory origin is in the CSP', (_name, env) => {
    const allowed = new Set(cspPairs(env));
    expect(inventoryPairs(env).filter((p) => !allowed.has(p))).toEqual([]);
  });

  it('notices an origin the CSP gains that the inventory lacks', () => {
    const env = configurations[0]?.[1] as PublicEnv;
    const listed = new Set(inventoryPairs(env));
    const widened = [...cspPairs(env), pair('script-src', 'https://cdn.example.com')];
    expect(widened.filter((p) => !listed.has(p))).toEqual(['script-src https://cdn.example.com']);
  });
});
