import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The sandbox office and gateway for Node tests. Started by tests/setup/vitest.setup.ts. */
export const sandboxServer = setupServer(...handlers);
