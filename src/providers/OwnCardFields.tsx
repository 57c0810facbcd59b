import { useEffect, useId, useRef, useState } from 'react';
import { tokenizeCard } from '~/api/payment/tokenize-card';
import type { TokenisingProvider } from '~/api/payment/provider-endpoints';
import { CARD_NUMBER_LONG_MASK, CARD_NUMBER_MASK, CVC_MASK, type MaskSpec } from '~/domain/masks';
import { cardHolderError } from '~/domain/validation-card';
import { CARD_FIELD_FIXES, fieldText, missingFieldsMessage } from './card-field-errors';
import { cardTokenInput, EMPTY_TYPED_CARD, inputOfTokenField, typedCardStatus, type CardInputName, type TypedCard } from './own-card-token';
import { OwnMaskedField } from './OwnField';
import type { CollectResult, ProviderFieldsProps } from './provider';
import { useLatest } from './use-latest';
import { useProviderHandle } from './use-provider-handle';

/** The spec's 16-digit pattern first; imask moves to the long one past 16 digits. */
const NUMBER_MASKS: readonly MaskSpec[] = [CARD_NUMBER_MASK, CARD_NUMBER_LONG_MASK];

/** Message keys by input, translated when shown (the language may change while they show). */
type Errors = Partial<Record<CardInputName, string>>;

/** What differs between the providers whose card form is ours: the tokeniser and the expiry's mask and label. */
export interface OwnCardOptions {
  tokeniser: TokenisingProvider;
  expiryMask: MaskSpec;
  expiryLabelKey: string;
}

/**
 * The card form of a provider that tokenises our own inputs (providers B and U, decisions 032 and 036): OUR inputs
 * for number, expiry and CVC beside the step's holder name, tokenised straight at the provider's tokeniser
 * (tokenize-card.ts); only the token goes on, as `token_card`. The values live in these inputs only: no store, no
 * storage. The tokeniser's field refusals come back as their messages and mark the input they concern. One component,
 * so the two cannot drift apart; each provider gives its tokeniser and its expiry mask.
 */
export function OwnCardFields(props: ProviderFieldsProps & OwnCardOptions) {
  const id = useId();
  const [typed, setTyped] = useState<TypedCard>(EMPTY_TYPED_CARD);
  const [errors, setErrors] = useState<Errors>({});
  const inputs = { number: useRef<HTMLInputElement>(null), expiry: useRef<HTMLInputElement>(null), cvc: useRef<HTMLInputElement>(null) };
  const latest = useLatest({ props, typed });
  const { t } = props;

  const { numberComplete, expiryComplete, cvcComplete } = typedCardStatus(typed);
  useEffect(() => {
    latest.current.props.onStatus(typedCardStatus(latest.current.typed));
  }, [numberComplete, expiryComplete, cvcComplete, latest]);

  useProviderHandle(props.onHandle, () => {
    const collect = async ({ holderName }: { holderName: string }): Promise<CollectResult> => {
      const holder = cardHolderError(holderName);
      if (holder) return { ok: false, message: { key: holder } };
      const answer = await tokenizeCard(latest.current.props.tokeniser, cardTokenInput(latest.current.typed, holderName));
      if (answer.ok) {
        setErrors({});
        return { ok: true, payment: { token_card: answer.token } };
      }
      const input = inputOfTokenField(answer.field);
      setErrors(input ? { [input]: answer.key } : {});
      if (input) inputs[input].current?.focus();
      return { ok: false, message: { key: answer.key } };
    };
    // A press with inputs left incomplete: each says what to type, the first takes the focus, the step names them all.
    const showMissing = () => {
      const status = typedCardStatus(latest.current.typed);
      const absent = (['number', 'expiry', 'cvc'] as const).filter((name) => !status[`${name}Complete`]);
      if (absent.length === 0) return null;
      setErrors(Object.fromEntries(absent.map((name) => [name, CARD_FIELD_FIXES[name]])));
      inputs[absent[0]!].current?.focus();
      const { t, lang, expiryLabelKey } = latest.current.props;
      return missingFieldsMessage(lang, absent.map((name) => t(name === 'expiry' ? expiryLabelKey : `payment:card.${name}`)));
    };
    return { collect, showMissing };
    // `inputs` holds refs, the same objects for the component's life.
  }, [latest]);

  function update(name: CardInputName, value: string) {
    setTyped((before) => (before[name] === value ? before : { ...before, [name]: value }));
    if (errors[name]) setErrors((before) => ({ ...before, [name]: undefined }));
  }

  const field = (name: CardInputName, labelKey: string, mask: MaskSpec | readonly MaskSpec[], autoComplete: string) => (
    <OwnMaskedField
      id={`${id}-${name}`}
      name={autoComplete}
      label={t(labelKey)}
      mask={mask}
      value={typed[name]}
      onValue={(value) => update(name, value)}
      error={errors[name] ? fieldText(t, name, { key: errors[name] }, true) : undefined}
      inputRef={inputs[name]}
      input={{ inputMode: 'numeric', autoComplete, spellCheck: false }}
    />
  );

  return (
    <div className="own-fields">
      {field('number', 'payment:card.number', NUMBER_MASKS, 'cc-number')}
      <div className="own-fields__row">
        {field('expiry', props.expiryLabelKey, props.expiryMask, 'cc-exp')}
        {field('cvc', 'payment:card.cvc', CVC_MASK, 'cc-csc')}
      </div>
    </div>
  );
}
