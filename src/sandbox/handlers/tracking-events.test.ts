import { describe, expect, it } from 'vitest';
import { localOrigin } from '~/api/endpoints';
import { sandboxTrackingEvents } from './tracking-events-store';
import { SANDBOX_FUNNEL_PIXEL_PATH } from './tracking-events';

const at = (path: string) => new URL(path, localOrigin()).href;

describe('the sandbox tracking endpoints (decision 029)', () => {
  it('part 1 §7: the funnel-continue pixel answers a GIF and records its query', async () => {
    const answer = await fetch(at(`${SANDBOX_FUNNEL_PIXEL_PATH}?event=lead&aid=777&user_id=9001`));
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/gif']);
    expect(sandboxTrackingEvents()).toEqual([{ target: 'funnel-pixel', fields: { event: 'lead', aid: '777', user_id: '9001' } }]);
  });

  it('part 1 §7: the affiliate tracker records a posted lead', async () => {
    const body = new URLSearchParams({ event: 'lead', aid: '777', name: 'Nova Pessoa', email: 'nova@sandbox.test' });
    expect((await fetch(at('/sandbox-api/tracking/affiliate'), { method: 'POST', body })).status).toBe(204);
    expect(sandboxTrackingEvents()).toEqual([{ target: 'affiliate-tracker', fields: Object.fromEntries(body) }]);
  });

  it.each([
    ['an image without an aid', () => fetch(at('/sandbox-api/tracking/franchise-share?event=lead'))],
    ['a post without an event', () => fetch(at('/sandbox-api/tracking/affiliate'), { method: 'POST', body: new URLSearchParams({ aid: '777' }) })],
  ])('answers 400 to %s and records nothing', async (_name, send) => {
    expect((await send()).status).toBe(400);
    expect(sandboxTrackingEvents()).toEqual([]);
  });
});
