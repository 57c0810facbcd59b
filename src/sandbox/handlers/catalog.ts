import { http, HttpResponse } from 'msw';
import { apiUrl } from '~/api/endpoints';
import { sandboxCountryPrices } from '~/sandbox/fixtures/country-prices';
import { sandboxFees } from '~/sandbox/fixtures/fees';
import { sandboxPlans } from '~/sandbox/fixtures/plans';
import { sandboxTools } from '~/sandbox/fixtures/tools';

/** The catalog is read-only fixture data, so these handlers keep no store. */

function missingLang(request: Request): Response | null {
  const lang = new URL(request.url).searchParams.get('user_lang');
  return lang ? null : HttpResponse.json({ error: 'invalid_payload', issues: [{ path: 'user_lang', message: 'required' }] }, { status: 400 });
}

export const catalogHandlers = [
  http.get(apiUrl('office', '/br/office/plan-or-fee/:slug'), ({ request, params }) => {
    const invalid = missingLang(request);
    if (invalid) return invalid;
    const slug = String(params.slug);
    const plan = sandboxPlans.get(slug);
    if (plan) return HttpResponse.json({ status: true, type: 'plan', data: plan });
    const fee = sandboxFees.get(slug);
    if (fee) return HttpResponse.json({ status: true, type: 'fee', data: fee });
    return HttpResponse.json({ status: false, message: 'plan_or_fee_not_found' });
  }),

  http.get(apiUrl('office', '/br/office/tool/:slug'), ({ request, params }) => {
    const invalid = missingLang(request);
    if (invalid) return invalid;
    const tool = sandboxTools.get(String(params.slug));
    return HttpResponse.json(tool ? { status: true, data: tool } : { status: false, message: 'tool_not_found' });
  }),

  // No api_token is expected: the client never sends it from the browser (see get-country-prices.ts).
  http.get(apiUrl('office', '/us/office/api/country-prices/:countryId'), ({ params }) => {
    return HttpResponse.json({ data: sandboxCountryPrices[String(params.countryId).toLowerCase()] ?? [] });
  }),
];
