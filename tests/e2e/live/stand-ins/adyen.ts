/**
 * Provider A's hosts for the live rehearsal (placeholder, filled in below).
 */
import type { BrowserContext } from '@playwright/test';

export const adyenRequests: string[] = [];

export async function routeAdyen(context: BrowserContext): Promise<void> {
  adyenRequests.length = 0;
  await context.route(/^https:\/\/checkoutshopper-test\.(cdn\.)?adyen\.com\//, async (route) => {
    adyenRequests.push(`${route.request().method()} ${route.request().url()}`);
    await route.fulfill({ status: 404, body: 'no stand-in yet' });
  });
}
