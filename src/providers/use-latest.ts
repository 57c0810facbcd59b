import { useLayoutEffect, useRef } from 'react';

/**
 * The latest value of a prop, for callbacks that outlive a render (the provider's event handlers, the handle's
 * collect): the step may pass new `onStatus`/`t` functions on every render without the fields remounting.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
