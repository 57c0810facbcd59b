import { describe, expect, it } from 'vitest';
import { consentAnswerSchema, consentIdOf, consentSubmissionSchema } from './consent';

const SUBMISSION = {
  subject: { email: 'ana@sandbox.test', full_name: 'Ana Souza' },
  preferences: { terms: true, privacy_policy: true, newsletter: false },
  legal_notices: [{ identifier: 'privacy_policy' }, { identifier: 'term' }],
};

describe('consent provider schemas (part 1 §4, §7; decision 027)', () => {
  it('accepts a complete consent, refuses one without a subject e-mail or with a wrong type', () => {
    expect(consentSubmissionSchema.safeParse(SUBMISSION).success).toBe(true);
    expect(consentSubmissionSchema.safeParse({ ...SUBMISSION, subject: { full_name: 'Ana Souza' } }).success).toBe(false);
    expect(consentSubmissionSchema.safeParse({ ...SUBMISSION, preferences: { ...SUBMISSION.preferences, newsletter: 'no' } }).success).toBe(false);
  });

  it('reads the answer: an id is required and must be text', () => {
    expect(consentAnswerSchema.safeParse({ id: 'c-1', timestamp: '2026-01-01T00:00:00Z' }).success).toBe(true);
    expect(consentAnswerSchema.safeParse({ timestamp: '2026-01-01T00:00:00Z' }).success).toBe(false);
    expect(consentAnswerSchema.safeParse({ id: 42 }).success).toBe(false);
  });

  it.each([
    ['the answer object', { id: 'c-1' }, 'c-1'],
    ['a response with the answer as JSON text', { status: 200, responseText: '{"id":"c-2","timestamp":"t"}' }, 'c-2'],
    ['the answer as JSON text', '{"id":"c-3"}', 'c-3'],
    ['an answer without an id', { timestamp: 't' }, null],
    ['unreadable text', { responseText: '<html>' }, null],
    ['nothing', undefined, null],
  ])('consentIdOf reads %s', (_row, answer, id) => {
    expect(consentIdOf(answer)).toBe(id);
  });
});
