// Shared set-up for every unit and component test: the sandbox office and gateway answer
// every request, and a request no handler knows is an error (STYLE.md, MSW's guidance).
// Component tests opt into a DOM with `// @vitest-environment jsdom` at the top of the file.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { sandboxServer } from '~/sandbox/node';
import { resetSandbox } from '~/sandbox/reset';
import { resetStores } from '~/stores/reset';

beforeAll(() => sandboxServer.listen({ onUnhandledFrame: 'error' }));
// The sandbox first: a store that its reset sends back to loading (a list still shown) asks a clean sandbox.
afterEach(() => {
  sandboxServer.resetHandlers();
  resetSandbox();
  resetStores('page');
  // Each test is a fresh browser: the purchase ledger (localStorage) outlives a page, not a test.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
afterAll(() => sandboxServer.close());
