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
    const locale = await localeByIp(ctx);
    $ipLocale.set({ ip: locale.ip, country: locale.country_code, region: locale.region });
    ctx.ipCountry = locale.country_code;
  } catch (error) {
    await logSwallowed(ctx, 'locale by IP', error);
  }
  return CONTINUE;
};

/**
 * "Load the Brazilian sponsor-wallet script for BRL" (part 2 §4.1; decision 034). Only when a first payment may go to
 * the sponsor's wallet (sponsor-wallet-phase.ts: every condition of §4.3 but the receiver check, which runs later):
 * any other purchase, BRL or not, loads nothing, not even that check. The script loads in the background; the load
 * does not wait for it, and the pay action waits for it (and tries again if it failed).
 */
export const brazilWalletScriptPhase: Phase = async (ctx) => {
  const { product, user } = ctx;
  if (!product?.firstPaymentToUpline || product.currency !== 'BRL' || !user?.parent?.receivement_gateways?.pagseguro) return CONTINUE;
  const { loadWalletScriptIfNeeded } = await import('./sponsor-wallet-phase');
  loadWalletScriptIfNeeded(ctx);
  return CONTINUE;
};
