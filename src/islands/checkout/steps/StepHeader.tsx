import { useStore } from '@nanostores/react';
import { $canGoBack, $stepItems } from '~/stores/checkout/account/steps-view';
import { goBack } from '~/stores/checkout/steps';
import { focusStepTitle } from '../focus-step-title';
import { useT } from '../i18n';
import { StepList } from './StepList';
import './steps.css';

/** The three steps (Plano or Taxa, Pagamento, Confirmação) with finished/active state, and Voltar (part 1 §2, §4), which takes the focus to step 1's title. */
export function StepHeader() {
  const t = useT();
  const items = useStore($stepItems);
  const canGoBack = useStore($canGoBack);
  return (
    <div className="step-header">
      {canGoBack && (
        <button type="button" className="link-button step-header__back" onClick={() => {
            goBack();
            focusStepTitle();
          }}
        >
          <span aria-hidden="true">‹</span> {t('checkout:steps.back')}
        </button>
      )}
      <nav aria-label={t('checkout:account.step_header.label')}>
        <StepList items={items.map((item) => ({ step: item.step, state: item.state, label: t(item.labelKey) }))} finishedNote={t('checkout:account.step_header.finished')} />
      </nav>
    </div>
  );
}
