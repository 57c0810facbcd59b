import type * as z from 'zod/mini';
import { createAccount, registrationPayloadSchema } from '~/api/account/create-account';
import { logIn, loginPayloadSchema } from '~/api/account/log-in';
import { getLoginStatus } from '~/api/account/login-status';
import { recoverPassword } from '~/api/account/recover-password';
import { getRegistrationCountries } from '~/api/account/registration-countries';
import { sendCodePayloadSchema, sendVerificationCode } from '~/api/account/send-verification-code';
import { getTrialActiveInvoice } from '~/api/account/trial-active-invoice';
import { verifyCode, verifyCodePayloadSchema } from '~/api/account/verify-code';
import { getDomainAuthToken } from '~/api/addons/get-domain-auth-token';
import { getDomainOrder } from '~/api/addons/get-domain-order';
import { getDomainRegisterPrice } from '~/api/addons/get-domain-register-price';
import { getExtraConnectionPrice } from '~/api/addons/get-extra-connection-price';
import { getExtraStoragePrice } from '~/api/addons/get-extra-storage-price';
import { getPremiumTemplate } from '~/api/addons/get-premium-template';
import { getWordpressOrderPrice } from '~/api/addons/get-wordpress-order';
import { isDomainRenewAvailable } from '~/api/addons/is-domain-renew-available';
import { lookupPayments, paymentLookupPayloadSchema } from '~/api/admin/lookup-payments';
import { getCountryPrices } from '~/api/catalog/get-country-prices';
import { getPlanOrFee } from '~/api/catalog/get-plan-or-fee';
import { getTool } from '~/api/catalog/get-tool';
import { checkCoupon, checkCouponPayloadSchema } from '~/api/coupon/check-coupon';
import { confirmInvoiceUser } from '~/api/invoice/confirm-invoice-user';
import { createInvoice, createInvoicePayloadSchema } from '~/api/invoice/create-invoice';
import { createPaypalConnectionInvoice } from '~/api/invoice/create-paypal-connection-invoice';
import { createPaypalDomainInvoice } from '~/api/invoice/create-paypal-domain-invoice';
import { createPaypalStorageInvoice } from '~/api/invoice/create-paypal-storage-invoice';
import { paypalDomainInvoicePayloadSchema, paypalQuantityInvoicePayloadSchema } from '~/api/invoice/paypal-invoice-schema';
import { getPendingPayment } from '~/api/invoice/pending-payment';
import { updateInvoice, updateInvoicePayloadSchema } from '~/api/invoice/update-invoice';
import { checkoutTokenPayloadSchema, createCheckoutToken } from '~/api/misc/checkout-token';
import { convertFromUsd, currencyConverterPayloadSchema } from '~/api/misc/currency-converter';
import { getLocaleByIp } from '~/api/misc/locale-by-ip';
import { logPayloadSchema, sendLog } from '~/api/misc/logger';
import { getSupportByCode } from '~/api/misc/support-lookup';
import { checkPixNotification } from '~/api/payment/check-pix-notification';
import { createFuturePayment, futurePaymentPayloadSchema } from '~/api/payment/create-future-payment';
import { createPayment } from '~/api/payment/create-payment';
import { createPaymentIntent } from '~/api/payment/create-payment-intent';
import { createSetupIntent, setupIntentPayloadSchema } from '~/api/payment/create-setup-intent';
import { debitSavedCard, savedCardDebitPayloadSchema } from '~/api/payment/debit-saved-card';
import { getPaymentAttempt } from '~/api/payment/payment-attempt-status';
import { PAYMENT_ENDPOINTS, type PaymentEndpoint } from '~/api/payment/payment-endpoints';
import { paymentPayloadSchema } from '~/api/payment/payment-payload-schema';
import { fraudReportPayloadSchema, reportFraud } from '~/api/payment/report-fraud';
import { getSponsorWalletCode, sponsorWalletPayloadSchema } from '~/api/payment/sponsor-wallet-code';
import { threeDSecureReturnPayloadSchema, verifyThreeDSecureReturn } from '~/api/payment/verify-three-d-secure';
import { getAccountInfos } from '~/api/sponsor/account-infos';
import { checkSponsorReceiver, sponsorReceiverPayloadSchema } from '~/api/sponsor/sponsor-receiver';
import { getParentPixels, parentPixelPayloadSchema } from '~/api/tracking/parent-pixel';
import { getPixelFunnel } from '~/api/tracking/pixel-funnel';
import { getThankYouPage } from '~/api/tracking/thank-you-page';
import { getVatFee, vatFeePayloadSchema } from '~/api/vat/get-vat-fee';
import { listVatFees } from '~/api/vat/list-vat-fees';
import { validateVatNumber, vatValidationPayloadSchema } from '~/api/vat/validate-vat-number';
import { samplePaymentPayload, sampleProviderAPayload } from '~/sandbox/fixtures/payments';

