/**
 * The life of providers B's and U's card tokens (part 2 §7 "Card tokenisation"): Pagar.me documents its card tokens as
 * valid for 60 seconds and usable once (https://docs.pagar.me/reference/alternativas-ao-pagarme-js), and provider U's
 * tokeniser takes Pagar.me's request (decision 021). The page makes a token at each press and sends it again only as
 * the exact body of the same attempt; these say when even that resend is no longer worth making.
 */

/** How long a token lives after the tokeniser made it. */
export const OWN_CARD_TOKEN_LIFETIME_MS = 60_000;

/** Kept back from the end of that life for the resend's own trip to the gateway and the gateway's to the provider. */
export const OWN_CARD_TOKEN_RESEND_MARGIN_MS = 10_000;

/**
 * Whether a body holding a token asked for at `tokenisedAt` (epoch ms, taken before the tokeniser was called, so the
 * token is at most this old) can still be sent for its first charge. Past this, resending it could only be refused
 * ("Token not found."): the attempt is asked of the gateway by its key instead (decision 012).
 * Example: ownCardTokenUsable(0, 49_999) -> true; ownCardTokenUsable(0, 50_000) -> false.
 */
export function ownCardTokenUsable(tokenisedAt: number, now: number): boolean {
  return now - tokenisedAt < OWN_CARD_TOKEN_LIFETIME_MS - OWN_CARD_TOKEN_RESEND_MARGIN_MS;
}
