import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import '~/api/zod-messages';

export type BodyResult<S extends z.core.$ZodType> = { ok: true; data: z.output<S> } | { ok: false; response: Response };

function check<S extends z.core.$ZodType>(schema: S, raw: unknown): BodyResult<S> {
  const parsed = z.safeParse(schema, raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return { ok: false, response: HttpResponse.json({ error: 'invalid_payload', issues }, { status: 400 }) };
}

/**
 * Parses a form-encoded body with the call's payload schema; an invalid body becomes a 400 carrying the
 * zod issues, so a client sending the wrong shape fails loudly in tests and in the browser.
 *
 * @example const body = await readForm(request, loginPayloadSchema); if (!body.ok) return body.response;
 */
export async function readForm<S extends z.core.$ZodType>(request: Request, schema: S): Promise<BodyResult<S>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded')) return check(schema, undefined);
  return check(schema, Object.fromEntries(new URLSearchParams(await request.text())));
}

/** Same as {@link readForm} for a JSON body. */
export async function readJson<S extends z.core.$ZodType>(request: Request, schema: S): Promise<BodyResult<S>> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    raw = undefined;
  }
  return check(schema, raw);
}
