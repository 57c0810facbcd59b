import { describe, expect, it, vi } from 'vitest';
import { sendTrackingRequests, type TrackingTransport } from './tracking-transport';

describe('sendTrackingRequests (part 1 §7 "Ancillary")', () => {
  it('loads images and posts forms, each once', async () => {
    const transport: TrackingTransport = { image: vi.fn(), post: vi.fn(async () => undefined) };
    await sendTrackingRequests(
      [
        { target: 'funnel-pixel', kind: 'image', url: 'https://px.example.com/p?event=lead' },
        { target: 'affiliate-tracker', kind: 'post', url: 'https://affiliate.example.net/e', body: { event: 'lead', aid: '777' } },
      ],
      transport,
    );
    expect(transport.image).toHaveBeenCalledExactlyOnceWith('https://px.example.com/p?event=lead');
    expect(transport.post).toHaveBeenCalledExactlyOnceWith('https://affiliate.example.net/e', { event: 'lead', aid: '777' });
  });

  it('part 2 §8 "swallowed failures": a failed post does not fail the sending', async () => {
    const transport: TrackingTransport = { image: vi.fn(), post: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) };
    await expect(sendTrackingRequests([{ target: 'affiliate-tracker', kind: 'post', url: 'https://a.example/e', body: {} }], transport)).resolves.toBeUndefined();
  });
});
