import { useStore } from '@nanostores/react';
import { $canGoBack, $stepItems } from '~/stores/checkout/account/steps-view';
import { goBack } from '~/stores/checkout/steps';
import { useT } from '../i18n';
import './steps.css';

/** The three steps (Plano or Taxa, Pagamento, Confirmação) with finished/active state, and Voltar (part 1 §2, §4). */
export function StepHeader() {
  const t = useT();
  const items = useStore($stepItems);
  const canGoBack = useStore($canGoBack);
  return (
    <div className="step-header">
      {canGoBack && (
        <button type="button" className="link-button step-header__back" onClick={goBack}>
          <span aria-hidden="true">‹</span> {t('checkout:steps.back')}
        </button>
      )}
      <nav aria-label={t('checkout:account.step_header.label')}>
        <ol className="step-header__list">
          {items.map((item, index) => (
            <li key={item.step} className="step-header__item" data-state={item.state} aria-current={item.state === 'active' ? 'step' : undefined}>
              <span className="step-header__marker" aria-hidden="true">
                {item.state === 'finished' ? '✓' : index + 1}
              </span>
              <span className="step-header__label">{t(item.labelKey)}</span>
              {item.state === 'finished' && <span className="visually-hidden"> ({t('checkout:account.step_header.finished')})</span>}
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
