import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { getScenario, setScenario } from '~/sandbox/scenario';

const segments = (path: string): string[] => path.split('/').filter((s) => s !== '');

/**
 * Does a fault path name this call? It matches whole path segments in sequence, so that QA can fail one call
 * alone: 'login' names /office/login, not /office/login-status; 'invoice/create' names /invoice/create.
 */
export function faultPathMatches(pathname: string, faultPath: string): boolean {
  const wanted = segments(faultPath);
  if (wanted.length === 0) return true;
  const have = segments(pathname);
  for (let start = 0; start + wanted.length <= have.length; start += 1) {
    if (wanted.every((segment, i) => have[start + i] === segment)) return true;
  }
  return false;
}

/**
 * Injects the scenario's fault (timeout, HTTP 500, malformed JSON, offline, lost answer) into matching
 * sandbox calls, `faultTimes` times; otherwise falls through to the real handlers. Every fault but `lost`
 * stops the call before the office or gateway sees it; `lost` lets `answering` (the real handlers) do the
 * work, a payment included, and then drops the answer, as a connection that breaks on the way back would.
 */
export const faultHandlersFor = (answering: readonly RequestHandler[]) => [
  http.all(/\/sandbox-api\//, async ({ request }) => {
    const scenario = getScenario();
    if (!scenario.fault || scenario.faultTimes <= 0) return undefined;
    if (!faultPathMatches(new URL(request.url).pathname, scenario.faultPath)) return undefined;
    setScenario({ faultTimes: scenario.faultTimes - 1 });
    switch (scenario.fault) {
      case 'timeout':
        await delay('infinite');
        return undefined;
      case 'http500':
        return new HttpResponse(null, { status: 500 });
      case 'malformed':
        return new HttpResponse('{"data": ', { status: 200, headers: { 'content-type': 'application/json' } });
      case 'offline':
        return HttpResponse.error();
      case 'lost':
        await getResponse([...answering], request.clone());
        return HttpResponse.error();
    }
  }),
];
