import { env } from '~/config/env';
import { hasDotSegment, UnsafePathSegmentError } from './path-segment';

/** Our own services, plus the public postcode services of part 2 §7 (`zipEurope`, `zipBrazil`). */
export type ApiBase = 'office' | 'gateway' | 'zipEurope' | 'zipBrazil';

const configured: Record<ApiBase, string> = {
  office: env.PUBLIC_OFFICE_API_URL,
  gateway: env.PUBLIC_GATEWAY_API_URL,
  zipEurope: env.PUBLIC_ZIP_LOOKUP_EUROPE_URL,
  zipBrazil: env.PUBLIC_ZIP_LOOKUP_BRAZIL_URL,
};

/** The origin relative bases resolve against: the page in a browser, `http://localhost` in Node tests and builds. */
export function localOrigin(): string {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : 'http://localhost';
}

/**
 * Absolute URL of an API path. In sandbox mode the bases are same-origin paths
 * (`/sandbox-api/office`), so the sandbox's handlers and the client build URLs the same way.
 * A path with a '.' or '..' segment is refused: it would walk up the API (DESIGN.md "Security").
 *
 * @example apiUrl('office', '/br/office/login-status') // 'http://localhost/sandbox-api/office/br/office/login-status'
 */
export function apiUrl(base: ApiBase, path: string): string {
  if (hasDotSegment(path)) throw new UnsafePathSegmentError(path);
  const root = new URL(configured[base], localOrigin()).href.replace(/\/+$/, '');
  return `${root}/${path.replace(/^\/+/, '')}`;
}
