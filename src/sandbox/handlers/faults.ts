import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { getScenario, setScenario } from '~/sandbox/scenario';

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
    if (scenario.faultPath && !new URL(request.url).pathname.includes(scenario.faultPath)) return undefined;
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
