import { sandboxServer } from '~/sandbox/node';

/**
 * Counts the requests the Node sandbox receives whose URL contains `fragment`, from now until the returned
 * function is called (which stops counting and gives the count).
 * @example const stop = countSandboxCalls('check-coupon'); await applyCoupon(); expect(stop()).toBe(1);
 */
export function countSandboxCalls(fragment: string): () => number {
  let calls = 0;
  const count = ({ request }: { request: Request }) => {
    if (request.url.includes(fragment)) calls += 1;
  };
  sandboxServer.events.on('request:start', count);
  return () => {
    sandboxServer.events.removeListener('request:start', count);
    return calls;
  };
}
