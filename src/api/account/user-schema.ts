import * as z from 'zod/mini';
import { emailText, nonEmptyText, nullByDefault } from '~/api/schema-helpers';
import { numericId } from './form-fields';

/** Part 1 §3 "User": the office's view of the buyer. Booleans arrive as 0/1 or true/false. */
const flag = z.pipe(z.union([z.boolean(), z.literal(0), z.literal(1)]), z.transform((v: boolean | 0 | 1) => Boolean(v)));

export const savedCardSchema = z.object({
  brand: z.string(),
  last_four_digits: z.string().check(z.regex(/^\d{4}$/)),
  year: z.coerce.number().check(z.int()),
  month: z.coerce.number().check(z.int(), z.gte(1), z.lte(12)),
  token: nonEmptyText,
  selected: z._default(flag, false),
  currency: z.string().check(z.length(3)),
});

export const sponsorSchema = z.object({
  aid: z.coerce.string(),
  name: z.string(),
  avatar: nullByDefault(z.string()),
  subdomain: nullByDefault(z.string()),
  receivement_gateways: nullByDefault(z.object({ paypal: z.nullish(z.string()), pagseguro: z.nullish(z.string()) })),
});

export const loggedUserSchema = z.object({
  isLogged: z.literal(true),
  name: z.string(),
  email: emailText,
  avatar: nullByDefault(z.string()),
  vat_number: nullByDefault(z.string()),
  credit_cards: z._default(z.array(savedCardSchema), []),
  country: z.string().check(z.length(2)),
  cryptId: z.string(),
  user_identifier: z.coerce.string(),
  lang: z.string().check(z.minLength(2)),
  is_team_account: z._default(flag, false),
  is_payment_only_paypal: z._default(flag, false),
  parent: nullByDefault(sponsorSchema),
  current_plan: nullByDefault(z.object({ id: z.number().check(z.int()), slug: z.string(), theme_type: nullByDefault(z.string()), title: z.string() })),
  pag_validade: nullByDefault(z.string()),
  /**
   * Fraud state (part 2 §6, §8 possible_fraud): the office counts possible-fraud refusals and blocks the
   * account above the limit. Our design: login-status carries both so the page can send a blocked user to
   * /block-user and show "warned N times" (part 1 §2) without another call.
   */
  fraud_warnings: z._default(numericId, 0),
  is_blocked: z._default(flag, false),
});

export const visitorSchema = z.object({ isLogged: z.literal(false) });

export const userSchema = z.union([loggedUserSchema, visitorSchema]);

export type SavedCard = z.output<typeof savedCardSchema>;
export type Sponsor = z.output<typeof sponsorSchema>;
export type LoggedUser = z.output<typeof loggedUserSchema>;
export type User = z.output<typeof userSchema>;
