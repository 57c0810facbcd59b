import { onReset, type ResetScope } from './reset';

/*
 * "The latest answer wins", for a lookup the buyer may start again before it answers (the coupon box, the plans
 * coupon, the VAT fee, the internal payment search, the postcode lookup, the country lists): each request is
 * numbered; an answer for a request that is no longer the newest (another started, the lookup was dropped, or its
 * reset scope was reset) is stale and dropped.
 * The older request's signal is aborted, for a call that can stop early.
 */

export interface LatestRequest {
  /** True while no newer request has started and nothing dropped this one. */
  isLatest(): boolean;
  /** Aborted when the request stops being the latest. */
  signal: AbortSignal;
}

export interface LatestAnswer {
  /** Starts a request: the one before it (if still waiting) becomes stale. */
  next(): LatestRequest;
  /** Drops the request in flight, if any: its answer will be ignored (a removal, a step back). */
  drop(): void;
}

/**
 * One lookup's request numbering, registered with the reset of `scope` (a reset drops the request in flight).
 *
 * @example const feeLookups = latestAnswer('page'); const request = feeLookups.next(); const fee = await getFee(); if (request.isLatest()) show(fee);
 */
export function latestAnswer(scope: ResetScope): LatestAnswer {
  let latest = 0;
  let controller: AbortController | null = null;
  function drop(): void {
    latest += 1;
    controller?.abort();
    controller = null;
  }
  onReset(scope, drop);
  return {
    next() {
      drop();
      const mine = latest;
      controller = new AbortController();
      return { isLatest: () => mine === latest, signal: controller.signal };
    },
    drop,
  };
}
