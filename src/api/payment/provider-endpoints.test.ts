import { describe, expect, it } from 'vitest';
import { parsePublicEnv } from '~/config/env-schema';
import { LIVE_ENV } from '../../../tests/setup/live-env';
import { liveProviderTokenUrl, providerTokenUrl, sandboxTokeniserOf } from './provider-endpoints';

const live = parsePublicEnv({ ...LIVE_ENV, PUBLIC_LATAM_PROVIDER_TOKEN_URL: 'https://tokens.latam.example.com/v1/tokens/', PUBLIC_LATAM_PROVIDER_KEY: 'latam key+1' });

describe('card tokeniser URLs (part 2 §7 "Card tokenisation")', () => {
  it('decision 021: provider U tokenises at PUBLIC_LATAM_PROVIDER_TOKEN_URL with its public key', () => {
    if (live.PUBLIC_MODE !== 'live') throw new Error('expected a live environment');
    expect(liveProviderTokenUrl('latinAmerican', live)).toBe('https://tokens.latam.example.com/v1/tokens?appId=latam%20key%2B1');
  });

  it('decision 014: provider B tokenises at PUBLIC_BRAZIL_PROVIDER_TOKEN_URL (Pagar.me by default)', () => {
    if (live.PUBLIC_MODE !== 'live') throw new Error('expected a live environment');
    expect(liveProviderTokenUrl('brazilian', live)).toBe('https://api.pagar.me/core/v5/tokens?appId=brazil-public-key');
  });

  it('DESIGN.md "Modes": a sandbox build tokenises both providers at the sandbox provider', () => {
    expect(providerTokenUrl('latinAmerican')).toMatch(/\/sandbox-api\/provider\/u\/tokens\?appId=sandbox-latam-key$/);
    expect(providerTokenUrl('brazilian')).toMatch(/\/sandbox-api\/provider\/b\/tokens\?appId=sandbox-brazil-key$/);
  });

  it('the sandbox spends the tokens of the providers that tokenise our card form, and of no other', () => {
    expect([sandboxTokeniserOf('brazilian'), sandboxTokeniserOf('latinAmerican')]).toEqual(['b', 'u']);
    expect([sandboxTokeniserOf('international'), sandboxTokeniserOf('european'), sandboxTokeniserOf('paypal'), sandboxTokeniserOf(null)]).toEqual([null, null, null, null]);
  });
});
