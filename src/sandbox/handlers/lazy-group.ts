import { getResponse, http, type RequestHandler } from 'msw';

/**
 * One handler standing for a group of handlers whose code loads on the first call the group may answer (issue 29: the
 * payment calls' handlers and the API schemas they check against are not on the sandbox's first visit). `answers`
 * says from the URL alone whether the group may answer; the group's own handlers then answer as if they were in the
 * list themselves, or pass the call on to the handlers after this one. A failed load fails that call (msw answers
 * 500) and the next call loads the group again.
 * Example: lazyHandlerGroup((url) => url.pathname.startsWith('/sandbox-api/gateway/payment/'), () => import('./payment-group').then((m) => m.paymentGroup))
 */
export function lazyHandlerGroup(answers: (url: URL) => boolean, load: () => Promise<readonly RequestHandler[]>): RequestHandler {
  let group: Promise<readonly RequestHandler[]> | null = null;
  return http.all(/\/sandbox-api\//, async ({ request }) => {
    if (!answers(new URL(request.url))) return undefined;
    group ??= load().catch((error: unknown) => {
      group = null;
      throw error;
    });
    return getResponse([...(await group)], request);
  });
}
