// `npm run contract:check -- --office <url> --gateway <url> [--payments] [...]`: whether an office and a gateway hold the
// checkout's backend contract (docs/contract/README.md). It loads the checkout's own client code (src/api) with those
// URLs as its configuration and drives the backend as the page would: the load's calls for a test account, and with
// --payments the payment duties in the providers' test mode (one payment per key, 409 for another body under it, the
// attempt lookup, the pending payment), then credentialed CORS for the site's origin. One row per call and duty;
// exits 1 when a call fails or a duty the checkout needs to take money safely fails (src/contract/check.ts).
//
// Flags (or the same names in a JSON file given with --config; a flag wins):
//   --office, --gateway   the backend's base URLs (PUBLIC_OFFICE_API_URL, PUBLIC_GATEWAY_API_URL)
//   --origin              the site's origin, sent as Origin (default: the live example site)
//   --email, --password   a test account of the office
//   --plan, --lang        a plan the account can buy by card, and the page language
//   --payments            also make test payments (the providers' test mode only!)
//   --card-endpoint, --card-token   the card payment's endpoint (provider-s-card, ...) and a test token
//   --pix-plan, --pix-cpf a BRL plan and a test CPF for the pending-payment duty (omit: not checked)
//   --against full|spec-only   instead of --office/--gateway: the sandbox's backend served over HTTP, whole or as
//                         the spec's office and gateway only (src/contract/sandbox-backend.ts), with the sandbox's
//                         test account, plans and card as defaults.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LIVE_ENV } from '../tests/setup/live-env.ts';

const ROOT = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    config: { type: 'string' }, office: { type: 'string' }, gateway: { type: 'string' }, origin: { type: 'string' },
    email: { type: 'string' }, password: { type: 'string' }, plan: { type: 'string' }, lang: { type: 'string' },
    payments: { type: 'boolean' }, 'card-endpoint': { type: 'string' }, 'card-token': { type: 'string' },
    'pix-plan': { type: 'string' }, 'pix-cpf': { type: 'string' }, against: { type: 'string' },
  },
});
const fromFile = values.config ? JSON.parse(readFileSync(values.config, 'utf8')) : {};
const SANDBOX_DEFAULTS = {
  email: 'john@sandbox.test', password: 'Sandbox#2026', plan: 'premium-plus-plan', lang: 'en',
  'card-endpoint': 'provider-s-card', 'card-token': 'tok_sandbox_4242', 'pix-plan': 'premium-plan-149-brl', 'pix-cpf': '52998224725',
};
const against = values.against ?? fromFile.against;
if (against !== undefined && against !== 'full' && against !== 'spec-only') throw new Error(`--against takes full or spec-only, not ${against}`);
const option = (name) => values[name] ?? fromFile[name] ?? (against ? SANDBOX_DEFAULTS[name] : undefined);

const { runnerImport } = await import('vite');
const quiet = { configFile: false, logLevel: 'error', root: ROOT, resolve: { alias: { '~': join(ROOT, 'src') } } };
const { module: schema } = await runnerImport(join(ROOT, 'src', 'config', 'env-schema.ts'), { configFile: false, logLevel: 'error' });

let backend = null;
if (against) {
  const sandboxEnv = schema.parsePublicEnv({ PUBLIC_MODE: 'sandbox' });
  const { module } = await runnerImport(join(ROOT, 'src', 'contract', 'sandbox-backend.ts'), {
    ...quiet,
    define: { 'import.meta.env.PUBLIC_MODE': JSON.stringify('sandbox'), __PUBLIC_ENV__: JSON.stringify(sandboxEnv) },
  });
  backend = await module.startSandboxBackend(against, option('origin') ?? LIVE_ENV.PUBLIC_SITE_URL);
}
const office = backend?.office ?? option('office');
const gateway = backend?.gateway ?? option('gateway');
const missing = ['email', 'password', 'plan'].filter((name) => !option(name));
if (!office || !gateway || missing.length > 0) {
  console.error(`contract:check needs --office and --gateway (or --against), and ${missing.map((m) => `--${m}`).join(', ') || 'nothing else'}`);
  process.exit(2);
}

// The checkout's client code as a live build has it, pointed at this backend.
const liveEnv = { ...schema.parsePublicEnv({ ...LIVE_ENV }), PUBLIC_OFFICE_API_URL: office.replace(/\/+$/, ''), PUBLIC_GATEWAY_API_URL: gateway.replace(/\/+$/, '') };
const { module: check } = await runnerImport(join(ROOT, 'src', 'contract', 'check.ts'), {
  ...quiet,
  define: { 'import.meta.env.PUBLIC_MODE': JSON.stringify('live'), __PUBLIC_ENV__: JSON.stringify(liveEnv) },
});
try {
  const origin = option('origin') ?? LIVE_ENV.PUBLIC_SITE_URL;
  const rows = await check.runCheck({
    origin,
    account: { email: option('email'), password: option('password') },
    plan: option('plan'),
    lang: option('lang') ?? 'en',
    payments: Boolean(values.payments ?? fromFile.payments),
    card: { endpoint: option('card-endpoint') ?? 'provider-s-card', token: option('card-token') ?? '' },
    pix: option('pix-plan') && option('pix-cpf') ? { plan: option('pix-plan'), cpf: option('pix-cpf') } : null,
  });
  console.log(`contract:check of office ${office} and gateway ${gateway} for pages on ${origin}${against ? ` (the sandbox backend, ${against})` : ''}\n`);
  console.log(check.formatRows(rows));
  const passes = check.checkPasses(rows);
  const failed = rows.filter((row) => row.result === 'fails');
  console.log(`\n${passes ? 'The backend holds every call and every duty the checkout needs to take money safely' : 'The backend does NOT hold what the checkout needs to take money safely'}` +
    `${failed.length > 0 ? ` (${failed.length} failing: ${failed.map((row) => row.name.split(' ')[0]).join(', ')})` : ''}.`);
  process.exitCode = passes ? 0 : 1;
} finally {
  await backend?.close();
}
