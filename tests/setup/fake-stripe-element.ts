import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Handler = (event?: unknown) => unknown;

/**
 * One fake Stripe Element for the provider S adapter's tests: records its life cycle (mount, update, destroy) and lets
 * a test fire Stripe's events (`change`, `ready`, `confirm`...) at the listeners React attached.
 */
export function fakeStripeElement(type: string, options?: unknown) {
  const handlers = new Map<string, Set<Handler>>();
  const element = {
    type,
    options,
    mount: vi.fn(),
    unmount: vi.fn(),
    destroy: vi.fn(() => {
      element.destroyed = true;
    }),
    update: vi.fn(),
    focus: vi.fn(),
    destroyed: false,
    on: vi.fn((event: string, handler: Handler) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return element;
    }),
    off: vi.fn((event: string, handler: Handler) => {
      handlers.get(event)?.delete(handler);
      return element;
    }),
    listeners: (event: string) => handlers.get(event)?.size ?? 0,
    emit: (event: string, payload?: unknown) =>
      act(async () => {
        for (const handler of handlers.get(event) ?? []) await handler(payload);
      }),
  };
  return element;
}
export type FakeStripeElement = ReturnType<typeof fakeStripeElement>;