/**
 * One backend call of the browser, as the contract describes it: the call's own function invoked once with sample
 * arguments (what it sends is recorded, src/contract/recording-request.ts), the sample values it puts into its path,
 * the schema of the body it sends, and where the call comes from.
 */
export interface ContractCall {
  /** The operation's id: the name the call gives its request, or that name and a variant (`createPayment.sepa`). */
  id: string;
  /** One line: what the call is for. */
  summary: string;
  /** Where it is written: a section of the spec (`part 1 §7`), or the decision that added it (`decision 012`). */
  source: string;
  invoke: () => Promise<unknown>;
  /** Path parameters: each name and the sample value the invocation puts in the path. */
  pathParams?: Readonly<Record<string, string>>;
  /** The schema of the body the call sends, when it sends one. */
  body?: z.core.$ZodType;
}

const KEY = '3b241101-e2bb-4255-8caf-4136c566a962';
const payment = samplePaymentPayload({ idempotency_key: KEY });

/** The main payment's endpoints (part 2 §7), one operation each: the gateway routes each to its provider. */
const mainPayments: ContractCall[] = (Object.keys(PAYMENT_ENDPOINTS) as PaymentEndpoint[]).map((endpoint) => ({
  id: `createPayment.${endpoint}`,
  summary: `The main payment, ${endpoint === 'single' || endpoint === 'recurrent' || endpoint === 'boleto' ? `the gateway's generic ${endpoint} endpoint` : `routed to ${endpoint}`}.`,
  source: 'part 2 §7 "Main payment" (paths: decision 041)',
  invoke: () => createPayment(endpoint, endpoint === 'provider-a-card' ? sampleProviderAPayload('4111 1111 1111 1111', { idempotency_key: KEY }) : payment),
  body: paymentPayloadSchema,
}));

