import * as z from 'zod/mini';
import { idString } from '~/api/account/form-fields';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';
import { env } from '~/config/env';

/** Paths not shown by the spec (part 2 §7 "Brazilian wallet (office, with /SINGLE for non-plans)"); our choice. */
export const SPONSOR_WALLET_PATH = '/br/office/sponsor-wallet/code';
export const SPONSOR_WALLET_SINGLE_PATH = `${SPONSOR_WALLET_PATH}/SINGLE`;

/** What the page sends, form-encoded; the sandbox validates with it. */
export const sponsorWalletPayloadSchema = z.object({
  /** The plan, or for /SINGLE the fee or tool, being paid. */
  id: idString,
  id_usuario: idString,
  id_franquia: idString,
});

export const sponsorWalletSchema = z.object({ code: nonEmptyText });

export type SponsorWalletPayload = z.input<typeof sponsorWalletPayloadSchema>;

/**
 * The "fixed franchise id" of part 2 §7, whose value the spec does not show: we send the company
 * account id from configuration (PUBLIC_COMPANY_AID) until the office names another.
 */
export const SPONSOR_WALLET_FRANCHISE_ID = env.PUBLIC_COMPANY_AID;

/**
 * Part 2 §4.3, §7: asks the office for the code of the sponsor's Brazilian wallet checkout (pagSeguro,
 * BRL first payment to the upline). Plans use the plain path, everything else `/SINGLE`.
 *
 * @example await getSponsorWalletCode({ productId: 3101, userId: '1013', isPlan: true }) // 'PS-SANDBOX-…'
 */
export async function getSponsorWalletCode(input: { productId: number | string; userId: number | string; isPlan: boolean }, signal?: AbortSignal) {
  const body = await request({
    call: 'getSponsorWalletCode',
    base: 'office',
    method: 'POST',
    path: input.isPlan ? SPONSOR_WALLET_PATH : SPONSOR_WALLET_SINGLE_PATH,
    form: { id: String(input.productId), id_usuario: String(input.userId), id_franquia: SPONSOR_WALLET_FRANCHISE_ID },
    schema: sponsorWalletSchema,
    signal,
  });
  return body.code;
}
