import { getResponse, http, type RequestHandler } from 'msw';

export interface LazyHandlerGroup {
  /** The one handler that stands in the list for the group. */
  handler: RequestHandler;
  /** Loads the group now (once; again after a failed load): where modules cannot be imported later (`loadLazyHandlers`, src/sandbox/handlers.ts). */
  load: () => Promise<readonly RequestHandler[]>;
}

/**
 * A group of handlers whose code loads on the first call the group may answer (decision 051: the payment
 * calls' handlers and the API schemas they check against are not on the sandbox's first visit). `answers` says from
 * the URL alone whether the group may answer; the group's own handlers then answer as if they were in the list
 * themselves, or pass the call on to the handlers after this one. A failed load fails that call (msw answers 500)
 * and the next call loads the group again.
 * Example: lazyHandlerGroup((url) => url.pathname.startsWith('/sandbox-api/gateway/payment/'), () => import('./payment-group').then((m) => m.paymentGroup)).handler
 */
export function lazyHandlerGroup(answers: (url: URL) => boolean, importGroup: () => Promise<readonly RequestHandler[]>): LazyHandlerGroup {
  let group: Promise<readonly RequestHandler[]> | null = null;
  const load = () =>
    (group ??= importGroup().catch((error: unknown) => {
      group = null;
      throw error;
    }));
  const handler = http.all(/\/sandbox-api\//, async ({ request }) => {
    if (!answers(new URL(request.url))) return undefined;
    return getResponse([...(await load())], request);
  });
  return { handler, load };
}
