import { http, HttpResponse } from 'msw';
import { apiUrl } from '~/api/endpoints';
import { VAT_FEE_PATH, vatFeePayloadSchema } from '~/api/vat/get-vat-fee';
import { VAT_FEES_PATH } from '~/api/vat/list-vat-fees';
import { VAT_VALIDATE_PATH, vatValidationPayloadSchema } from '~/api/vat/validate-vat-number';
import { sandboxValidVatNumbers, sandboxVatFees, unregisteredVatAnswer } from '~/sandbox/fixtures/vat';
import { readBody } from './gateway-body';

const registered: Readonly<Record<string, (typeof sandboxValidVatNumbers)[keyof typeof sandboxValidVatNumbers]>> = sandboxValidVatNumbers;

/** The gateway's VAT calls (part 1 §7) over the fixture list; no login needed (the widget is on step 1). */
export const vatHandlers = [
  http.post(apiUrl('gateway', VAT_FEES_PATH), () => HttpResponse.json({ vat: sandboxVatFees })),

  http.post(apiUrl('gateway', VAT_FEE_PATH), async ({ request }) => {
    const body = await readBody(request, vatFeePayloadSchema);
    if (!body.ok) return body.response;
    // Greece may be asked for by its VAT prefix EL as well as its ISO code GR.
    const code = body.data.country_code === 'EL' ? 'GR' : body.data.country_code;
    const entry = sandboxVatFees.find((e) => e.country_code === code);
    if (!entry) return HttpResponse.json({ error: 'country_not_found' }, { status: 404 });
    return HttpResponse.json({ vat: { fee: entry.fee } });
  }),

  http.post(apiUrl('gateway', VAT_VALIDATE_PATH), async ({ request }) => {
    const body = await readBody(request, vatValidationPayloadSchema);
    if (!body.ok) return body.response;
    const compact = body.data.vat_number.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
    return HttpResponse.json({ vat: registered[compact] ?? unregisteredVatAnswer(compact) });
  }),
];
