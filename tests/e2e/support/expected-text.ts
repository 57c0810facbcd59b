import { label, type CheckoutLang } from '../pages/checkout/labels';

/**
 * Part 2 §8's Portuguese messages, verbatim from the spec: a pt assertion checks the page against the spec's words,
 * so a locale file that drifted from them fails the journey. Reasons the spec only names ("warning") are not here.
 */
const SPEC_PT: Readonly<Record<string, string>> = {
  'payment:errors.invalid_card_number': 'O Numéro do cartão é inválido',
  'payment:errors.card_holder_missing': 'O Titular do cartão esta incorreto',
  'payment:errors.expiry_date_invalid': 'Data de validade inválida',
  'payment:errors.not_supported': 'Cartão de pagamento não suportado, favor tente com outro cartão',
  'payment:errors.payment_refused': 'Seu pagamento foi recussado, verifique os dados do cartão corretamente!',
  'payment:errors.analysis_error': 'Erro no analise',
  'payment:errors.card_field_error': 'Erro no cartão',
  'payment:errors.invalid_card_year': 'O Ano de expiração do cartão é inválido',
  'payment:errors.invalid_card_month': 'O mês de expiração do cartão é inválido',
  'payment:errors.invalid_cvc': 'O CVC é inválido',
  'payment:errors.card_authentication_error': 'Erro na autenticação do cartão: {{message}}',
  'payment:errors.wallet_failed': 'Failed payment with wallet',
  'errors:load.zip_lookup_failed': 'Infelizmente não conseguimos recuperar a localização pelo CEP. Favor preencha manualmente',
  // Part 2 §5.
  'errors:validation.address_required': 'Para finalizar o pagamento, é preciso preencher o endereço',
};

/**
 * The message a journey expects on the page: in pt the spec's own text where part 2 §8 gives one, otherwise the text
 * of the page's language read from the locale files (never an English copy of them in a test).
 * Example: expectedText('pt', 'payment:errors.analysis_error') === 'Erro no analise'.
 */
export function expectedText(lang: CheckoutLang, key: string, values: Record<string, string | number> = {}): string {
  const spec = lang === 'pt' ? SPEC_PT[key] : undefined;
  if (spec === undefined) return label(lang, key, values);
  return spec.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
