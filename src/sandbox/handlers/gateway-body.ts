import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import '~/api/zod-messages';

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a JSON or form body and validates it with the call's payload schema, the way the real gateway
 * rejects a bad request: HTTP 400 with the zod issues (`{ errors: [{ path, message }] }`).
 */
export async function readBody<S extends z.core.$ZodType>(request: Request, schema: S): Promise<BodyResult<z.output<S>>> {
  let raw: unknown;
  try {
    const type = request.headers.get('content-type') ?? '';
    raw = type.includes('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(await request.text())) : await request.json();
  } catch {
    return { ok: false, response: HttpResponse.json({ errors: [{ path: [], message: 'the body is not JSON' }] }, { status: 400 }) };
  }
  const parsed = z.safeParse(schema, raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
  return { ok: false, response: HttpResponse.json({ errors }, { status: 400 }) };
}

/** HTTP 400 naming fields the endpoint needs but the body lacks (a method-specific rule, not a shape error). */
export function missingFields(fields: readonly string[], endpoint: string): Response {
  return HttpResponse.json({ errors: fields.map((field) => ({ path: [field], message: `required by ${endpoint}` })) }, { status: 400 });
}
