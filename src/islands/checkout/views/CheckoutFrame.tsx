import type { ReactNode } from 'react';
import { StepList, type StepListItem } from '../steps/StepList';

interface Props {
  steps: readonly StepListItem[];
  /** "The checkout is being prepared" (part 1 §2), announced to screen readers; in every language in the static frame. */
  status: ReactNode;
  /** Step 1 as the buyer will see it: a visitor's Novo cadastro form, or a logged-in buyer's account card. */
  step: 'form' | 'card';
}

const FORM_FIELDS = 7; // name, e-mail, its confirmation, password, its confirmation, phone, country
const CART_BARS = 8;

/**
 * The checkout's frame while it loads (decision 049): the loaded checkout's own boxes (ReadyView: `.checkout`, the notice
 * list, the step header, `.checkout__columns`, the summary's place in the aside, `.checkout__main`) holding grey blocks where the
 * summary and step 1 will be. The page pre-renders it with every language's texts (StaticCheckoutFrame), the island's
 * LoadingView renders it in the page language: nothing moves when the island takes over, nor when ReadyView
 * replaces it. Only the status is read out; the rest is drawing.
 */
export function CheckoutFrame({ steps, status, step }: Props) {
  return (
    <div className="checkout checkout-loading">
      {/* ReadyView's notice list, empty: its row and the grid's gap above the step header. */}
      <div className="notice-list" />
      <div className="step-header" aria-hidden="true">
        <nav>
          <StepList items={steps} />
        </nav>
      </div>
      <div className="checkout__columns">
        <div className="checkout-aside checkout-aside--summary" aria-hidden="true">
          <div className="cart card frame-cart">
            {Array.from({ length: CART_BARS }, (_, i) => <i key={i} />)}
          </div>
        </div>
        <div className="checkout__main">
          <div className={`frame-step frame-step--${step}`}>
            <div className="frame-step__status" role="status" aria-live="polite">
              <span className="spinner" aria-hidden="true" />
              <p className="personal">{status}</p>
            </div>
            {/* Keyed: when login status says "logged in", the card's blocks replace the form's (new nodes) instead of
                the form's blocks being reused and moved up, a layout shift. */}
            {step === 'form' ? (
              <div key="form" className="frame-step__blocks" aria-hidden="true">
                {Array.from({ length: FORM_FIELDS }, (_, i) => <i key={i} />)}
                <i className="frame-check" />
                <i className="frame-check" />
                <i className="frame-button" />
              </div>
            ) : (
              <div key="card" className="frame-step__blocks" aria-hidden="true">
                <i className="frame-identity" />
                <i className="frame-button" />
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
