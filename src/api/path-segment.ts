import { isSafeIdentifier } from '~/domain/identifiers';

/**
 * Thrown when a value that must become one API path segment is not a safe identifier (a dot segment, a slash...).
 * Not an ApiError: no request was made. The load validates identifiers before it calls, so this is the last guard.
 */
export class UnsafePathSegmentError extends Error {
  constructor(readonly call: string) {
    super(`${call}: refused an identifier that is not a safe path segment`);
    this.name = 'UnsafePathSegmentError';
  }
}

/**
 * A URL value as one API path segment: checked with `isSafeIdentifier` (domain/identifiers.ts), then encoded.
 * Example: pathSegment('getDomainOrder', 'ORD-1001') === 'ORD-1001'; pathSegment('getDomainOrder', '..') throws.
 */
export function pathSegment(call: string, value: string): string {
  if (!isSafeIdentifier(value)) throw new UnsafePathSegmentError(call);
  return encodeURIComponent(value);
}

/** True when a path holds a '.' or '..' segment, raw or percent-encoded. Example: hasDotSegment('/a/../b') === true. */
export function hasDotSegment(path: string): boolean {
  return path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}
