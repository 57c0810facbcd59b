import * as z from 'zod/mini';
import { emailText, nonEmptyText } from '~/api/schema-helpers';

/*
 * The consent provider (part 1 §4 "record consent with the consent provider", §7 "consent provider script and
 * submit"; decision 027). The provider's own script posts the consent; this module holds what is submitted and reads
 * the provider's answer. The sandbox's provider validates what it receives with the same schema.
 */

/** The legal notices a buyer accepts by registering (part 1 §5: terms and privacy boxes), as the provider names them. */
export const CONSENT_LEGAL_NOTICES = ['privacy_policy', 'term'] as const;

/** One consent as the provider records it: who, what they chose, which notices they accepted. */
export const consentSubmissionSchema = z.object({
  subject: z.object({ email: emailText, full_name: nonEmptyText }),
  preferences: z.object({ terms: z.boolean(), privacy_policy: z.boolean(), newsletter: z.boolean() }),
  legal_notices: z.array(z.object({ identifier: z.enum(CONSENT_LEGAL_NOTICES) })),
});
export type ConsentSubmission = z.infer<typeof consentSubmissionSchema>;

/** The provider's answer to a recorded consent: `{ id, timestamp }`. */
export const consentAnswerSchema = z.object({ id: nonEmptyText, timestamp: z.optional(z.string()) });

/**
 * The consent id in what the provider's script hands its success callback: the answer object itself, or a response
 * whose `responseText` (or the value itself) is that answer as JSON. Null when no id can be read.
 *
 * @example consentIdOf({ responseText: '{"id":"c-1","timestamp":"2026-01-01T00:00:00Z"}' }) // 'c-1'
 */
export function consentIdOf(answer: unknown): string | null {
  const candidates: unknown[] = [answer];
  const text = typeof answer === 'string' ? answer : (answer as { responseText?: unknown } | null)?.responseText;
  if (typeof text === 'string') {
    try {
      candidates.push(JSON.parse(text));
    } catch {
      // not JSON: no id there
    }
  }
  for (const candidate of candidates) {
    const parsed = consentAnswerSchema.safeParse(candidate);
    if (parsed.success) return parsed.data.id;
  }
  return null;
}
