import { describe, expect, it } from 'vitest';
import { liveEnvSchema, PUBLIC_ENV_KEYS, parsePublicEnv, publicEnvDefines, sandboxEnvSchema } from './env-schema';
import * as startValues from './env-values';
import * as providerValues from './provider-env-values';

describe('the configuration inlined one value per variable (src/config/env.ts)', () => {
  it('env-values and provider-env-values name every variable of both modes\' schemas, each once', () => {
    const named = [...Object.keys(startValues), ...Object.keys(providerValues)];
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual([...PUBLIC_ENV_KEYS].sort());
    expect(PUBLIC_ENV_KEYS).toEqual(expect.arrayContaining([...Object.keys(liveEnvSchema.shape), ...Object.keys(sandboxEnvSchema.shape)]));
  });

  it('the build replaces each variable with its parsed value, and one the build has not with undefined', () => {
    const env = parsePublicEnv({ PUBLIC_MODE: 'sandbox' });
    const defines = publicEnvDefines(env);
    expect(Object.keys(defines)).toEqual(PUBLIC_ENV_KEYS.map((key) => `__PUBLIC_ENV__.${key}`));
    expect(defines['__PUBLIC_ENV__.PUBLIC_MODE']).toBe('"sandbox"');
    expect(JSON.parse(defines['__PUBLIC_ENV__.PUBLIC_REDIRECT_ALLOWLIST'] ?? 'null')).toEqual(env.PUBLIC_REDIRECT_ALLOWLIST);
    const unset = PUBLIC_ENV_KEYS.filter((key) => !(key in env));
    expect(unset.length).toBeGreaterThan(0); // the live-only variables
    for (const key of unset) expect(defines[`__PUBLIC_ENV__.${key}`]).toBe('undefined');
  });

  it('in the tests, as in a build, the values are the parsed sandbox configuration', () => {
    const env = parsePublicEnv({ PUBLIC_MODE: 'sandbox' }) as Record<string, unknown>;
    for (const [key, value] of Object.entries({ ...startValues, ...providerValues })) expect(value, key).toEqual(env[key]);
  });
});
