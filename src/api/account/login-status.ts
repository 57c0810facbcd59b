import * as z from 'zod/mini';
import { request } from '~/api/request';
import { userSchema } from './user-schema';

export const loginStatusSchema = z.object({ user: userSchema });

export interface LoginStatusQuery {
  checkTeamAccount?: boolean;
  getCurrentPlan?: boolean;
  /** Currency whose saved cards the office should return. */
  cc?: string;
}

/** Part 1 §7: GET /br/office/login-status. A visitor gets `{ user: { isLogged: false } }`. */
export function getLoginStatus(query: LoginStatusQuery = {}, signal?: AbortSignal) {
  return request({
    call: 'getLoginStatus',
    base: 'office',
    method: 'GET',
    path: '/br/office/login-status',
    query: {
      'check-team-account': query.checkTeamAccount ? 1 : undefined,
      'get-current-plan': query.getCurrentPlan ? 1 : undefined,
      cc: query.cc,
    },
    schema: loginStatusSchema,
    signal,
  });
}
