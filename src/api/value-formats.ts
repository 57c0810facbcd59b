import * as z from 'zod/mini';

/*
 * Builders for the payment calls' schemas that stand in for zod/mini's url, uuid and iso formats and its record
 * (decision 038). Apart from schema-helpers.ts so that they load with the payment calls, not with the checkout's start.
 */

/**
 * The URL a text names, or null when it names none. `new URL` in a try, not `URL.parse` or `URL.canParse`: those are
 * newer than some phones the checkout serves (Safari before 17 and 18).
 * Example: parsedUrl('https://bank.test/3ds')?.hostname === 'bank.test'; parsedUrl('/3ds') === null.
 */
export function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** An absolute URL the browser can parse (what zod's url format checks, without loading it). Example: absoluteUrl.parse('https://bank.test/3ds') */
export const absoluteUrl = z.string().check(z.refine((value) => parsedUrl(value) !== null, 'must be an absolute URL'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID, any version (zod's uuid format without its version check). Example: uuidText('UUID expected') */
export function uuidText(message: string) {
  return z.string().check(z.regex(UUID, message));
}

// Date and time with seconds and an optional fraction, then Z or an offset (zod's iso datetime format with offsets).
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 date and time that names a real instant. Example: isoDateTime.parse('2026-11-26T10:00:00.000Z') */
export const isoDateTime = z.string().check(
  z.refine((value) => ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)), 'must be an ISO 8601 date and time with a zone'),
);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An object used as a map of string keys to values that pass `isValue` (zod's record of string keys).
 * @example recordOf((v): v is string => typeof v === 'string').parse({ MD: 'x' }) // { MD: 'x' }
 */
export function recordOf<T>(isValue: (value: unknown) => value is T, message = 'must be an object of the expected values') {
  return z.custom<Record<string, T>>((value) => isPlainObject(value) && Object.values(value).every(isValue), message);
}

/** Any value (for `recordOf`). */
export const anyValue = (_value: unknown): _value is unknown => true;
