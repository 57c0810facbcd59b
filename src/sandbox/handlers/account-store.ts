import type { UserFixture } from '~/sandbox/fixtures/users';
import { createSessionStore } from '~/sandbox/session-store';

/*
 * What the sandbox office remembers about accounts during a session: accounts registered in the sandbox and
 * e-mails whose code was verified. Kept in sessionStorage in the browser (the page reloads after sign-up,
 * part 1 §4) and in memory in Node tests; the sandbox's reset (../reset.ts) empties both.
 */

interface AccountState {
  /** Registered accounts by scenario user id (`new-9001` ...). */
  registered: Record<string, UserFixture>;
  verifiedEmails: string[];
  /** The e-mail the last verification code was sent to. */
  pendingEmail: string | null;
  nextId: number;
}

const FIRST_REGISTERED_ID = 9001;
const empty = (): AccountState => ({ registered: {}, verifiedEmails: [], pendingEmail: null, nextId: FIRST_REGISTERED_ID });
const store = createSessionStore<AccountState>('sandbox-accounts', empty, (stored) => ({ ...empty(), ...(stored as Partial<AccountState>) }));
const load = store.load;
const save = store.save;

export function registeredAccount(id: string): UserFixture | undefined {
  return load().registered[id];
}

export function registeredAccounts(): Array<[string, UserFixture]> {
  return Object.entries(load().registered);
}

/** Stores a new account under `new-<user_identifier>` and returns that id. */
export function addRegisteredAccount(build: (userId: number) => UserFixture): string {
  const state = load();
  const account = build(state.nextId);
  const id = `new-${state.nextId}`;
  save({ ...state, registered: { ...state.registered, [id]: account }, nextId: state.nextId + 1 });
  return id;
}

export function isEmailVerified(email: string): boolean {
  return load().verifiedEmails.includes(email.toLowerCase());
}

export function markEmailVerified(email: string): void {
  const state = load();
  if (!state.verifiedEmails.includes(email.toLowerCase())) save({ ...state, verifiedEmails: [...state.verifiedEmails, email.toLowerCase()] });
}

export function setPendingEmail(email: string): void {
  save({ ...load(), pendingEmail: email.toLowerCase() });
}

export function pendingEmail(): string | null {
  return load().pendingEmail;
}
