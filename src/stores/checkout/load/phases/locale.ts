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
 * "Load the Brazilian sponsor-wallet script for BRL" (part 2 §4.1). Deliberately empty for now: the sandbox has no
 * third-party wallet script, and DESIGN.md loads a provider's script only when its method is shown, so the
 * payment-provider issue loads it when pagSeguro is among $methods. Kept as a phase so the order stays the spec's.
 */
export const brazilWalletScriptPhase: Phase = async () => CONTINUE;
