/**
 * What the checkout page's first script hands to msw's start (src/components/checkout/early-worker-script.ts): its
 * registration of the sandbox's worker, and whether that registration installed a worker (`fresh`: it had one
 * installing or waiting when register() answered). Read then, because by the time msw's start looks, a fresh worker
 * may already be active while the page's `controllerchange` has not been delivered yet: a browser updates the
 * registration's workers and a page's controller through separate messages.
 */
export interface EarlyRegistration {
  registration: ServiceWorkerRegistration;
  fresh: boolean;
}

/** The parts of `navigator.serviceWorker` the wait reads. */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;

/**
 * Resolves once the early registration's worker controls the page, or at once when there is nothing to wait for:
 * no early registration, a page already controlled, or a worker that was active before this page registered (a
 * reload that bypassed it: it will not claim the page, msw reloads it once). Gives up when the fresh worker turns
 * redundant or after `limitMs`: msw then registers and reports as without the early registration.
 */
export async function earlyWorkerInControl(early: Promise<EarlyRegistration | undefined> | undefined, container: WorkerContainer, limitMs: number): Promise<void> {
  const registered = await early?.catch(() => undefined);
  if (!registered?.fresh || container.controller) return;
  const { registration } = registered;
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    container.addEventListener('controllerchange', done, { once: true });
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'redundant') done();
    });
  });
}