export const CONTRACT_CALLS: readonly ContractCall[] = [
  // The office: account and session (part 1 §7).
  { id: 'getLoginStatus', summary: 'Who is logged in, with the saved cards of a currency.', source: 'part 1 §7', invoke: () => getLoginStatus({ checkTeamAccount: true, getCurrentPlan: true, cc: 'USD' }) },
  { id: 'getRegistrationCountries', summary: 'The countries (subsidiaries) the registration form offers.', source: 'part 1 §7', invoke: () => getRegistrationCountries('pt'), pathParams: { lang: 'pt' } },
  {
    id: 'sendVerificationCode', summary: 'Sends the 6-digit code to the e-mail being registered.', source: 'part 1 §7', pathParams: { lang: 'pt' }, body: sendCodePayloadSchema,
    invoke: () => sendVerificationCode('pt', { email: 'nova@example.com', name: 'Nova Pessoa' }),
  },
  {
    id: 'verifyCode', summary: 'Checks the code the visitor typed.', source: 'part 1 §7', pathParams: { lang: 'pt' }, body: verifyCodePayloadSchema,
    invoke: () => verifyCode('pt', { email: 'nova@example.com', code: '123456' }),
  },
  {
    id: 'createAccount', summary: 'Creates the account and logs it in.', source: 'part 1 §7', pathParams: { lang: 'pt' }, body: registrationPayloadSchema,
    invoke: () => createAccount('pt', {
      cadastro_nome: 'Nova Pessoa', cadastro_email: 'nova@example.com', cadastro_senha: 'Sandbox#2026', cadastro_telefone: '+5511999990000', subsidiary: 1,
      tracking_origin: '', tracking_params: '', iubenda_consent: '', form_origin: 'ba-gateway', id_plan: 3101, receive_email: 'YES',
    }),
  },
  { id: 'logIn', summary: 'Logs in; the office sets the session cookie.', source: 'part 1 §7', body: loginPayloadSchema, invoke: () => logIn({ email: 'ana@example.com', senha: 'Sandbox#2026' }) },
  { id: 'recoverPassword', summary: 'Sends the password-recovery e-mail.', source: 'part 1 §7', invoke: () => recoverPassword('ana@example.com') },
  { id: 'getTrialActiveInvoice', summary: 'Whether the account already has a trial invoice.', source: 'part 1 §7', pathParams: { userId: '1002' }, invoke: () => getTrialActiveInvoice('1002') },
  { id: 'getLocaleByIp', summary: "The visitor's country by IP.", source: 'part 1 §7', invoke: () => getLocaleByIp() },
  { id: 'getSupportByCode', summary: 'The support person of a `cs` code.', source: 'part 1 §7', invoke: () => getSupportByCode('CS-CARLA') },
  // The office: catalogue, coupon, invoices, add-ons (part 1 §7, part 2 §7).
  { id: 'getPlanOrFee', summary: 'The plan or fee of the URL, in the page language.', source: 'part 1 §7', pathParams: { slug: 'premium-plus-plan' }, invoke: () => getPlanOrFee('premium-plus-plan', 'pt') },
  { id: 'getTool', summary: 'An add-on tool sold on its own.', source: 'part 1 §7', pathParams: { slug: 'email-marketing' }, invoke: () => getTool('email-marketing', 'pt') },
  { id: 'getCountryPrices', summary: "A country's prices (Latin-American country prices).", source: 'part 1 §7', pathParams: { countryId: 'mx' }, invoke: () => getCountryPrices('MX', 'es') },
  {
    id: 'checkCoupon', summary: 'Checks a coupon for a plan and period.', source: 'part 1 §7', body: checkCouponPayloadSchema,
    invoke: () => checkCoupon({ code: 'OFF10', userId: '1002', planId: 3101, period: 'MENSAL' }),
  },
  {
    id: 'createInvoice', summary: 'Creates the invoice of the purchase.', source: 'part 2 §7', body: createInvoicePayloadSchema,
    invoke: () => createInvoice({ type: 'plan', slug: 'premium-plus-plan', gatewayId: 2 }),
  },
  {
    id: 'updateInvoice', summary: "Sets the invoice's recurrence or note.", source: 'part 2 §7', pathParams: { invoiceId: '50001' }, body: updateInvoicePayloadSchema,
    invoke: () => updateInvoice(50001, { recorrente: 1, recorrente_ativo: 1 }),
  },
  { id: 'confirmInvoiceUser', summary: 'Whether the invoice of the URL belongs to the buyer.', source: 'part 2 §7', pathParams: { invoiceId: '50001', userId: '1002' }, invoke: () => confirmInvoiceUser(50001, '1002') },
  {
    id: 'getPendingPayment', summary: "The invoice's payment still waiting on the buyer (its document or code).", source: 'decision 033',
    pathParams: { invoiceId: '50001' }, invoke: () => getPendingPayment(50001),
  },
  {
    id: 'createPaypalDomainInvoice', summary: "A domain's invoice, paid on the office's PayPal page.", source: 'part 2 §7', body: paypalDomainInvoicePayloadSchema,
    invoke: () => createPaypalDomainInvoice({ userId: '1002', currency: 'USD', priceCents: 1798, domain: 'minhaloja.com', connectTo: 'site-7', reference: null }),
  },
  {
    id: 'createPaypalConnectionInvoice', summary: 'An invoice for extra connections, paid on the office\'s PayPal page.', source: 'part 2 §7', body: paypalQuantityInvoicePayloadSchema,
    invoke: () => createPaypalConnectionInvoice({ userId: '1002', currency: 'USD', priceCents: 1000, qtd: 2 }),
  },
  {
    id: 'createPaypalStorageInvoice', summary: 'An invoice for extra storage, paid on the office\'s PayPal page.', source: 'part 2 §7', body: paypalQuantityInvoicePayloadSchema,
    invoke: () => createPaypalStorageInvoice({ userId: '1002', currency: 'USD', priceCents: 1000, qtd: 2 }),
  },
  { id: 'getDomainAuthToken', summary: "The token of the domain service's order call.", source: 'part 1 §7', invoke: () => getDomainAuthToken() },
  { id: 'getDomainOrder', summary: 'A domain order of the URL.', source: 'part 1 §7', pathParams: { order: 'ord-1' }, invoke: () => getDomainOrder('ord-1', 'token-1') },
  { id: 'getDomainRegisterPrice', summary: "A domain's registration price.", source: 'part 1 §7', invoke: () => getDomainRegisterPrice({ domainClassKey: 'com', privacyProtection: true, domain: 'minhaloja.com' }) },
  { id: 'isDomainRenewAvailable', summary: 'Whether a domain can be renewed.', source: 'part 1 §7', invoke: () => isDomainRenewAvailable('minhaloja.com') },
  { id: 'getExtraStoragePrice', summary: 'The price of storage packages.', source: 'part 1 §7', pathParams: { qty: '2' }, invoke: () => getExtraStoragePrice(2) },
  { id: 'getExtraConnectionPrice', summary: 'The price of extra connections.', source: 'part 1 §7', pathParams: { qty: '2' }, invoke: () => getExtraConnectionPrice(2) },
  { id: 'getWordpressOrderPrice', summary: 'A WordPress cloud order of the URL.', source: 'part 1 §7', pathParams: { stnWpOrderId: 'wp-1' }, invoke: () => getWordpressOrderPrice('wp-1') },
  { id: 'getPremiumTemplate', summary: 'A premium template of the URL.', source: 'part 1 §7', pathParams: { tpSlug: 'loja-1' }, invoke: () => getPremiumTemplate('loja-1') },
  // The office: sponsor and tracking (part 1 §7, part 2 §7).
  { id: 'getAccountInfos', summary: "The sponsor of a campaign's aid.", source: 'part 1 §7', invoke: () => getAccountInfos('777') },
  { id: 'checkSponsorReceiver', summary: 'Whether the sponsor receives for this product.', source: 'part 2 §7', body: sponsorReceiverPayloadSchema, invoke: () => checkSponsorReceiver({ user_id: 1002, type: 'PLAN', reference: 3101 }) },
  { id: 'getParentPixels', summary: "The sponsor's own pixel ids.", source: 'part 2 §7', body: parentPixelPayloadSchema, invoke: () => getParentPixels({ event: 'purchase', user_id: 1002 }) },
  { id: 'getPixelFunnel', summary: "The sponsor's funnel pixels.", source: 'part 2 §7', invoke: () => getPixelFunnel({ aid: '777', subdomain: 'loja' }) },
  { id: 'getThankYouPage', summary: "The sponsor's thank-you page after a payment.", source: 'part 2 §7', invoke: () => getThankYouPage({ isDefault: false, aid: '777', subdomain: 'loja' }) },
  // The office: payment duties the spec lacks, and the fraud report.
  {
    id: 'getPaymentAttempt', summary: 'What became of one payment attempt, by its idempotency key.', source: 'decision 012',
    pathParams: { key: KEY }, invoke: () => getPaymentAttempt(KEY),
  },
  {
    id: 'reportFraud', summary: 'Reports a possible-fraud refusal; the office keeps the count.', source: 'part 2 §7, §8', body: fraudReportPayloadSchema,
    invoke: () => reportFraud({ invoice_id: '50001', cryptId: 'crypt-1', reason: 'fraud', event_date: '2026-12-02T10:00:00.000Z', amount: { currency: 'USD', value: 6900 } }, 'chk_sandbox_1002'),
  },
  {
    id: 'getSponsorWalletCode', summary: "The sponsor wallet's code for a first payment to the sponsor.", source: 'part 2 §7 (decision 034)', body: sponsorWalletPayloadSchema,
    invoke: () => getSponsorWalletCode({ productId: 3342, userId: '1013', isPlan: true }),
  },
  {
    id: 'lookupPayments', summary: "The internal payment lookup of an account's payments (staff only).", source: 'part 2 §2, §7', body: paymentLookupPayloadSchema,
    invoke: () => lookupPayments({ userId: 1001, method: 'credit_card', type: 'all' }, 'admin-token-1'),
  },
  // The gateway (part 2 §7).
  { id: 'createCheckoutToken', summary: 'The checkout token the payment calls carry.', source: 'part 2 §7', body: checkoutTokenPayloadSchema, invoke: () => createCheckoutToken(1002) },
  { id: 'listVatFees', summary: 'The VAT countries and their rates.', source: 'part 1 §7', invoke: () => listVatFees() },
  { id: 'getVatFee', summary: "A country's VAT rate.", source: 'part 1 §7', body: vatFeePayloadSchema, invoke: () => getVatFee('DE') },
  { id: 'validateVatNumber', summary: 'Checks a VAT number.', source: 'part 1 §7', body: vatValidationPayloadSchema, invoke: () => validateVatNumber('DE812345673') },
  { id: 'convertFromUsd', summary: 'A USD amount in another currency.', source: 'part 1 §7', body: currencyConverterPayloadSchema, invoke: () => convertFromUsd(6900, 'BRL') },
  { id: 'sendLog', summary: "The page's error log.", source: 'part 2 §7', body: logPayloadSchema, invoke: () => sendLog({ env: 'production', type: 'ERROR', message: 'checkout load failed' }) },
  ...mainPayments,
  { id: 'createPaymentIntent', summary: "Provider S's payment intent, for the wallet and the card's confirmation.", source: 'part 2 §7', body: paymentPayloadSchema, invoke: () => createPaymentIntent(payment) },
  { id: 'createSetupIntent', summary: "Provider S's setup intent, for a purchase that charges nothing now.", source: 'decision 056', body: setupIntentPayloadSchema, invoke: () => createSetupIntent(KEY) },
  {
    id: 'debitSavedCard', summary: 'A payment with a card saved on the account.', source: 'part 2 §7', body: savedCardDebitPayloadSchema,
    invoke: () => debitSavedCard({
      application: 'OFFICE', idempotency_key: KEY, id_user: '1011', token_checkout: 'chk_sandbox_1011', card_token: 'card_sandbox_visa_usd', invoice_id: '50002',
      product: { id: 3101, slug: 'premium-plus-plan', title: 'Premium Plus' }, amount: { currency: 'USD', value: 6900 },
    }),
  },
  {
    id: 'createFuturePayment', summary: 'Schedules the recurring payment after a trial or a first payment.', source: 'part 2 §7', body: futurePaymentPayloadSchema,
    invoke: () => createFuturePayment({
      application: 'OFFICE', idempotency_key: KEY, business_gateway: 'stripe', gateway_identifier: 'gw_1', is_recurring: true, interval: 1,
      product: { id: 3104, slug: 'premium-plus-plan-trial', title: 'Premium Plus' }, period: 'MONTH', amount: { currency: 'USD', value: 6900 },
      my_data: { office_fatura: '50003' }, notification_url: 'https://office.example.com/notifications/payment', trial_days: 14,
    }),
  },
  {
    id: 'verifyThreeDSecureReturn', summary: 'The final verification after the buyer returns from 3-D Secure.', source: 'part 2 §4.4, §7', body: threeDSecureReturnPayloadSchema,
    invoke: () => verifyThreeDSecureReturn({ identify: '3ds_1', redirectResult: 'Ab02b4c0', userId: '1002', currency: 'EUR' }),
  },
  { id: 'checkPixNotification', summary: 'Whether a pix payment was received.', source: 'part 2 §7', pathParams: { hashToken: 'pix-hash-1' }, invoke: () => checkPixNotification('pix-hash-1') },
];

/**
 * Calls in src/api that are not the backend's: the public postcode services (part 2 §7) and the card tokenisers of
 * providers B and U, which the browser asks directly. The contract leaves them out; its test checks the list.
 */
export const NOT_THE_BACKENDS: Readonly<Record<string, string>> = {
  lookupPostcodeBrazil: 'the public Brazilian postcode service (part 2 §7)',
  lookupPostcodeEurope: 'the public European postcode service (part 2 §7)',
  tokenizeCard: "provider B's or U's card tokeniser, asked straight from the browser (DESIGN.md \"Security\")",
};
