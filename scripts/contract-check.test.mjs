import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The conformance check as a backend team runs it (npm run contract:check), against the two sandbox backends of
// src/contract/sandbox-backend.ts: the whole sandbox (every row must hold) and an office and gateway with only the
// spec's duties, where it must name exactly the duties they lack, and fail.
const ROOT = join(import.meta.dirname, '..');

function check(against) {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'contract-check.mjs'), '--against', against, '--payments'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  const rows = run.stdout.split('\n').filter((line) => /^(call|duty) {2}/.test(line));
  const named = (result) => rows.filter((line) => line.includes(`  ${result}`)).map((line) => line.slice(6).split(/\s{2,}/)[0]);
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, rows, fails: named('FAILS'), holds: named('holds') };
}

describe('npm run contract:check (docs/contract/, decision 012)', () => {
  // Each run starts a Node process that loads the client code (about 2 s idle; the limit is for a busy machine).
  it('holds every call and every duty it can check against the sandbox office and gateway served over HTTP', { timeout: 60_000 }, () => {
    const run = check('full');
    expect({ status: run.status, fails: run.fails, stderr: run.stderr }).toEqual({ status: 0, fails: [], stderr: '' });
    expect(run.holds).toEqual(expect.arrayContaining([
      'logIn', 'getLoginStatus (logged in)', 'createCheckoutToken', 'createInvoice',
      'idempotency-key (One payment per idempotency key)', 'attempt-lookup (The attempt lookup)',
      'pending-payment (The pending payment of an invoice)', 'browser-authentication (The browser authenticates with the session)',
    ]));
    expect(run.stdout).toContain('The backend holds every call and every duty the checkout needs to take money safely.');
  });

  it('names exactly the missing duties of an office and gateway built from the spec alone, and exits 1', { timeout: 60_000 }, () => {
    const run = check('spec-only');
    expect({ status: run.status, fails: run.fails }).toEqual({
      status: 1,
      fails: ['idempotency-key (One payment per idempotency key)', 'attempt-lookup (The attempt lookup)', 'pending-payment (The pending payment of an invoice)'],
    });
    expect(run.stdout).toMatch(/idempotency-key .*FAILS +\[required\] the same key and body again made another payment/);
    expect(run.stdout).toMatch(/attempt-lookup .*FAILS +\[degrades\] HTTP 404: the office has no lookup/);
    expect(run.stdout).toContain('The backend does NOT hold what the checkout needs to take money safely');
  });
});
