import { sandboxUsers, type UserFixture } from '~/sandbox/fixtures/users';
import { registeredAccount, registeredAccounts } from './account-store';

export type SandboxAccount = Omit<UserFixture, 'password'>;

/** Every account the sandbox office knows: the fixtures, then the ones registered in this session. */
export function allSandboxAccounts(): Array<[id: string, account: UserFixture]> {
  return [...Object.entries(sandboxUsers), ...registeredAccounts()];
}

/** The account of a scenario user id (`br`, `new-9001` ...), password included. */
export function sandboxAccountById(id: string): UserFixture | undefined {
  return Object.hasOwn(sandboxUsers, id) ? sandboxUsers[id] : registeredAccount(id);
}

/** The scenario id and account with this e-mail (case-insensitive). */
export function sandboxAccountByEmail(email: string): [string, UserFixture] | undefined {
  const wanted = email.trim().toLowerCase();
  return allSandboxAccounts().find(([, account]) => account.email.toLowerCase() === wanted);
}

/** The account with this office user id (`user_identifier`, e.g. 1001), without its password. */
export function sandboxAccountByUserId(userId: string | number): SandboxAccount | undefined {
  const found = allSandboxAccounts().find(([, account]) => String(account.user_identifier) === String(userId));
  return found ? withoutPassword(found[1]) : undefined;
}

export function withoutPassword(account: UserFixture): SandboxAccount {
  const { password: _password, ...rest } = account;
  return rest;
}
