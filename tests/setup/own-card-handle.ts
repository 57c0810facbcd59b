/**
 * A provider handle standing for providers B's and U's own card form in store tests: like OwnCardFields, each
 * `collect` tokenises the card typed now at the provider's tokeniser (the sandbox provider in Node) and answers
 * `token_card`. `tokens` lists what each collect got, so a test sees whether a press tokenised again.
 */
import { tokenizeCard } from '~/api/payment/tokenize-card';
import type { TokenisingProvider } from '~/api/payment/provider-endpoints';
import type { CollectResult, ProviderHandle } from '~/providers/registry';

export interface OwnCardHandle extends ProviderHandle {
  /** The tokens the collects got, in order. */
  tokens: string[];
  /** What the buyer types next (a test changes the card between presses). */
  type(number: string): void;
}

export function ownCardHandle(provider: TokenisingProvider, number = '4242424242424242'): OwnCardHandle {
  let typed = number;
  const tokens: string[] = [];
  return {
    tokens,
    type: (next) => {
      typed = next;
    },
    collect: async (): Promise<CollectResult> => {
      const answer = await tokenizeCard(provider, { number: typed, holder_name: 'Ana Souza', exp_month: 12, exp_year: 2034, cvv: '123' });
      if (!answer.ok) return { ok: false, message: { key: answer.key } };
      tokens.push(answer.token);
      return { ok: true, payment: { token_card: answer.token } };
    },
  };
}
