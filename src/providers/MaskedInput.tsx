import { useImperativeHandle, useRef, type InputHTMLAttributes, type Ref } from 'react';
import type { MaskSpec } from '~/domain/address-masks';
import { useMask } from './use-mask';

export interface MaskedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'> {
  /** One of the domain's masks (src/domain/masks.ts), or a pair imask switches between by what was typed. */
  mask: MaskSpec | readonly MaskSpec[];
  value: string;
  /** The value as shown (mask applied), after each keystroke, paste or deletion. */
  onValue(value: string): void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One of our own inputs with a part 2 §5 mask (use-mask.ts): the provider B forms and the Brazilian address block
 * share it. Give it the phone keyboard's hints (`inputMode`, `autoComplete`) like any input.
 */
export function MaskedInput({ mask, value, onValue, ref: outer, ...input }: MaskedInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  useImperativeHandle(outer, () => ref.current!, []);
  useMask(ref, mask, value, onValue);
  return <input type="text" {...input} ref={ref} defaultValue={value} onChange={(event) => onValue(event.target.value)} />;
}
