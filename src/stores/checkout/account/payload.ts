import type { RegistrationPayload } from '~/api/account/create-account';
import type { RegistrationDraft } from './registration';

/** What the payload needs besides the form: the product, the sponsor, the subsidiary and the page URL. */
export interface PayloadContext {
  /** $product.id: the plan (or fee, tool) being bought. */
  productId: number;
  /** $aid: the referral account; empty when unknown. */
  aid: string;
  /** The subsidiary id of the chosen country. */
  subsidiaryId: number;
  /** The checkout page's URL, for the tracking fields and `taginternals` (part 1 §2). */
  pageUrl: string;
}

/**
 * The consent record (part 1 §4 "record consent with the consent provider"). The API has no separate
 * consent call, so the consent travels in the payload's `iubenda_consent` field and the office forwards it:
 * which legal notices were accepted and whether the newsletter was chosen. The subject (name, e-mail) is
 * in the same payload.
 *
 * @example consentRecord({ termsAccepted: true, privacyAccepted: true, newsletter: false })
 *   // '{"preferences":{"terms":true,"privacy_policy":true,"newsletter":false}}'
 */
export function consentRecord(draft: Pick<RegistrationDraft, 'termsAccepted' | 'privacyAccepted' | 'newsletter'>): string {
  return JSON.stringify({
    preferences: { terms: draft.termsAccepted, privacy_policy: draft.privacyAccepted, newsletter: draft.newsletter },
  });
}

/**
 * The registration payload of part 1 §3 from a checked form. Reading chosen where the spec is silent:
 * `tracking_origin` is the page address without its query, `tracking_params` the query without '?';
 * `vat_number` is sent only for a business account (the toggle exists for EUR only).
 *
 * @example registrationPayload(draft, { productId: 12, aid: '777', subsidiaryId: 1, pageUrl: 'https://x.test/payment/p?taginternals=t' })
 *   // { ..., form_origin: 'ba-gateway', id_plan: 12, cadastro_aid: '777', taginternals: 't', receive_email: 'NO' }
 */
export function registrationPayload(draft: RegistrationDraft, context: PayloadContext): RegistrationPayload {
  const url = new URL(context.pageUrl);
  const payload: RegistrationPayload = {
    cadastro_nome: draft.name.trim(),
    cadastro_email: draft.email.trim(),
    cadastro_senha: draft.password,
    cadastro_telefone: draft.phone.trim(),
    subsidiary: context.subsidiaryId,
    tracking_origin: `${url.origin}${url.pathname}`,
    tracking_params: url.search.replace(/^\?/, ''),
    iubenda_consent: consentRecord(draft),
    form_origin: 'ba-gateway',
    id_plan: context.productId,
    receive_email: draft.newsletter ? 'YES' : 'NO',
  };
  // A malformed aid must not cost the sign-up: the office then applies its default sponsor.
  if (/^\d+$/.test(context.aid)) payload.cadastro_aid = context.aid;
  const taginternals = url.searchParams.get('taginternals')?.trim();
  if (taginternals) payload.taginternals = taginternals;
  if (draft.accountKind === 'business' && draft.vatNumber.trim()) payload.vat_number = draft.vatNumber.trim();
  return payload;
}
