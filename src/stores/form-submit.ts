import { atom, type WritableAtom } from 'nanostores';
import { errorMessageKey } from '~/api/errors';
import { resettable } from './reset';

/*
 * One submit state machine for every form of the checkout (STYLE.md rule 5: a status union, not flags):
 *
 *   editing -> (validate) invalid | submitting -> done | failed | invalid | editing
 *
 * - `invalid` holds the form's own error (a field and its message), from the check before sending or from the
 *   office's answer; `failed` holds the message key of a refusal or of a transport failure. Either way what the
 *   buyer typed stays, and submitting again is the retry.
 * - A submit while one is in flight is ignored; an answer that arrives after the form was reset or submitted
 *   again is stale and dropped.
 */
export type FormStatus<Invalid> =
  | { state: 'editing' }
  | { state: 'invalid'; error: Invalid }
  | { state: 'submitting' }
  | { state: 'failed'; messageKey: string }
  | { state: 'done' };

export type FormStatusStore<Invalid> = WritableAtom<FormStatus<Invalid>>;

/** A form's status store, reset with the page. */
export function formStatus<Invalid>(): FormStatusStore<Invalid> {
  return resettable(atom<FormStatus<Invalid>>({ state: 'editing' }), 'page');
}

/** What `send` answers when the office did not accept the form (a resolved promise means accepted). */
export type Refusal<Invalid> = { refused: 'invalid'; error: Invalid } | { refused: 'failed'; messageKey: string } | { refused: 'edit' };

export const refuse = {
  /** The office refused a field: the form shows it as its own error (e.g. 'Código inválido'). */
  invalid: <Invalid>(error: Invalid): Refusal<Invalid> => ({ refused: 'invalid', error }),
  /** The office refused the whole form with a message (e.g. the login failure of part 1 §8). */
  failed: (messageKey: string): Refusal<never> => ({ refused: 'failed', messageKey }),
  /** The answer moved the buyer elsewhere (e.g. to the login form); the form is back to editing, without a message. */
  edit: (): Refusal<never> => ({ refused: 'edit' }),
};

export interface SubmitSteps<Invalid> {
  /** The form's own check before any call: an error, or null when the form may be sent. */
  validate?: () => Invalid | null | Promise<Invalid | null>;
  /** Sends the form; resolves with nothing when accepted, with a refusal otherwise; throws on transport failures. */
  send: () => Promise<Refusal<Invalid> | void>;
  /** The message for a thrown failure (default: the API error's own message key). */
  failureKey?: (failure: unknown) => string;
  /** After an accepted answer: 'done' (the form is finished) or 'editing' (it can be used again). Default 'done'. */
  after?: 'done' | 'editing';
}

export type SubmitResult<Invalid> =
  | { outcome: 'busy' | 'stale' | 'done' | 'failed' | 'edit' }
  | { outcome: 'invalid'; error: Invalid };

const attempts = new WeakMap<object, number>();

/**
 * Runs one submit of a form through its status store.
 *
 * @example await formSubmit($loginStatus, { validate: loginFieldError, send: sendLogin }) // { outcome: 'done' }
 */
export async function formSubmit<Invalid>($status: FormStatusStore<Invalid>, steps: SubmitSteps<Invalid>): Promise<SubmitResult<Invalid>> {
  const state = $status.get().state;
  if (state === 'submitting' || (state === 'done' && steps.after !== 'editing')) return { outcome: 'busy' };
  const attempt = (attempts.get($status) ?? 0) + 1;
  attempts.set($status, attempt);
  const current = () => attempts.get($status) === attempt;
  const invalid = steps.validate ? await steps.validate() : null;
  if (!current()) return { outcome: 'stale' };
  if (invalid !== null) {
    $status.set({ state: 'invalid', error: invalid });
    return { outcome: 'invalid', error: invalid };
  }
  $status.set({ state: 'submitting' });
  let answer: Refusal<Invalid> | void;
  try {
    answer = await steps.send();
  } catch (failure) {
    if (!current() || $status.get().state !== 'submitting') return { outcome: 'stale' };
    $status.set({ state: 'failed', messageKey: (steps.failureKey ?? errorMessageKey)(failure) });
    return { outcome: 'failed' };
  }
  // Reset (or submitted again) while waiting: this answer belongs to a form that is no longer there.
  if (!current() || $status.get().state !== 'submitting') return { outcome: 'stale' };
  if (!answer) {
    $status.set({ state: steps.after ?? 'done' });
    return { outcome: 'done' };
  }
  switch (answer.refused) {
    case 'invalid':
      $status.set({ state: 'invalid', error: answer.error });
      return { outcome: 'invalid', error: answer.error };
    case 'failed':
      $status.set({ state: 'failed', messageKey: answer.messageKey });
      return { outcome: 'failed' };
    case 'edit':
      $status.set({ state: 'editing' });
      return { outcome: 'edit' };
  }
}
