import type * as z from 'zod/mini';

/**
 * The closed set of errors the API client throws. Islands never print `message`;
 * they show the translation key from {@link errorMessageKey}.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'schema' | 'business' | 'aborted' | 'unknown_outcome';

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
function describeIssue(whole: z.core.$ZodIssue): string {
  const { issue, path } = innermost(whole);
  const expected = 'expected' in issue && issue.expected !== undefined ? ` (expected ${String(issue.expected)})` : '';
  const custom = issue.code === 'custom' && issue.message ? ` (${issue.message})` : '';
  return `${path.join('.') || '(root)'}: ${issue.code}${expected}${custom}`;
}

/** Whether a union's branch was refused for its tag: a literal or enum of its own top-level key did not match. */
const refusedByTag = (issues: readonly z.core.$ZodIssue[]) => issues.some((issue) => issue.code === 'invalid_value' && issue.path.length === 1);

/**
 * The issue that names the bad field, with its full path. A union that matched no branch (our schemas tell their
 * answers apart by a tag such as `status` or `type`, decision 038) reports the issues of the branch whose tag matched,
 * or of its first branch when no tag did: the tag then is the bad field.
 * Example: a plan missing `titulo` under { status, type, data } -> data.titulo, not the union's root.
 */
function innermost(issue: z.core.$ZodIssue): { issue: z.core.$ZodIssue; path: PropertyKey[] } {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return { issue, path: issue.path };
  const branch = issue.errors.find((issues) => issues.length > 0 && !refusedByTag(issues)) ?? issue.errors[0]!;
  if (!branch[0]) return { issue, path: issue.path };
  const inner = innermost(branch[0]);
  return { issue: inner.issue, path: [...issue.path, ...inner.path] };
}

/** The server answered 2xx with a body our schema rejects (or no JSON at all). */
export class SchemaError extends ApiError {
  readonly kind = 'schema';
  constructor(call: string, readonly issues: z.core.$ZodIssue[] | string) {
    super(call, typeof issues === 'string' ? issues : issues.map(describeIssue).join('; '));
  }

  /** The dotted path of the first bad field, e.g. `data.total_real`. */
  get field(): string {
    if (typeof this.issues === 'string') return '(body)';
    const first = this.issues[0];
    return (first && innermost(first).path.join('.')) || '(root)';
  }
}

/**
 * The server answered 2xx but its body could not be read: not JSON, or the connection broke while it arrived.
 * A kind of {@link SchemaError} (the user reads the same message); the class says which of the two happened.
 */
export class UnreadableBodyError extends SchemaError {
  constructor(call: string, readonly detail: string) {
    super(call, 'the body is not JSON');
  }
}

/**
 * The caller aborted the request (it left the step, or a newer request replaced this one), before the answer
 * or while its body was read. `reason` is the signal's reason. Named `AbortError`, like the platform's abort.
 */
export class AbortedError extends ApiError {
  readonly kind = 'aborted';
  constructor(call: string, readonly reason: unknown) {
    super(call, 'aborted by the caller');
    this.name = 'AbortError';
  }
}

/**
 * A payment-creating call whose outcome stays unknown after its retries with the same idempotency key
 * (network error, timeout, 5xx, 409 or an unreadable 2xx each time): the gateway may or may not have taken
 * the payment. Never a refusal: the buyer is told the payment is being checked, and the attempt (same key)
 * is resumed from the gateway's answer (decision 012). `lastError` says what happened on the last send.
 */
export class PaymentOutcomeUnknownError extends ApiError {
  readonly kind = 'unknown_outcome';
  constructor(call: string, readonly idempotencyKey: string, readonly lastError: ApiError, readonly sends: number) {
    super(call, `outcome unknown after ${sends} sends (last: ${lastError.message})`);
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
    case 'aborted':
      // The caller chose to stop; nothing is normally shown, and if it is, the request did not finish.
      return 'errors:request.network';
    case 'unknown_outcome':
      return 'errors:request.payment_checking';
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
