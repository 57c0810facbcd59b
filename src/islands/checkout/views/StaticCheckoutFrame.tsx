import { InEveryLanguage, type LangTexts } from '../lang-text';
import { CheckoutFrame } from './CheckoutFrame';

interface Props {
  steps: ReadonlyArray<{ step: string; state: 'finished' | 'active' | 'upcoming'; label: LangTexts }>;
  status: LangTexts;
}

/**
 * The checkout's frame as the page's static HTML draws it (decision 049): CheckoutFrame with every language's texts,
 * before the island (and the language it loads) is there. Only the page renders it, at build time: none of it is in
 * the island's JavaScript.
 */
export function StaticCheckoutFrame({ steps, status }: Props) {
  return (
    <CheckoutFrame
      steps={steps.map((item) => ({ ...item, label: <InEveryLanguage texts={item.label} /> }))}
      status={<InEveryLanguage texts={status} />}
      step="form"
    />
  );
}
