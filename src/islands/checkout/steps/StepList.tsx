import type { ReactNode } from 'react';
import './steps.css';

export interface StepListItem {
  step: string;
  state: 'finished' | 'active' | 'upcoming';
  /** The step's name: a text, or (the page's static frame) the name in every language (lang-text.tsx). */
  label: ReactNode;
}

/**
 * The step header's three numbered steps. The loaded checkout's StepHeader and the loading frame (CheckoutFrame, also
 * the page's static HTML) draw this same list, so the steps do not move when one replaces the other (decision 049).
 */
export function StepList({ items, finishedNote }: { items: readonly StepListItem[]; finishedNote?: string }) {
  return (
    <ol className="step-header__list">
      {items.map((item, index) => (
        <li key={item.step} className="step-header__item" data-state={item.state} aria-current={item.state === 'active' ? 'step' : undefined}>
          <span className="step-header__marker" aria-hidden="true">
            {item.state === 'finished' ? '✓' : index + 1}
          </span>
          <span className="step-header__label">{item.label}</span>
          {item.state === 'finished' && finishedNote && <span className="visually-hidden"> ({finishedNote})</span>}
        </li>
      ))}
    </ol>
  );
}
