import { describe, expect, it, vi } from 'vitest';
import { $address, $postcodeLookup, lookupPostcode, setAddressField } from './address';

// Decision 026: the postcode services' client is its own chunk, fetched on the first lookup. Here its first fetch
// fails (offline), as `import()` rejects in a browser; the second one arrives.
const client = vi.hoisted(() => ({ arrives: false }));
vi.mock('~/api/misc/postcode-lookup', async (original) => {
  if (!client.arrives) {
    client.arrives = true;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return original();
});

describe('address store: the postcode client loaded on the first lookup (part 2 §5, §8)', () => {
  it('part 2 §8: a client that does not arrive fails the lookup with its message, the city left to the buyer; the next lookup works', async () => {
    setAddressField('zipCode', '10115');
    setAddressField('country', 'DE');
    await lookupPostcode('EUR');
    expect($postcodeLookup.get()).toEqual({ status: 'failed', messageKey: 'errors:load.zip_lookup_failed' });
    expect($address.get()).toMatchObject({ zipCode: '10115', country: 'DE', city: '' });

    vi.resetModules(); // a browser asks the module again on the next import() (decision 011)
    await lookupPostcode('EUR');
    expect($postcodeLookup.get()).toEqual({ status: 'idle' });
    expect($address.get()).toMatchObject({ zipCode: '10115', country: 'DE', city: 'Berlin' });
  });
});
