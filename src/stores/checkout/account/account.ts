import { atom, computed } from 'nanostores';
import { ERRORS } from '~/domain/error-catalogue';
import { teamAccountBlock } from '~/domain/flow-guards';
import type { vatChoiceBlock } from '~/domain/vat';
import { $flow, $user } from '../session';
import { goNext } from '../steps';
import { $vatChoice } from '../vat/state';
import { resettable } from '~/stores/reset';

/*
 * Step 1 (part 1 §2 "Step 1 logged out / logged in", §4): which screen the account step shows, the
 * notice above the forms, the Continuar action and the page reload that follows a login or sign-up.
 */

/** The visitor's screens: registration (Novo cadastro), login (Efetuar login), the code screen (Verificação), password recovery. */
export type AccountScreen = 'registration' | 'login' | 'verification' | 'recovery';
export const $accountScreen = resettable(atom<AccountScreen>('registration'), 'page');

/** A message shown above the visitor's forms (e.g. `email_already_exists`, password sent). */
export interface AccountNotice {
  tone: 'info' | 'success';
  key: string;
}
export const $accountNotice = resettable(atom<AccountNotice | null>(null), 'page');

/**
 * What step 1 shows: the visitor's forms, the account card with Continuar, or the team-account block
 * (part 1 §1, §6: a team account cannot buy, except the account extras). Before the flow is known the
 * block applies, so a team account never sees Continuar by accident.
 */
export const $stepOneView = computed([$user, $flow], (user, flow): 'visitor' | 'account' | 'team' => {
  if (!user) return 'visitor';
  return teamAccountBlock(user.is_team_account, flow?.kind ?? 'plan') ? 'team' : 'account';
});

/** The team-account block's message (part 1 §1). */
export const TEAM_ACCOUNT_MESSAGE_KEY = ERRORS.teamAccount;

/**
 * Up to two initials for an account without an avatar: the first letters of the first and last names.
 * Example: initialsOf('ana maria souza', 'a@b.co') === 'AS'; initialsOf('', 'lena@x.de') === 'L'.
 */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0] ?? email];
  return letters.map((word) => [...(word ?? '')][0] ?? '').join('').toLocaleUpperCase();
}

/** What the account card shows (part 1 §2 "avatar, name, email"). */
export const $accountIdentity = computed($user, (user) =>
  user ? { name: user.name, email: user.email, avatar: user.avatar, initials: initialsOf(user.name, user.email) } : null,
);

export function openRegistration(): void {
  $accountNotice.set(null);
  $accountScreen.set('registration');
}

/** Why Continuar did not move on (a step guard's error key, e.g. the EUR VAT choice), or null. */
export const $continueError = resettable(atom<string | null>(null), 'page');

/** The account card's Continuar: step action "next" (part 1 §4); a guard's refusal is kept for the alert region. */
export function continueToPayment(): void {
  $continueError.set(goNext());
}

// The EUR refusal (part 1 §4, §8) is about the moment Continuar was pressed: once the VAT choice is made its cause is
// gone, so the card stops saying it, as the VAT widget does.
const VAT_CHOICE_REQUIRED: NonNullable<ReturnType<typeof vatChoiceBlock>> = 'errors:vat.choice_required';
$vatChoice.listen((choice) => {
  if (choice && $continueError.get() === VAT_CHOICE_REQUIRED) $continueError.set(null);
});

type Reload = () => void;
const browserReload: Reload = () => location.reload();
let reload: Reload = browserReload;

/**
 * Replaces how the page reloads after a login or sign-up (tests pass a spy; the island may pass an
 * action that re-runs the load sequence). Returns the function that restores the browser reload.
 *
 * @example const restore = setPageReload(vi.fn()); ... restore();
 */
export function setPageReload(next: Reload): () => void {
  reload = next;
  return () => {
    reload = browserReload;
  };
}

/** Reloads the page the way part 1 §4 says: at once after a login, RELOAD_AFTER_SIGN_UP_MS after a sign-up. */
export function reloadPage(): void {
  reload();
}
