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
  /** The consent provider's id for the consent recorded at submit (part 1 §4); null when it gave none (decision 027). */
  consentId: string | null;
}

/**
 * The registration payload of part 1 §3 from a checked form. Reading chosen where the spec is silent:
 * `tracking_origin` is the page address without its query, `tracking_params` the query without '?';
 * `vat_number` is sent only for a business account (the toggle exists for EUR only).
 *
 * @example registrationPayload(draft, { productId: 12, aid: '777', subsidiaryId: 1, pageUrl: 'https://x.test/payment/p?taginternals=t', consentId: 'c-1' })
 *   // { ..., iubenda_consent: 'c-1', form_origin: 'ba-gateway', id_plan: 12, cadastro_aid: '777', taginternals: 't', receive_email: 'NO' }
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
    // Empty when the consent provider did not answer in time: the sign-up goes on (decision 027).
    iubenda_consent: context.consentId ?? '',
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
