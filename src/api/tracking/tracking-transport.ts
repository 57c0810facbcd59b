import type { TrackingRequest } from '~/domain/tracking-events';

/**
 * How tracking requests leave the page (part 1 §7 "Ancillary": a pixel, an image, a tracker's event). Nothing is
 * read back, so unlike the office calls there is no schema: an image is loaded and dropped; a form is posted without
 * cookies, as a simple request (no CORS preflight), kept alive across the reload that follows a sign-up.
 * Send only through src/stores/tracking, whose gate honours Global Privacy Control.
 */
export interface TrackingTransport {
  image(url: string): void;
  post(url: string, body: Record<string, string>): Promise<void>;
}

export const browserTrackingTransport: TrackingTransport = {
  image(url) {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
  },
  async post(url, body) {
    await fetch(url, { method: 'POST', body: new URLSearchParams(body), credentials: 'omit', keepalive: true, mode: 'no-cors' });
  },
};

/**
 * Sends each request through the transport; a failed post is dropped (tracking never stops the checkout).
 *
 * @example await sendTrackingRequests([{ target: 'franchise-share', kind: 'image', url }], browserTrackingTransport)
 */
export async function sendTrackingRequests(requests: readonly TrackingRequest[], transport: TrackingTransport): Promise<void> {
  await Promise.all(
    requests.map(async (request) => {
      if (request.kind === 'image') transport.image(request.url);
      else await transport.post(request.url, request.body).catch(() => undefined);
    }),
  );
}
