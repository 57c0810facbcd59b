import * as z from 'zod/mini';
import { requestSignal } from './combine-signals';
import { takeEarlyAnswer } from './early-answers';
import { apiUrl, type ApiBase } from './endpoints';
import { AbortedError, HttpError, NetworkError, SchemaError, TimeoutError, UnreadableBodyError } from './errors';

export const DEFAULT_TIMEOUT_MS = 15_000;

type Query = Record<string, string | number | boolean | undefined | null>;
type FormBody = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions<S extends z.core.$ZodType> {
  /** Name of the call, used in errors and logs (e.g. `getLoginStatus`). */
  call: string;
  base: ApiBase;
  method: 'GET' | 'POST';
  path: string;
  query?: Query;
  /** Sent as `application/json`. */
  json?: unknown;
  /** Sent as `application/x-www-form-urlencoded`. */
  form?: FormBody;
  headers?: Record<string, string>;
  schema: S;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * 'include' (the default) sends the office session cookie; a call to a third party passes 'omit' so that the
   * cookie never leaves for it (and its `Access-Control-Allow-Origin: *` answer stays readable).
   */
  credentials?: 'include' | 'omit';
}

function withQuery(url: string, query: Query | undefined): string {
  if (!query) return url;
  const u = new URL(url);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) u.searchParams.set(key, String(value));
  }
  return u.href;
}

/** An answer (or its body) already under way, ended as the call's own fetch would be when `signal` aborts. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });
}

function formEncode(form: FormBody): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value !== undefined && value !== null) body.set(key, String(value));
  }
  return body;
}

/**
 * The one request helper: builds the URL, encodes the body, applies a timeout and the
 * caller's abort signal, and parses the answer with the call's zod schema.
 * Throws only the client's typed errors, each saying what happened: {@link NetworkError} (no answer),
 * {@link TimeoutError}, {@link HttpError} (with the status), {@link UnreadableBodyError} (a 2xx whose body could
 * not be read), {@link SchemaError} (a body the schema rejects) or {@link AbortedError} (the caller aborted,
 * before the answer or while its body was read).
 */
export async function request<S extends z.core.$ZodType>(options: RequestOptions<S>): Promise<z.output<S>> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = formEncode(options.form);
  }

  const limit = requestSignal(options.signal, timeoutMs);
  try {
    let response: Response;
    try {
      const url = withQuery(apiUrl(options.base, options.path), options.query);
      // The page may have asked already (early-answers.ts): then this call waits for that answer, once.
      const early = options.method === 'GET' ? takeEarlyAnswer(url) : undefined;
      response = await (early
        ? untilAborted(early, limit.signal)
        : fetch(url, { method: options.method, headers, body, signal: limit.signal, credentials: options.credentials ?? 'include' }));
    } catch (error) {
      if (options.signal?.aborted) throw new AbortedError(options.call, options.signal.reason);
      if (limit.timedOut) throw new TimeoutError(options.call, timeoutMs);
      throw new NetworkError(options.call, error instanceof Error ? error.message : 'request failed');
    }

    if (!response.ok) throw new HttpError(options.call, response.status);

    let payload: unknown;
    try {
      payload = await untilAborted(response.json(), limit.signal);
    } catch (error) {
      // Reading the body can fail because the caller aborted or the time ran out meanwhile: say so.
      if (options.signal?.aborted) throw new AbortedError(options.call, options.signal.reason);
      if (limit.timedOut) throw new TimeoutError(options.call, timeoutMs);
      throw new UnreadableBodyError(options.call, error instanceof Error ? error.message : 'unreadable body');
    }
    const parsed = z.safeParse(options.schema, payload);
    if (!parsed.success) throw new SchemaError(options.call, parsed.error.issues);
    return parsed.data;
  } finally {
    limit.release();
  }
}
