import { z } from 'zod';
import { numericId } from './form-fields';

/** Part 1 §3 "User": the office's view of the buyer. Booleans arrive as 0/1 or true/false. */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean);

export const savedCardSchema = z.object({
  brand: z.string(),
  last_four_digits: z.string().regex(/^\d{4}$/),
  year: z.coerce.number().int(),
  month: z.coerce.number().int().min(1).max(12),
  token: z.string().min(1),
  selected: flag.default(false),
  currency: z.string().length(3),
});

export const sponsorSchema = z.object({
  aid: z.coerce.string(),
  name: z.string(),
  avatar: z.string().nullable().default(null),
  subdomain: z.string().nullable().default(null),
  receivement_gateways: z
    .object({ paypal: z.string().nullable().optional(), pagseguro: z.string().nullable().optional() })
    .nullable()
    .default(null),
});

export const loggedUserSchema = z.object({
  isLogged: z.literal(true),
  name: z.string(),
  email: z.email(),
  avatar: z.string().nullable().default(null),
  vat_number: z.string().nullable().default(null),
  credit_cards: z.array(savedCardSchema).default([]),
  country: z.string().length(2),
  cryptId: z.string(),
  user_identifier: z.coerce.string(),
  lang: z.string().min(2),
  is_team_account: flag.default(false),
  is_payment_only_paypal: flag.default(false),
  parent: sponsorSchema.nullable().default(null),
  current_plan: z
    .object({ id: z.number().int(), slug: z.string(), theme_type: z.string().nullable().default(null), title: z.string() })
    .nullable()
    .default(null),
  pag_validade: z.string().nullable().default(null),
  /**
   * Fraud state (part 2 §6, §8 possible_fraud): the office counts possible-fraud refusals and blocks the
   * account above the limit. Our design: login-status carries both so the page can send a blocked user to
   * /block-user and show "warned N times" (part 1 §2) without another call.
   */
  fraud_warnings: numericId.default(0),
  is_blocked: flag.default(false),
});

export const visitorSchema = z.object({ isLogged: z.literal(false) });

export const userSchema = z.discriminatedUnion('isLogged', [loggedUserSchema, visitorSchema]);

export type SavedCard = z.output<typeof savedCardSchema>;
export type Sponsor = z.output<typeof sponsorSchema>;
export type LoggedUser = z.output<typeof loggedUserSchema>;
export type User = z.output<typeof userSchema>;
