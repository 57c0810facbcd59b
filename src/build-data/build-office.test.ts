import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxServer } from '~/sandbox/node';
import { routeRequests } from './build-office';

// The fetch in place when a test starts (the sandbox's interception included), put back after it.
let fetchBefore: typeof fetch;
beforeEach(() => {
  fetchBefore = globalThis.fetch;
});
afterEach(() => {
  globalThis.fetch = fetchBefore;
});

describe('routeRequests (BUILD_OFFICE_API_URL)', () => {
  it.each([
    ['a call to the configured office goes to the build address', 'https://office-api.example.com/br/office/plan-or-fee/x?user_lang=pt', 'http://127.0.0.1:4400/br/office/plan-or-fee/x?user_lang=pt'],
    ['any other address is left alone', 'https://gateway.example.com/pay', 'https://gateway.example.com/pay'],
    ['a host that only starts like the office is left alone', 'https://office-api.example.com.evil.test/x', 'https://office-api.example.com.evil.test/x'],
  ])('%s', async (_row, asked, reached) => {
    let seen = '';
    sandboxServer.use(http.all(/.*/, ({ request }) => ((seen = request.url), HttpResponse.json({}))));
    routeRequests('https://office-api.example.com/', 'http://127.0.0.1:4400');
    await fetch(asked);
    expect(seen).toBe(reached);
  });
});
