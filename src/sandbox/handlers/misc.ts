import { http, HttpResponse } from 'msw';
import { apiUrl } from '~/api/endpoints';
import { checkoutTokenPayloadSchema } from '~/api/misc/checkout-token';
import { currencyConverterPayloadSchema } from '~/api/misc/currency-converter';
import { logPayloadSchema } from '~/api/misc/logger';
import { SANDBOX_USD_RATES } from '~/sandbox/fixtures/currency-rates';
import { sandboxSupport } from '~/sandbox/fixtures/support';
import { getScenario } from '~/sandbox/scenario';
import { currentSandboxUser } from './account';
import { rememberCheckoutToken, recordLogEntry } from './misc-store';
import { readJson } from './read-body';

/** A region per country, so the locale answer looks real; `sandbox-country=ES:Canarias` sets one explicitly. */
const REGIONS: Readonly<Record<string, string>> = {
  BR: 'São Paulo', US: 'California', DE: 'Berlin', NL: 'Noord-Holland', MX: 'Ciudad de México', CO: 'Bogotá',
  PE: 'Lima', AR: 'Buenos Aires', ES: 'Madrid', FR: 'Île-de-France', IT: 'Lazio', GB: 'England', CA: 'Ontario',
};

function sandboxLocale() {
  const [override = '', overrideRegion] = (getScenario().country ?? '').split(':');
  const country = (/^[A-Za-z]{2}$/.test(override) ? override : (currentSandboxUser()?.country ?? 'US')).toUpperCase();
  // 203.0.113.0/24 is reserved for documentation (RFC 5737): never a real visitor.
  return { ip: '203.0.113.10', country_code: country, region: overrideRegion || REGIONS[country] || null };
}

export const miscHandlers = [
  http.get(apiUrl('office', '/br/office/search-locale-by-ip'), () => HttpResponse.json(sandboxLocale())),

  // The gateway trusts the session: a token only for the logged-in user.
  http.post(apiUrl('gateway', '/user/token-checkout'), async ({ request }) => {
    const body = await readJson(request, checkoutTokenPayloadSchema);
    if (!body.ok) return body.response;
    const user = currentSandboxUser();
    if (!user || String(user.user_identifier) !== String(body.data.id_user)) return HttpResponse.json({ error: 'forbidden' }, { status: 403 });
    const token = `chk_sandbox_${body.data.id_user}_${crypto.randomUUID()}`;
    rememberCheckoutToken(token, String(body.data.id_user));
    return HttpResponse.json({ token });
  }),

  http.post(apiUrl('gateway', '/currency/converter'), async ({ request }) => {
    const body = await readJson(request, currencyConverterPayloadSchema);
    if (!body.ok) return body.response;
    const amount = Math.round(body.data.amount_base * SANDBOX_USD_RATES[body.data.currency_target]);
    return HttpResponse.json({ data: { amount_target: amount } });
  }),

  http.get(apiUrl('office', '/br/office/get-support-by-code'), ({ request }) => {
    const code = new URL(request.url).searchParams.get('cs_code') ?? '';
    return HttpResponse.json({ support: sandboxSupport[code] ?? null });
  }),

  http.post(apiUrl('gateway', '/logger'), async ({ request }) => {
    const body = await readJson(request, logPayloadSchema);
    if (!body.ok) return body.response;
    recordLogEntry(body.data);
    return HttpResponse.json({ success: true });
  }),
];
