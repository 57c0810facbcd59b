import { describe, expect, it } from 'vitest';
import {
  defaultToolsShown, isListedResource, listedResources, quantityDisplay, storageGbFromKb, storageKbFor, type ResourceQuantities,
} from '~/domain/resources';

describe('quantityDisplay', () => {
  it.each([
    ['part 1 §2: 999999 means unlimited', 999999, { kind: 'unlimited' }],
    ['part 2 §9: 0 is blank', 0, { kind: 'blank' }],
    ['part 1 §2: a missing quantity is blank', null, { kind: 'blank' }],
    ['part 1 §2: an absent quantity is blank', undefined, { kind: 'blank' }],
    ['part 1 §2: NaN is blank, never "NaN"', Number.NaN, { kind: 'blank' }],
    ['part 1 §2: 3 is shown as 3', 3, { kind: 'count', value: 3 }],
    ['part 1 §2: 999998 is an ordinary count', 999998, { kind: 'count', value: 999998 }],
  ])('%s', (_section, quantity, expected) => {
    expect(quantityDisplay(quantity)).toEqual(expected);
  });
});

describe('storage units', () => {
  it.each([
    ['part 1 §9: 2097152 KB is 2 GB', 2097152, 2],
    ['part 1 §9: 10485760 KB is 10 GB', 10485760, 10],
    ['part 1 §9: 524288 KB is half a GB', 524288, 0.5],
    ['part 1 §9: 0 KB is 0 GB', 0, 0],
  ])('%s', (_section, kb, gb) => {
    expect(storageGbFromKb(kb)).toBe(gb);
  });

  it.each([
    ['part 2 §9: 1 package of 10 GB is 10485760 KB', 1, 10, 10485760],
    ['part 2 §9: 3 packages of 5 GB are 15728640 KB', 3, 5, 15728640],
    ['part 1 §9: 0 packages are 0 KB', 0, 10, 0],
  ])('%s', (_section, quantity, packageGb, kb) => {
    expect(storageKbFor(quantity, packageGb)).toBe(kb);
  });
});

describe('defaultToolsShown', () => {
  it.each<[string, ResourceQuantities, number]>([
    ['part 1 §9: all three resources present shows 2 tools', { domains: 1, subdomains: 3, storage: 2 }, 2],
    ['part 1 §9: unlimited subdomains is present', { domains: 15, subdomains: 999999, storage: 10 }, 2],
    ['part 1 §9: one missing resource adds one tool', { domains: 1, subdomains: 0, storage: 2 }, 3],
    ['part 1 §9: two missing resources add two tools', { domains: 1 }, 4],
    ['part 1 §9: no resources shows 5 tools', {}, 5],
    ['part 1 §9: null quantities count as missing', { domains: null, subdomains: null, storage: null }, 5],
  ])('%s', (_section, resources, count) => {
    expect(defaultToolsShown(resources)).toBe(count);
  });
});

describe('resource listing', () => {
  it.each([
    ['part 1 §2: domains are skipped', 'domains', false],
    ['part 1 §2: storage is skipped', 'storage', false],
    ['part 1 §2: subscribers are skipped', 'Subscribers', false],
    ['part 1 §2: subdomains are skipped', 'subdomains', false],
    ['part 1 §2: other resources are listed', 'landing_pages', true],
  ])('%s', (_section, key, listed) => {
    expect(isListedResource(key)).toBe(listed);
  });

  it('keeps the order of the listed items (part 1 §2)', () => {
    const items = [{ key: 'pages' }, { key: 'domains' }, { key: 'funnels' }, { key: 'subscribers' }];
    expect(listedResources(items, (item) => item.key)).toEqual([{ key: 'pages' }, { key: 'funnels' }]);
  });
});
