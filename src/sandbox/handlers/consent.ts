import { http, HttpResponse } from 'msw';
import { consentSubmissionSchema } from '~/api/account/consent';
import { localOrigin } from '~/api/endpoints';
import { env } from '~/config/env';
import { recordSandboxConsent } from './consent-store';
import { readJson } from './read-body';

/** Where the sandbox's consent provider script (src/sandbox/third-party/consent-provider.js) posts each consent. */
export const SANDBOX_CONSENT_PATH = '/sandbox-api/consent/consent';

/**
 * The consent provider's API as the sandbox plays it (part 1 §4, §7; decision 027): checks the public key the script
 * was initialised with and the consent's shape, records it and answers `{ id, timestamp }`. Under /sandbox-api/, so
 * the sandbox's faults reach it (`sandbox-fault-path=consent`).
 */
export const consentHandlers = [
  http.post(new URL(SANDBOX_CONSENT_PATH, localOrigin()).href, async ({ request }) => {
    if (request.headers.get('ApiKey') !== env.PUBLIC_CONSENT_PROVIDER_KEY) {
      return HttpResponse.json({ error: true, status: 401, message: 'unknown public key' }, { status: 401 });
    }
    const body = await readJson(request, consentSubmissionSchema);
    if (!body.ok) return body.response;
    return HttpResponse.json(recordSandboxConsent(body.data));
  }),
];
