import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyWorkerInControl, type EarlyRegistration, type WorkerContainer } from './worker-control';

/*
 * The CI failure of session 18's "a first visit registers the worker … msw starts once it controls the
 * page": on a busy machine the page's early registration had its worker active before msw's start looked, while the
 * page's `controllerchange` had not been delivered yet; msw then started before the worker controlled the page.
 */

class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  become(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeContainer extends EventTarget {
  controller: ServiceWorker | null = null;
  take(worker: FakeWorker): void {
    this.controller = worker as unknown as ServiceWorker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function registered(fresh: boolean, workers: { installing?: FakeWorker; active?: FakeWorker }): Promise<EarlyRegistration> {
  const registration = { installing: workers.installing ?? null, waiting: null, active: workers.active ?? null } as unknown as ServiceWorkerRegistration;
  return Promise.resolve({ registration, fresh });
}

/** Whether the wait has ended after the pending promise callbacks ran. */
async function ended(wait: Promise<void>): Promise<boolean> {
  let done = false;
  void wait.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

const LIMIT = 10_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('msw starts once the early registration\'s worker controls the page (src/sandbox/browser.ts)', () => {
  it('a fresh worker already active, its controllerchange not delivered yet: waits for it', async () => {
    vi.useFakeTimers();
    const container = new FakeContainer();
    const worker = new FakeWorker('activated');
    const wait = earlyWorkerInControl(registered(true, { active: worker }), container as unknown as WorkerContainer, LIMIT);
    expect(await ended(wait)).toBe(false);
    container.take(worker);
    expect(await ended(wait)).toBe(true);
  });

  it('a fresh worker still installing: waits for control, not for its state', async () => {
    vi.useFakeTimers();
    const container = new FakeContainer();
    const worker = new FakeWorker('installing');
    const wait = earlyWorkerInControl(registered(true, { installing: worker }), container as unknown as WorkerContainer, LIMIT);
    expect(await ended(wait)).toBe(false);
    worker.become('activated');
    expect(await ended(wait)).toBe(false);
    container.take(worker);
    expect(await ended(wait)).toBe(true);
  });

  it('a fresh worker that turns redundant, or never takes control within the limit: msw starts (and reports) as without it', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker('installing');
    const redundant = earlyWorkerInControl(registered(true, { installing: worker }), new FakeContainer() as unknown as WorkerContainer, LIMIT);
    expect(await ended(redundant)).toBe(false);
    worker.become('redundant');
    expect(await ended(redundant)).toBe(true);

    const stuck = earlyWorkerInControl(registered(true, { installing: new FakeWorker('installing') }), new FakeContainer() as unknown as WorkerContainer, LIMIT);
    await vi.advanceTimersByTimeAsync(LIMIT - 1);
    expect(await ended(stuck)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await ended(stuck)).toBe(true);
  });

  it('nothing to wait for: no early registration, a failed one, a page already controlled, or a worker active before this page (a reload that bypassed it)', async () => {
    vi.useFakeTimers();
    const container = new FakeContainer();
    const asIs = container as unknown as WorkerContainer;
    expect(await ended(earlyWorkerInControl(undefined, asIs, LIMIT))).toBe(true);
    expect(await ended(earlyWorkerInControl(Promise.reject(new Error('blocked')), asIs, LIMIT))).toBe(true);
    expect(await ended(earlyWorkerInControl(registered(false, { active: new FakeWorker('activated') }), asIs, LIMIT))).toBe(true);
    container.controller = new FakeWorker('activated') as unknown as ServiceWorker;
    expect(await ended(earlyWorkerInControl(registered(true, { active: new FakeWorker('activated') }), asIs, LIMIT))).toBe(true);
  });
});
