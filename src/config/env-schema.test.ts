import { describe, expect, it } from 'vitest';
import { LIVE_ENV } from '../../tests/setup/live-env';
import { EnvError, parsePublicEnv } from './env-schema';

const live = {
  ...LIVE_ENV,
  PUBLIC_SITE_URL: 'https://www.example.com/',
  PUBLIC_REDIRECT_ALLOWLIST: 'https://office.example.com, https://www.example.com',
  PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
};

function problems(raw: Record<string, string | undefined>): string[] {
  try {
    parsePublicEnv(raw);
    return [];
  } catch (error) {
    return error instanceof EnvError ? error.problems : [String(error)];
  }
}

describe('public environment (DESIGN.md "Modes")', () => {
  it('defaults to sandbox with same-origin sandbox APIs', () => {
    const env = parsePublicEnv({});
    expect(env.PUBLIC_MODE).toBe('sandbox');
    expect(env.PUBLIC_OFFICE_API_URL).toBe('/sandbox-api/office');
    expect(env.PUBLIC_REDIRECT_ALLOWLIST).toEqual(['https://office.example.com', 'https://www.example.com']);
  });

  it('accepts a complete live environment and trims trailing slashes', () => {
    const env = parsePublicEnv(live);
    expect(env.PUBLIC_SITE_URL).toBe('https://www.example.com');
    expect(env.PUBLIC_REDIRECT_ALLOWLIST).toEqual(['https://office.example.com', 'https://www.example.com']);
  });

  it("defaults provider B's tokeniser to Pagar.me's tokens API and leaves the CSP settings unset", () => {
    const env = parsePublicEnv(live);
    expect(env.PUBLIC_MODE === 'live' && env.PUBLIC_BRAZIL_PROVIDER_TOKEN_URL).toBe('https://api.pagar.me/core/v5/tokens');
    expect(env.PUBLIC_CSP_REPORT_URL).toBeUndefined();
    expect(env.PUBLIC_CSP_IMAGE_ORIGINS).toBeUndefined();
  });

  it('part 2 §7 "Zip lookups (external)": live defaults are Zippopotam.us and ViaCEP, the sandbox answers on its own paths', () => {
    const env = parsePublicEnv(live);
    expect([env.PUBLIC_ZIP_LOOKUP_EUROPE_URL, env.PUBLIC_ZIP_LOOKUP_BRAZIL_URL]).toEqual(['https://api.zippopotam.us', 'https://viacep.com.br/ws']);
    const sandbox = parsePublicEnv({});
    expect([sandbox.PUBLIC_ZIP_LOOKUP_EUROPE_URL, sandbox.PUBLIC_ZIP_LOOKUP_BRAZIL_URL]).toEqual(['/sandbox-api/zippopotam', '/sandbox-api/viacep']);
    expect(() => parsePublicEnv({ ...live, PUBLIC_ZIP_LOOKUP_BRAZIL_URL: 'http://viacep.com.br/ws' })).toThrow('PUBLIC_ZIP_LOOKUP_BRAZIL_URL must be an https:// URL');
  });

  it("part 2 §7: takes provider U's tokeniser from PUBLIC_LATAM_PROVIDER_TOKEN_URL, trailing slash trimmed", () => {
    const env = parsePublicEnv({ ...live, PUBLIC_LATAM_PROVIDER_TOKEN_URL: 'https://tokens.latam.example.com/v1/tokens/' });
    expect(env.PUBLIC_MODE === 'live' && env.PUBLIC_LATAM_PROVIDER_TOKEN_URL).toBe('https://tokens.latam.example.com/v1/tokens');
  });

  it("decision 021: a sandbox needs no tokeniser URL for provider U (the sandbox tokenises)", () => {
    expect(parsePublicEnv({})).not.toHaveProperty('PUBLIC_LATAM_PROVIDER_TOKEN_URL');
  });

  it('part 1 §2, decision 028: the support chat is off by default in both modes; the sandbox has its own chat script', () => {
    expect(parsePublicEnv({ ...live }).PUBLIC_SUPPORT_CHAT).toBe(false);
    expect(parsePublicEnv({})).toMatchObject({ PUBLIC_SUPPORT_CHAT: false, PUBLIC_SUPPORT_CHAT_URL: '/sandbox/support-chat.js' });
  });

  it('decision 028: a live build keeps the chat URL only while the chat is on', () => {
    const url = 'https://chat.example.com/loader.js?lang={lang}';
    expect(parsePublicEnv({ ...live, PUBLIC_SUPPORT_CHAT_URL: url })).not.toHaveProperty('PUBLIC_SUPPORT_CHAT_URL');
    expect(parsePublicEnv({ ...live, PUBLIC_SUPPORT_CHAT: 'true', PUBLIC_SUPPORT_CHAT_URL: url })).toMatchObject({ PUBLIC_SUPPORT_CHAT: true, PUBLIC_SUPPORT_CHAT_URL: url });
  });

  it("decision 027: the consent provider's script and API default to the provider's hosts, the sandbox's to its own", () => {
    expect(parsePublicEnv({ ...live })).toMatchObject({
      PUBLIC_CONSENT_PROVIDER_SCRIPT_URL: 'https://cdn.iubenda.com/cons/iubenda_cons.js', PUBLIC_CONSENT_PROVIDER_API_URL: 'https://consent.iubenda.com',
    });
    expect(parsePublicEnv({})).toMatchObject({ PUBLIC_CONSENT_PROVIDER_SCRIPT_URL: '/sandbox/consent-provider.js' });
  });

  it("decision 034: the sponsor wallet's script and frame default to pagSeguro's lightbox, the sandbox's to its own; http is refused", () => {
    expect(parsePublicEnv({ ...live })).toMatchObject({
      PUBLIC_SPONSOR_WALLET_SCRIPT_URL: 'https://stc.pagseguro.uol.com.br/pagseguro/api/v2/checkout/pagseguro.lightbox.js', PUBLIC_SPONSOR_WALLET_FRAME_URL: 'https://pagseguro.uol.com.br',
    });
    expect(parsePublicEnv({})).toMatchObject({ PUBLIC_SPONSOR_WALLET_SCRIPT_URL: '/sandbox/sponsor-wallet.js' });
    expect(() => parsePublicEnv({ ...live, PUBLIC_SPONSOR_WALLET_SCRIPT_URL: 'http://wallet.example.com/lightbox.js' })).toThrow(/PUBLIC_SPONSOR_WALLET_SCRIPT_URL/);
  });

  it('ignores variables that are not public', () => {
    expect(parsePublicEnv({ ...live, GATEWAY_BASIC_AUTH: 'secret' })).not.toHaveProperty('GATEWAY_BASIC_AUTH');
  });

  it.each([
    ['a missing value is named', { PUBLIC_GATEWAY_API_URL: undefined }, 'PUBLIC_GATEWAY_API_URL is missing'],
    ['an empty value counts as missing', { PUBLIC_OFFICE_URL: '' }, 'PUBLIC_OFFICE_URL is missing'],
    ['an http API is refused', { PUBLIC_OFFICE_API_URL: 'http://office-api.example.com' }, 'PUBLIC_OFFICE_API_URL must be an https:// URL'],
    ['a secret Stripe key is refused', { PUBLIC_STRIPE_PUBLISHABLE_KEY: 'sk_live_abc' }, 'PUBLIC_STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_live_... or pk_test_...)'],
    ['a redirect origin with a path is refused', { PUBLIC_REDIRECT_ALLOWLIST: 'https://office.example.com/login' }, 'PUBLIC_REDIRECT_ALLOWLIST "https://office.example.com/login" is not a bare https origin (https://host[:port])'],
    ['an http tokeniser for provider B is refused', { PUBLIC_BRAZIL_PROVIDER_TOKEN_URL: 'http://api.pagar.me/core/v5/tokens' }, 'PUBLIC_BRAZIL_PROVIDER_TOKEN_URL must be an https:// URL'],
    ["decision 021: provider U's tokeniser has no default and is named when missing", { PUBLIC_LATAM_PROVIDER_TOKEN_URL: undefined }, 'PUBLIC_LATAM_PROVIDER_TOKEN_URL is missing'],
    ['an http tokeniser for provider U is refused', { PUBLIC_LATAM_PROVIDER_TOKEN_URL: 'http://tokens.latam.example.com/v1/tokens' }, 'PUBLIC_LATAM_PROVIDER_TOKEN_URL must be an https:// URL'],
    ['a CSP image origin with a path is refused', { PUBLIC_CSP_IMAGE_ORIGINS: 'https://img.example.com/avatars' }, 'PUBLIC_CSP_IMAGE_ORIGINS "https://img.example.com/avatars" is not a bare https origin (https://host[:port])'],
    ['part 1 §7: the consent provider key is named when missing (decision 027)', { PUBLIC_CONSENT_PROVIDER_KEY: undefined }, 'PUBLIC_CONSENT_PROVIDER_KEY is missing'],
    ['decision 028: a chat that is on without its loader URL is named', { PUBLIC_SUPPORT_CHAT: '1' }, 'PUBLIC_SUPPORT_CHAT_URL is missing'],
    ['decision 028: an http chat loader is refused', { PUBLIC_SUPPORT_CHAT: '1', PUBLIC_SUPPORT_CHAT_URL: 'http://chat.example.com/loader.js' }, 'PUBLIC_SUPPORT_CHAT_URL must be an https:// URL'],
    ['a non-numeric company aid is refused', { PUBLIC_COMPANY_AID: 'company' }, 'PUBLIC_COMPANY_AID must be the numeric account id of the company'],
  ])('live: %s', (_name, override, expected) => {
    expect(problems({ ...live, ...override })).toContain(expected);
  });

  it('lists every problem at once', () => {
    expect(problems({ PUBLIC_MODE: 'live' }).length).toBe(17);
  });

  it.each(['PUBLIC_THREE_DS_ALLOWLIST', 'PUBLIC_BANK_REDIRECT_ALLOWLIST', 'PUBLIC_PAYPAL_ALLOWLIST'])(
    'DESIGN.md Security: a live build names a missing payment redirect list (%s)',
    (name) => {
      expect(problems({ ...LIVE_ENV, [name]: undefined }).some((p) => p.startsWith(name))).toBe(true);
    },
  );

  it('refuses an unknown mode', () => {
    expect(problems({ PUBLIC_MODE: 'staging' })[0]).toMatch(/^PUBLIC_MODE/);
  });
});
