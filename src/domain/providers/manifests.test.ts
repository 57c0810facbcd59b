import { describe, expect, it } from 'vitest';
import { PAYMENT_ENDPOINTS } from '~/api/payment/payment-endpoints';
import { expandSource } from '~/config/csp-sources';
import { liveEnvSchema, parsePublicEnv, sandboxEnvSchema } from '~/config/env-schema';
import * as providerEnvValues from '~/config/provider-env-values';
import { LIVE_ENV } from '../../../tests/setup/live-env';
import { PROVIDERS, type ProviderId } from './ids';
import { PROVIDER_GATEWAY_NAMES } from './index';
import { PROVIDER_MANIFESTS, providerManifests, SANDBOX_TOKENISERS } from './manifests';
import { z } from 'zod';

/*
 * The providers' manifests (part 2 §4.3, §7; manifest.ts) against what reads them: one per provider id, the checkout's
 * projections equal to them, their endpoints, variables and CSP templates consistent with the api and the
 * configuration.
 */
const entries = Object.entries(PROVIDER_MANIFESTS) as [ProviderId, (typeof PROVIDER_MANIFESTS)[ProviderId]][];
const kit = { z, httpsUrl: z.string() };

describe('the providers\' manifests', () => {
  it('part 2 §4.3: one per provider id, in the ids\' order, each spec letter once', () => {
    expect(Object.keys(PROVIDER_MANIFESTS)).toEqual([...PROVIDERS]);
    const letters = providerManifests().flatMap((manifest) => (manifest.letter ? [manifest.letter] : []));
    expect(letters.sort()).toEqual(['A', 'B', 'S', 'U']);
  });

  it('part 2 §7 "Future payment": the checkout\'s gateway names are the manifests\'', () => {
    expect(entries.map(([id, manifest]) => [id, PROVIDER_GATEWAY_NAMES[id] === manifest.gatewayName])).toEqual(entries.map(([id]) => [id, true]));
    expect(PROVIDER_GATEWAY_NAMES.brazilian).toBe('pagarme');
  });

  it('part 2 §7: every endpoint under a provider\'s base is that provider\'s, and every base has an endpoint', () => {
    const bases = providerManifests().flatMap((manifest, i) => (manifest.endpointBase ? [[PROVIDERS[i], `${manifest.endpointBase}/`] as const] : []));
    const endpoints = Object.values(PAYMENT_ENDPOINTS);
    for (const [provider, base] of bases) {
      const under = endpoints.filter((endpoint) => endpoint.path.startsWith(base));
      expect(under.length, base).toBeGreaterThan(0);
      expect(under.filter((endpoint) => endpoint.provider !== provider), base).toEqual([]);
    }
    const unowned = endpoints.filter((endpoint) => /^\/payment\/provider-/.test(endpoint.path) && !bases.some(([, base]) => endpoint.path.startsWith(base)));
    expect(unowned).toEqual([]);
  });

  it('the sandbox tokenisers are the manifests\' with their spec letter in lower case', () => {
    const tokenising = entries.filter(([, manifest]) => 'sandboxTokeniser' in manifest).map(([id, manifest]) => [id, manifest.letter?.toLowerCase()]);
    expect(Object.entries(SANDBOX_TOKENISERS)).toEqual(tokenising);
  });

  it('every variable a manifest declares is in both modes\' schemas, and the providers\' chunks can read its live ones', () => {
    for (const manifest of providerManifests()) {
      const declared = manifest.env?.(kit);
      if (!declared) continue;
      expect(Object.keys(declared.live).filter((key) => !(key in liveEnvSchema.shape))).toEqual([]);
      expect(Object.keys(declared.sandbox).filter((key) => !(key in sandboxEnvSchema.shape))).toEqual([]);
      expect(Object.keys(declared.live).filter((key) => !(key in providerEnvValues))).toEqual([]);
    }
  });

  it('decision 014: every CSP template gives an origin in a live configuration (no variable it names is missing)', () => {
    const env = parsePublicEnv(LIVE_ENV) as unknown as Record<string, unknown>;
    const templates = providerManifests().flatMap((manifest) => Object.values(manifest.csp ?? {}).flat());
    expect(templates.length).toBeGreaterThan(5);
    expect(templates.filter((template) => expandSource(template, env).length === 0)).toEqual([]);
    expect(templates.flatMap((template) => expandSource(template, env)).filter((origin) => !/^https:\/\/[\w.*-]+$/.test(origin))).toEqual([]);
  });
});
