import { sponsorWalletMayBeNeeded } from '~/domain/upline';
import { loadSponsorWalletScript } from '../../attempt/sponsor-wallet-script';
import type { LoadContext } from './context';

/**
 * Starts loading the sponsor wallet's script when a first payment may go to the sponsor's wallet (part 2 §4.1, §4.3;
 * decision 034); loaded by locale.ts only for a BRL product that pays the sponsor, whose sponsor has pagSeguro.
 */
export function loadWalletScriptIfNeeded(ctx: LoadContext): void {
  const { product, user } = ctx;
  const received = user?.parent?.receivement_gateways;
  if (!product?.firstPaymentToUpline || !received) return;
  const needed = sponsorWalletMayBeNeeded({
    productPaysUpline: true,
    sponsorGateways: { paypal: !!received.paypal, pagseguro: !!received.pagseguro },
    currency: product.currency,
    hasValidCoupon: ctx.coupon !== null,
    amount: product.amount,
    firstMonthAmount: product.amountFirstMonth,
  });
  if (needed) void loadSponsorWalletScript();
}
