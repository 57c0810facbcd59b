/**
 * The other third parties a live checkout may reach (docs/script-inventory.md): the purchase tracking of step 3
 * (Facebook's pixel, Google's tag manager and analytics), the consent provider (iubenda) and the sponsor's wallet
 * script (pagSeguro). They are not what the rehearsal is about: a script request gets an empty script (the page's
 * own snippets queue their calls before it loads, as with the real ones), anything else 204 No Content. They are
 * answered so their requests still pass the page's CSP, which is what counts here.
 */
import type { BrowserContext } from '@playwright/test';

const HOSTS = /^https:\/\/(connect\.facebook\.net|www\.facebook\.com|www\.googletagmanager\.com|[a-z0-9-]+\.google-analytics\.com|[a-z0-9-]+\.analytics\.google\.com|cdn\.iubenda\.com|consent\.iubenda\.com|stc\.pagseguro\.uol\.com\.br)\//;

export const thirdPartyRequests: string[] = [];

export async function routeThirdParties(context: BrowserContext): Promise<void> {
  thirdPartyRequests.length = 0;
  await context.route(HOSTS, async (route) => {
    const request = route.request();
    thirdPartyRequests.push(`${request.method()} ${request.url()}`);
    if (request.resourceType() === 'script') return route.fulfill({ status: 200, headers: { 'content-type': 'text/javascript' }, body: '' });
    return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': request.headers()['origin'] ?? '*' } });
  });
}
