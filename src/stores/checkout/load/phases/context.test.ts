import { describe, expect, it } from 'vitest';
import { NO_SPECIAL_SLUGS } from '~/domain/flows';
import { loadInput } from '../../../../../tests/setup/load-input';
import { createLoadContext, readCookie } from './context';

describe('readCookie (part 1 §2 aid cookie, part 2 §7 cs_code)', () => {
  it.each([
    ['part 2 §7: finds cs_code among others', 'a=1; cs_code=CS-CARLA; b=2', 'cs_code', 'CS-CARLA'],
    ['part 1 §2: decodes the value', 'aid=7%37', 'aid', '77'],
    ['keeps a value with =', 'x=a=b', 'x', 'a=b'],
    ['an absent cookie is null', 'a=1', 'aid', null],
    ['an empty cookie is null', 'aid=', 'aid', null],
    ['a name that only ends the same does not match', 'xaid=7', 'aid', null],
  ])('%s', (_row, cookies, name, value) => {
    expect(readCookie(cookies, name)).toBe(value);
  });
});

describe('createLoadContext', () => {
  it('part 2 §2: reads the options once from the URL', () => {
    const ctx = createLoadContext(loadInput('advanced-plan', '?period=y&coupon=OFF10&invoice=5001'));
    expect(ctx.options).toMatchObject({ period: 'YEARLY', couponCode: 'OFF10', invoiceId: '5001' });
  });

  it('fills what the page leaves out with safe defaults (no slug lists, no sandbox origin)', () => {
    const ctx = createLoadContext({ ...loadInput('x'), slugLists: undefined, sandboxOrigin: undefined, supportChatUrl: undefined });
    expect([ctx.input.slugLists, ctx.policy.sandboxOrigin, ctx.input.supportChatUrl]).toEqual([NO_SPECIAL_SLUGS, null, null]);
  });
});
