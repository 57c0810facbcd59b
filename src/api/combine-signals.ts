/**
 * Abort signals for requests that work on every browser the checkout supports. `AbortSignal.any` exists only
 * from Chrome 116 and Safari 17.4, and `AbortSignal.timeout` only from Chrome 103 and Safari 16; on older
 * browsers calling them throws, which would turn every request with a signal into a failure. These helpers use
 * only `AbortController`, `addEventListener` and `setTimeout`, so there is one code path everywhere.
 */

export interface CombinedSignal {
  /** Aborts as soon as any input aborts, with that input's reason. */
  readonly signal: AbortSignal;
  /** Removes the listeners from the inputs (call it when the request is over, so a long-lived signal does not gather them). */
  release(): void;
}

/**
 * One signal that aborts when any of `signals` aborts, with the first one's reason (already aborted inputs abort
 * it at once). Example: `const { signal, release } = combineSignals([callerSignal, timeout]);`.
 */
export function combineSignals(signals: ReadonlyArray<AbortSignal | undefined>): CombinedSignal {
  const controller = new AbortController();
  const inputs = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  const release = () => {
    for (const input of inputs) input.removeEventListener('abort', onAbort);
  };
  function onAbort(this: AbortSignal) {
    release();
    controller.abort(this.reason);
  }
  const alreadyAborted = inputs.find((input) => input.aborted);
  if (alreadyAborted) {
    controller.abort(alreadyAborted.reason);
    return { signal: controller.signal, release: () => {} };
  }
  for (const input of inputs) input.addEventListener('abort', onAbort);
  return { signal: controller.signal, release };
}

export interface RequestSignal extends CombinedSignal {
  /** True when the request was cut by its time limit (not by the caller, who may have aborted first). */
  readonly timedOut: boolean;
}

/** A signal that aborts after `ms` with a `TimeoutError`: the platform's where it exists, a timer elsewhere. */
function timeoutSignal(ms: number): { signal: AbortSignal; clear(): void } {
  if (typeof AbortSignal.timeout === 'function') return { signal: AbortSignal.timeout(ms), clear: () => {} };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The request timed out.', 'TimeoutError')), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/**
 * The signal of one request: the caller's signal (optional) combined with a time limit in milliseconds.
 * `release()` also clears the timer. The timeout's reason is a `DOMException` named `TimeoutError`.
 */
export function requestSignal(caller: AbortSignal | undefined, timeoutMs: number): RequestSignal {
  const timeout = timeoutSignal(timeoutMs);
  const combined = combineSignals([caller, timeout.signal]);
  return {
    signal: combined.signal,
    get timedOut() {
      return timeout.signal.aborted && combined.signal.reason === timeout.signal.reason;
    },
    release() {
      timeout.clear();
      combined.release();
    },
  };
}
