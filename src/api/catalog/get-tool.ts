import * as z from 'zod/mini';
import { HttpError } from '~/api/errors';
import { request } from '~/api/request';
import { isSafeIdentifier } from '~/domain/identifiers';
import { optionalText } from './office-fields';
import { toolSchema, type Tool } from './tool-schema';

export const toolResponseSchema = z.union([
  z.object({ status: z.literal(true), data: toolSchema }),
  z.object({ status: z.literal(false), message: optionalText }),
]);

export type ToolResult = { kind: 'tool'; tool: Tool } | { kind: 'not_found' };

/**
 * The tool lookup the load sequence makes when plan-or-fee finds nothing (part 1 §8: plan_or_fee_not_found
 * only when both lookups fail). The spec does not show its path; DESIGN chose GET br/office/tool/{slug}?user_lang=.
 * An unknown slug (status false, or HTTP 404) is a result, not an error.
 * @example await getTool('funnel-builder-tool', 'en') // { kind: 'tool', tool: { amount: 2900, suggestions: [...] } }
 */
export async function getTool(slug: string, userLang: string, signal?: AbortSignal): Promise<ToolResult> {
  // A slug that is not a safe path segment names no tool; it is never sent (DESIGN.md "Security").
  if (!isSafeIdentifier(slug)) return { kind: 'not_found' };
  try {
    const answer = await request({
      call: 'getTool',
      base: 'office',
      method: 'GET',
      path: `/br/office/tool/${encodeURIComponent(slug)}`,
      query: { user_lang: userLang },
      schema: toolResponseSchema,
      signal,
    });
    return answer.status ? { kind: 'tool', tool: answer.data } : { kind: 'not_found' };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { kind: 'not_found' };
    throw error;
  }
}
