import { purchaseId } from '~/domain/purchase';
import { $flow, $options, $product, $user } from '../session';

/**
 * The purchase this checkout is for (src/domain/purchase.ts), from what the load learned; null before the buyer is
 * logged in or the product is known (nothing can be paid then).
 */
export function currentPurchase(): string | null {
  const user = $user.get();
  const product = $product.get();
  if (!user || !product) return null;
  return purchaseId({ account: String(user.user_identifier), slug: product.slug, flow: $flow.get(), owner: $options.get()?.anyoneCanPay?.ownerUserId ?? null });
}
