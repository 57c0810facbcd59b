import { describe, expect, it } from 'vitest';
import { expandSource, templateSources } from './csp-sources';

// Decision 014: a provider manifest's CSP templates, as docs/script-inventory.md spells its rows.
describe('expandSource', () => {
  it.each([
    ['a fixed origin stays', 'https://js.stripe.com', {}, ['https://js.stripe.com']],
    ['a variable alone is its URL\'s origin', '{PUBLIC_X}', { PUBLIC_X: 'https://tokens.example.net/core/v5/tokens' }, ['https://tokens.example.net']],
    ['a list variable gives each origin', '{PUBLIC_X}', { PUBLIC_X: ['https://a.example', 'https://b.example/path'] }, ['https://a.example', 'https://b.example']],
    ['a variable that is not a URL gives nothing', '{PUBLIC_X}', { PUBLIC_X: '/sandbox-api/provider' }, []],
    ['an unset variable gives nothing', '{PUBLIC_X}', {}, []],
    ['a variable inside a host is its value', 'https://checkoutshopper-{PUBLIC_ADYEN_ENVIRONMENT}.adyen.com', { PUBLIC_ADYEN_ENVIRONMENT: 'live-us' }, ['https://checkoutshopper-live-us.adyen.com']],
    ['a host whose variable is unset gives nothing', 'https://checkoutshopper-{PUBLIC_ADYEN_ENVIRONMENT}.adyen.com', {}, []],
  ] as const)('%s', (_name, template, env, expected) => {
    expect(expandSource(template, env)).toEqual(expected);
  });

  it('expands a manifest\'s templates by directive', () => {
    expect(templateSources({ 'connect-src': ['{PUBLIC_X}', 'https://api.example'], 'img-src': ['{PUBLIC_Y}'] }, { PUBLIC_X: 'https://t.example/v1' })).toEqual({
      'connect-src': ['https://t.example', 'https://api.example'],
      'img-src': [],
    });
  });
});
