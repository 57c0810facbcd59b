/** A complete, valid live environment for tests of the configuration and of live builds. No real keys. */
export const LIVE_ENV = {
  PUBLIC_MODE: 'live',
  PUBLIC_SITE_URL: 'https://www.example.com',
  PUBLIC_OFFICE_API_URL: 'https://office-api.example.com',
  PUBLIC_GATEWAY_API_URL: 'https://gateway.example.com',
  PUBLIC_TRANSLATION_API_URL: 'https://translate.example.com',
  PUBLIC_OFFICE_URL: 'https://office.example.com',
  PUBLIC_COMPANY_HOME_URL: 'https://www.example.com',
  PUBLIC_COMPANY_AID: '1',
  PUBLIC_REDIRECT_ALLOWLIST: 'https://office.example.com,https://www.example.com',
  PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_123abc',
  PUBLIC_ADYEN_CLIENT_KEY: 'test_ABC123',
  PUBLIC_ADYEN_ENVIRONMENT: 'test',
  PUBLIC_BRAZIL_PROVIDER_KEY: 'brazil-public-key',
  PUBLIC_LATAM_PROVIDER_KEY: 'latam-public-key',
  PUBLIC_LATAM_PROVIDER_TOKEN_URL: 'https://tokens.latam-provider.example.com/v1/tokens',
} as const;
