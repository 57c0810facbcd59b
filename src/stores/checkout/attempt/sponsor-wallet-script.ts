import { providerEnv } from '~/config/provider-env';
import { onReset } from '~/stores/reset';

/*
 * The sponsor's Brazilian wallet script (pagSeguro's lightbox checkout; part 2 §4.1 "Brazilian sponsor-wallet
 * script", §4.3; decision 034). Loaded by the load sequence's phase only when a BRL first payment may go to the
 * sponsor, never with any other purchase; the pay action waits for it, and loads it again when it failed.
 */

export const SPONSOR_WALLET_SCRIPT_ID = 'sponsor-wallet-script';

/** What the wallet's checkout calls back: paid with its transaction code, or closed by the buyer. */
export interface WalletCallbacks {
  success: (transactionCode: string) => void;
  abort: () => void;
}

/** The wallet's global: opens its checkout for the office's code; false when it could not open. */
export type WalletCheckout = (request: { code: string }, callbacks: WalletCallbacks) => boolean;

type WithWallet = typeof globalThis & { PagSeguroLightbox?: WalletCheckout };

let loading: Promise<WalletCheckout | null> | null = null;

function present(): WalletCheckout | null {
  const wallet = (globalThis as WithWallet).PagSeguroLightbox;
  return typeof wallet === 'function' ? wallet : null;
}

/**
 * Adds the wallet's script to the page once, async. Resolves the wallet's checkout, or null when the script did not
 * load or defined nothing (a later call tries again). Without a document (Node) it resolves null.
 *
 * @example await loadSponsorWalletScript() // the PagSeguroLightbox function
 */
export function loadSponsorWalletScript(): Promise<WalletCheckout | null> {
  if (typeof document === 'undefined') return Promise.resolve(null);
  const ready = present();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<WalletCheckout | null>((resolve) => {
    const script = document.createElement('script');
    script.id = SPONSOR_WALLET_SCRIPT_ID;
    script.async = true;
    script.src = providerEnv.PUBLIC_SPONSOR_WALLET_SCRIPT_URL;
    const failed = () => {
      script.remove();
      loading = null;
      resolve(null);
    };
    script.onload = () => {
      const wallet = present();
      if (wallet) resolve(wallet);
      else failed();
    };
    script.onerror = failed;
    document.head.append(script);
  });
  return loading;
}

// A page starting over (a test, a QA state) forgets the script and the wallet's global.
onReset('page', () => {
  loading = null;
  delete (globalThis as WithWallet).PagSeguroLightbox;
  if (typeof document !== 'undefined') document.getElementById(SPONSOR_WALLET_SCRIPT_ID)?.remove();
});
