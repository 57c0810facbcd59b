// Shared set-up for every unit and component test: the sandbox office and gateway answer
// every request, and a request no handler knows is an error (STYLE.md, MSW's guidance).
// Component tests opt into a DOM with `// @vitest-environment jsdom` at the top of the file.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { sandboxServer } from '~/sandbox/node';
import { resetSandbox } from '~/sandbox/reset';
import { forgetTyped } from '~/providers/typed-values';
import { resetStores } from '~/stores/reset';

beforeAll(() => sandboxServer.listen({ onUnhandledFrame: 'error' }));
// Test files share their worker's jsdom (isolate: false, vitest.config.ts): each file starts with the empty document,
// storage and cookies a fresh page has, whatever an earlier file rendered, appended or set and left behind (a link
// left in the body moves the first Tab; a script left in the head is counted twice).
beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
});
// The sandbox first: a store that its reset sends back to loading (a list still shown) asks a clean sandbox.
afterEach(() => {
  sandboxServer.resetHandlers();
  resetSandbox();
  resetStores('page');
  forgetTyped();
  // Each test is a fresh browser: the purchase ledger (localStorage) outlives a page, not a test.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
// A listener a file put on the sandbox's requests (events.on at its top level) is that file's: it must not see the
// next file's requests in the shared worker.
afterAll(() => {
  sandboxServer.events.removeAllListeners();
  sandboxServer.close();
});
