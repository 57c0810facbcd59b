import type * as z from 'zod/mini';
import type { RequestOptions } from '~/api/request';

/*
 * The request helper as the contract sees it (src/contract/README.md): instead of asking the backend it keeps what
 * the call would send (service, method, path, query, body, headers, credentials, the answer's schema) and ends the
 * call. The contract's test puts it in place of `request` in src/api/request.ts, so every call in src/api runs its own code up to
 * the request and the document is written from what that code does.
 */

/** One request a call made, as it would have left. */
export type RecordedRequest = RequestOptions<z.core.$ZodType>;

const recorded: RecordedRequest[] = [];

/** What ends a recorded call: no answer comes back. */
export class RequestRecorded extends Error {
  constructor(readonly call: string) {
    super(`${call}: recorded, not sent`);
    this.name = 'RequestRecorded';
  }
}

/** Stands in for `request` of src/api/request.ts: records the options and ends the call with RequestRecorded. */
export async function recordingRequest<S extends z.core.$ZodType>(options: RequestOptions<S>): Promise<z.output<S>> {
  recorded.push(options as RecordedRequest);
  throw new RequestRecorded(options.call);
}

/** The requests recorded since the last call, and the list emptied. */
export function takeRecorded(): RecordedRequest[] {
  return recorded.splice(0, recorded.length);
}
