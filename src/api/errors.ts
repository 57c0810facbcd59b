import type * as z from 'zod/mini';

/**
 * The closed set of errors the API client throws. Islands never print `message`;
 * they show the translation key from {@link errorMessageKey}.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'schema' | 'business';

export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  constructor(
    readonly call: string,
    message: string,
  ) {
    super(`${call}: ${message}`);
    this.name = new.target.name;
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends ApiError {
  readonly kind = 'network';
}

/** No answer within the call's time limit. */
export class TimeoutError extends ApiError {
  readonly kind = 'timeout';
  constructor(call: string, readonly timeoutMs: number) {
    super(call, `no answer within ${timeoutMs} ms`);
  }
}

/** The server answered with a non-2xx status. */
export class HttpError extends ApiError {
  readonly kind = 'http';
  constructor(call: string, readonly status: number) {
    super(call, `HTTP ${status}`);
  }
}

/**
 * One issue for logs, from its structured fields (the browser loads no zod locale, to save its bytes).
 * Example: `data.total: invalid_type (expected number)`.
 */
function describeIssue(issue: z.core.$ZodIssue): string {
  const expected = 'expected' in issue && issue.expected !== undefined ? ` (expected ${String(issue.expected)})` : '';
  const custom = issue.code === 'custom' && issue.message ? ` (${issue.message})` : '';
  return `${issue.path.join('.') || '(root)'}: ${issue.code}${expected}${custom}`;
}

/** The server answered 2xx with a body our schema rejects (or no JSON at all). */
export class SchemaError extends ApiError {
  readonly kind = 'schema';
  constructor(call: string, readonly issues: z.core.$ZodIssue[] | string) {
    super(call, typeof issues === 'string' ? issues : issues.map(describeIssue).join('; '));
  }

  /** The dotted path of the first bad field, e.g. `data.total_real`. */
  get field(): string {
    return typeof this.issues === 'string' ? '(body)' : this.issues[0]?.path.join('.') || '(root)';
  }
}

/** The server answered and said no, with a reason code the spec knows (e.g. `email_already_exists`). */
export class CheckoutError extends ApiError {
  readonly kind = 'business';
  constructor(call: string, readonly reason: string) {
    super(call, `refused: ${reason}`);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** One place mapping an error to what the user reads (`errors` namespace). */
export function errorMessageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors:request.network';
  switch (error.kind) {
    case 'network':
      return 'errors:request.network';
    case 'timeout':
      return 'errors:request.timeout';
    case 'http':
      return 'errors:request.http';
    case 'schema':
      return 'errors:request.schema';
    case 'business':
      return 'errors:request.http';
  }
}

/**
 * The server answered, but not with what the call expects (HTTP 5xx or 4xx, an unreadable body, a refusal). For a
 * form whose spec gives its own failure text (the login and recovery failures of part 1 §8) that text is the message;
 * no answer at all (offline, timeout) keeps its own message, since it tells the buyer what to fix.
 * Example: answeredFailureKey('errors:account.login_failed')(new HttpError('login', 500)) === 'errors:account.login_failed'.
 */
export function answeredFailureKey(specKey: string): (error: unknown) => string {
  return (error) => (error instanceof ApiError && error.kind !== 'network' && error.kind !== 'timeout' ? specKey : errorMessageKey(error));
}
