import { sponsorWalletMayBeNeeded } from '~/domain/upline';
import { loadSponsorWalletScript } from '../../payment/sponsor-wallet-script';
import { $ipLocale } from '../../session';
import { CONTINUE, logSwallowed, type Phase } from './context';
import { localeByIp } from './early-calls';

/**
 * "Get locale by IP" (part 1 §3 "Locale", §4). A failed lookup is logged and leaves $ipLocale null: the BRL rule
 * then uses the account's country, and the VAT widget starts without a country.
 */
export const localeByIpPhase: Phase = async (ctx) => {
  $ipLocale.set(null);
  ctx.ipCountry = null;
  try {
    const locale = await localeByIp(ctx.early);
    $ipLocale.set({ ip: locale.ip, country: locale.country_code, region: locale.region });
    ctx.ipCountry = locale.country_code;
  } catch (error) {
    await logSwallowed(ctx, 'locale by IP', error);
  }
  return CONTINUE;
};

/**
 * "Load the Brazilian sponsor-wallet script for BRL" (part 2 §4.1; decision 034). Only when a first payment may go to
 * the sponsor's wallet (upline.ts sponsorWalletMayBeNeeded: every condition of §4.3 but the receiver check, which runs
 * later): any other purchase, BRL or not, loads nothing. The script loads in the background; the load does not wait
 * for it, and the pay action waits for it (and tries again if it failed).
 */
export const brazilWalletScriptPhase: Phase = async (ctx) => {
  const { product, user } = ctx;
  const received = user?.parent?.receivement_gateways;
  if (!product?.firstPaymentToUpline || !received) return CONTINUE;
  const needed = sponsorWalletMayBeNeeded({
    productPaysUpline: true,
    sponsorGateways: { paypal: !!received.paypal, pagseguro: !!received.pagseguro },
    currency: product.currency,
    hasValidCoupon: ctx.coupon !== null,
    amount: product.amount,
    firstMonthAmount: product.amountFirstMonth,
  });
  if (needed) void loadSponsorWalletScript();
  return CONTINUE;
};
